import { can } from '@kazi/shared/auth/permissions';
import type { DevProfile } from '@kazi/shared/experience/talent-profile';
import { testsMessages } from '@kazi/shared/messages/tests';
import { Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSetVetted } from '../api/test-results.ts';
import { ScoreBadge } from './TestResultsTable.tsx';

const T = testsMessages.tests;

/** The vetted badge next to a talent's name. */
export function VettedBadge({ vetted }: { vetted: boolean }) {
  if (!vetted) return null;
  return (
    <Badge
      color="kazi"
      variant="light"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
    >
      {T.vetted}
    </Badge>
  );
}

/** The Vetted switch (`tests.manage`): saved at once, the profile updated from the answer. */
function VettedSwitch({ profile }: { profile: DevProfile }) {
  const vetting = useSetVetted(profile.id);
  const checked = vetting.isPending ? Boolean(vetting.variables) : profile.is_vetted;
  return (
    <Stack gap="xs">
      <Switch
        label={T.vetted}
        checked={checked}
        disabled={vetting.isPending}
        onChange={(event) =>
          vetting.mutate(event.currentTarget.checked, {
            onSuccess: (saved) => notifySuccess(saved.is_vetted ? T.vettedOn : T.vettedOff),
          })
        }
      />
      <ErrorAlert>{vetting.isError ? `${T.vettingFailed} ${errorMessage(vetting.error)}` : null}</ErrorAlert>
    </Stack>
  );
}

/** A talent's test results on their profile (reviewer and notes when the reader manages tests), and vetting. */
export function ProfileTests({ profile }: { profile: DevProfile }) {
  const user = useUser();
  const manages = can(user, 'tests.manage');
  if (!manages && profile.test_results.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="profile-tests-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={3} fz="lg" id="profile-tests-heading">
            {T.profileHeading}
          </Title>
          {manages ? <VettedSwitch profile={profile} /> : null}
        </Group>
        {profile.test_results.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.profileEmpty}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {profile.test_results.map((result) => (
              <Stack key={result.id} gap={2} component="li">
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {result.title}
                  </Text>
                  <ScoreBadge score={result.score} />
                </Group>
                <Text size="sm" c="dimmed">
                  {formatDate(result.taken_on)}
                  {result.reviewer ? ` · ${T.reviewer}: ${result.reviewer.display_name}` : ''}
                </Text>
                {result.notes ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {result.notes}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
