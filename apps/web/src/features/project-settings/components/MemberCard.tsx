import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { todayIso } from '@kazi/shared/team/rules';
import type { Participation } from '@kazi/shared/team/schemas';
import { Accordion, Alert, Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DateField } from '@/components/ui/DateField.tsx';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { useRemind, useRemoveParticipation } from '@/features/team/api/team.ts';
import { MemberRateFields, type RateValues } from '@/features/team/components/MemberRateFields.tsx';
import { formatMoney } from '@/features/team/money.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { MemberUpdates } from './MemberUpdates.tsx';
import { RateHistory } from './RateHistory.tsx';

interface MemberCardProps {
  projectId: number;
  member: Participation;
  currency: string;
  notificationsDisabled: boolean;
  archived: boolean;
}

const ratesOf = (member: Participation): RateValues => ({
  hours_per_week: String(member.hours_per_week),
  payout_rate: member.payout_rate ?? '0',
  client_rate: member.client_rate ?? '0',
});

/** One team member: status, hours and rates from a date (staff), update switch and days, history. */
export function MemberCard({
  projectId,
  member,
  currency,
  notificationsDisabled,
  archived,
}: MemberCardProps) {
  const update = useUpdateProject(projectId);
  const remove = useRemoveParticipation(projectId);
  const remind = useRemind(projectId);
  const [rates, setRates] = useState<RateValues>(() => ratesOf(member));
  const [from, setFrom] = useState(todayIso());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setRates(ratesOf(member)), [member]);
  const editRates = member.abilities.edit_rates && !archived;
  const changed = JSON.stringify(rates) !== JSON.stringify(ratesOf(member));
  const latest = member.rates?.[0]?.effective_from;
  const name = member.user.display_name;

  const saveRates = () =>
    update.mutate(
      {
        participation: [
          {
            user: { id: member.user.id },
            payment_structure: { ...rates },
            effective_from: from,
          },
        ],
      },
      {
        onSuccess: () => {
          setError(null);
          notifyProjectUpdated();
        },
        onError: (failure) => {
          const messages = failure instanceof ApiError ? Object.values(failure.fieldErrors).flat() : [];
          setError(
            messages.includes(projectsMessages.team.detailsRequired)
              ? projectsMessages.team.detailsRequired
              : (messages[0] ?? errorMessage(failure)),
          );
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={member.user.avatar_url} name={name} alt="" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {member.display_type}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={member.status === 'accepted' ? 'kazi' : 'yellow'}
                  c={member.status === 'accepted' ? undefined : 'dark.7'}
                >
                  {member.status_display}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <Group gap="xs">
            {member.abilities.remind && !archived ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconMailForward size={14} aria-hidden="true" />}
                loading={remind.isPending}
                onClick={() =>
                  remind.mutate(member.user.id, {
                    onSuccess: (answer) => notifySuccess(answer.message),
                    onError: notifyError,
                  })
                }
                aria-label={`Remind ${name}`}
              >
                Remind
              </Button>
            ) : null}
            {member.abilities.remove && !archived ? (
              <ConfirmButton
                size="xs"
                variant="subtle"
                color="red.9"
                c="red.9"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                label="Remove"
                aria-label={`Remove ${name}`}
                question={format(projectsMessages.team.removeMember, { name })}
                detail={projectsMessages.team.removeMemberDetail}
                confirmLabel="Remove"
                confirmColor="red.9"
                busy={remove.isPending}
                onConfirm={() =>
                  remove.mutateAsync(member.id).then(
                    () => notifySuccess(projectsMessages.team.memberRemoved),
                    (failure) => {
                      notifyError(failure);
                      throw failure;
                    },
                  )
                }
              />
            ) : null}
          </Group>
        </Group>

        {editRates ? (
          <Stack gap="xs">
            <MemberRateFields name={name} value={rates} onChange={setRates} currency={currency} showRates />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <DateField
                label="Applies from"
                aria-label={`Rate change of ${name} applies from`}
                min={latest}
                value={from}
                onChange={setFrom}
                required
                w={180}
              />
              <Button onClick={saveRates} disabled={!changed || !from} loading={update.isPending}>
                Save rates
              </Button>
            </Group>
            {error ? (
              <Alert role="alert" color="red" variant="light">
                {error}
              </Alert>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm">
            {member.hours_per_week} hours per week
            {member.payout_rate !== null ? ` · payout ${formatMoney(member.payout_rate, 'EUR')}/h` : ''}
            {member.client_rate !== null ? ` · client ${formatMoney(member.client_rate, currency)}/h` : ''}
            {member.expected_monthly_total !== null
              ? ` · expected ${formatMoney(member.expected_monthly_total, currency)} a month`
              : ''}
          </Text>
        )}

        <MemberUpdates projectId={projectId} member={member} notificationsDisabled={notificationsDisabled} />

        {member.rates?.length ? (
          <Accordion variant="contained" chevronPosition="left">
            <Accordion.Item value="history">
              <Accordion.Control>
                {projectsMessages.team.rateHistory} ({member.rates.length})
              </Accordion.Control>
              <Accordion.Panel>
                <RateHistory rates={member.rates} currency={currency} name={name} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        ) : null}
      </Stack>
    </Card>
  );
}
