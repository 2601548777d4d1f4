import { Box, Center, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../shell/Logo.tsx';

/** Pages outside the shell that anyone may open: invitations, password reset. */
export function PublicLayout() {
  return (
    <Center
      component="main"
      mih="calc(100dvh - var(--kazi-consent-fold, 0px))"
      p="md"
      bg="var(--kazi-app-bg)"
    >
      <Stack align="center" gap="lg" w="100%">
        <Logo size={40} />
        <Box w="100%">
          <Outlet />
        </Box>
      </Stack>
    </Center>
  );
}
