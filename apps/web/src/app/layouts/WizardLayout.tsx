import { Box, Button, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { Logo } from '../shell/Logo.tsx';

/** Onboarding runs without the shell, like a wizard: the logo, the step, and a way out. */
export function WizardLayout() {
  const logout = useLogout();
  return (
    <Box mih="calc(100dvh - var(--kazi-consent-fold, 0px))" bg="var(--kazi-app-bg)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--kazi-border)' }}
      >
        <Group justify="space-between" h={64} px={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto">
          <Logo />
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
          >
            Log Out
          </Button>
        </Group>
      </Box>
      <Box component="main" px="md" py={{ base: 'lg', sm: 48 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
