import { securityMessages } from '@kazi/shared/messages/security';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { AuthCard } from '@/features/auth/components/AuthCard.tsx';
import { paths } from '@/lib/paths.ts';
import { EnrolTwoFactor } from '../components/EnrolTwoFactor.tsx';

const M = securityMessages.twoFactor;

/** `/two-factor/setup`: where admins and pay admins land until their second factor is set up. */
export function TwoFactorSetupPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <AuthCard title={M.enrolTitle} backToLogin={false}>
      <Stack gap="lg">
        <Text size="sm">{M.enrolIntro}</Text>
        <EnrolTwoFactor onDone={() => navigate(paths.dashboard, { replace: true })} />
        <Group justify="center">
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => logout.mutate()}
            loading={logout.isPending}
          >
            Log out
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
