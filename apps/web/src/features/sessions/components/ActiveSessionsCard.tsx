import type { ActiveSession } from '@kazi/shared/auth/two-factor';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { securityMessages } from '@kazi/shared/messages/security';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { notifyAccountError } from '@/features/account/components/account-errors.ts';
import { SettingsCard } from '@/features/account/components/SettingsCard.tsx';
import { formatDateTime } from '@/lib/format/dates.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useActiveSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions.ts';

const M = securityMessages.sessions;

function SessionRow({ session }: { session: ActiveSession }) {
  const signOut = useSignOutSession();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" aria-label={session.device}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <IconDeviceDesktop size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {session.device}
            </Text>
            {session.current ? (
              <Badge size="sm" variant="light">
                {M.current}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {[session.ip, format(M.lastUsed, { date: formatDateTime(session.last_used_at) })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Button
        size="xs"
        variant="default"
        loading={signOut.isPending}
        aria-label={`${M.signOut}: ${session.device}${session.current ? ` (${M.current})` : ''}`}
        onClick={() =>
          signOut.mutate(session, {
            onSuccess: () => notifySuccess(M.signedOutOne),
            onError: notifyAccountError,
          })
        }
      >
        {M.signOut}
      </Button>
    </Group>
  );
}

/** Settings → Account: where one is signed in, with sign-out per session and for all others. */
export function ActiveSessionsCard() {
  const sessions = useActiveSessions();
  const signOutOthers = useSignOutOtherSessions();
  const rows = sessions.data?.results ?? [];
  const others = rows.filter((session) => !session.current).length;

  return (
    <SettingsCard title={M.title} description={M.description}>
      {sessions.isPending ? (
        <Skeleton h={80} radius="md" aria-label={coreMessages.generic.loading} />
      ) : sessions.isError ? (
        <ErrorState
          error={sessions.error}
          onRetry={() => sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={M.title}>
            {rows.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Stack>
          {others === 0 ? (
            <Text size="sm" c="dimmed">
              {M.noOthers}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              disabled={others === 0}
              loading={signOutOthers.isPending}
              onClick={() =>
                signOutOthers.mutate(undefined, {
                  onSuccess: () => notifySuccess(M.signedOutOthers),
                  onError: notifyAccountError,
                })
              }
            >
              {M.signOutOthers}
            </Button>
          </Group>
        </Stack>
      )}
    </SettingsCard>
  );
}
