import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { securityMessages } from '@kazi/shared/messages/security';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { SettingsCard } from '@/features/account/components/SettingsCard.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useTwoFactorStatus } from '../api/two-factor.ts';
import { DisableTwoFactorForm } from './DisableTwoFactorForm.tsx';
import { EnrolTwoFactor } from './EnrolTwoFactor.tsx';

const M = securityMessages.twoFactor;

/** Settings → Account: two-factor sign-in on or off, its set-up, and turning it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);
  const enabled = status.data?.enabled ?? false;

  return (
    <SettingsCard title={M.title} description={M.description}>
      {status.isPending ? (
        <Skeleton h={60} radius="md" aria-label={coreMessages.generic.loading} />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => status.refetch()} retrying={status.isFetching} />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Badge color={enabled ? 'kazi' : 'gray'} variant="light">
              {enabled ? M.statusOn : M.statusOff}
            </Badge>
            {enabled ? (
              <Text size="sm" c="dimmed">
                {format(M.enabledSince, {
                  date: formatDate(status.data.enabled_at),
                  count: status.data.recovery_codes_left,
                })}
              </Text>
            ) : null}
          </Group>
          {status.data.required ? (
            <Alert color="blue" variant="light">
              {M.requiredForYou}
            </Alert>
          ) : null}
          {enrolling ? (
            <EnrolTwoFactor
              onDone={() => {
                setEnrolling(false);
                notifySuccess(M.enabled);
              }}
            />
          ) : enabled ? (
            <DisableTwoFactorForm />
          ) : (
            <Group>
              <Button onClick={() => setEnrolling(true)}>{M.setUp}</Button>
            </Group>
          )}
        </Stack>
      )}
    </SettingsCard>
  );
}
