import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { PAYOUT_CURRENCY } from '@kazi/shared/money/currencies';
import { displayAmount } from '@kazi/shared/money/display';
import { todayIso } from '@kazi/shared/team/rules';
import type { Participation } from '@kazi/shared/team/schemas';
import { Accordion, Alert, Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { useRemind, useRemoveParticipation } from '@/features/team/api/team.ts';
import { MemberRateFields, type RateValues } from '@/features/team/components/MemberRateFields.tsx';
import { teamAlert } from '@/features/team/team-alert.ts';
import { memberFieldOf, memberProblems } from '@/features/team/team-draft.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { MemberUpdates } from './MemberUpdates.tsx';
import { RateHistory } from './RateHistory.tsx';

const DETAILS_REQUIRED = projectsMessages.team.detailsRequired;

interface MemberCardProps {
  projectId: number;
  member: Participation;
  currency: string;
  notificationsDisabled: boolean;
  archived: boolean;
}

type Values = RateValues & { effective_from: string };

const ratesOf = (member: Participation): RateValues => ({
  hours_per_week: String(member.hours_per_week),
  payout_rate: member.payout_rate ?? '0',
  client_rate: member.client_rate ?? '0',
});

/** A key of a 400 body on this member's row (`participation.0.payment_structure.payout_rate`). */
function rowField(key: string): keyof Values | undefined {
  const field = memberFieldOf(key.replace(/^participation\.0\.?/, '').split('.'));
  return field === 'user' ? undefined : field;
}

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
  const form = useForm<Values>({
    resolver: issuesResolver((values) => {
      const [row = {}] = memberProblems([{ user: member.user, ...values }], values.effective_from);
      return row;
    }),
    defaultValues: { ...ratesOf(member), effective_from: todayIso() },
  });
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    form.reset({ ...ratesOf(member), effective_from: form.getValues('effective_from') });
  }, [member, form]);
  const [hours, payout, client, from] = useWatch({
    control: form.control,
    name: ['hours_per_week', 'payout_rate', 'client_rate', 'effective_from'],
  });
  const editRates = member.abilities.edit_rates && !archived;
  const rates: RateValues = { hours_per_week: hours, payout_rate: payout, client_rate: client };
  const changed = JSON.stringify(rates) !== JSON.stringify(ratesOf(member));
  const latest = member.rates?.[0]?.effective_from;
  const name = member.user.display_name;

  const saveRates = form.handleSubmit(
    ({ effective_from, ...payment_structure }) => {
      setAlert(null);
      update.mutate(
        { participation: [{ user: { id: member.user.id }, payment_structure, effective_from }] },
        {
          onSuccess: notifyProjectUpdated,
          onError: (failure) => {
            setAlert(teamAlert(failure, applyServerErrors(failure, form.setError, rowField)));
          },
        },
      );
    },
    (errors) =>
      setAlert(
        Object.values(errors).some((error) => error?.message === DETAILS_REQUIRED) ? DETAILS_REQUIRED : null,
      ),
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
                  c={member.status === 'accepted' ? undefined : 'var(--kazi-text-strong)'}
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
                color="var(--kazi-text-danger)"
                c="var(--kazi-text-danger)"
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
          <FormProvider {...form}>
            <form noValidate onSubmit={saveRates}>
              <Stack gap="xs">
                <MemberRateFields name={name} currency={currency} showRates />
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <FormDateField
                    control={form.control}
                    name="effective_from"
                    label="Applies from"
                    aria-label={`Rate change of ${name} applies from`}
                    min={latest}
                    error={form.formState.errors.effective_from?.message}
                    required
                    w={180}
                  />
                  <Button type="submit" disabled={!changed || !from} loading={update.isPending}>
                    Save rates
                  </Button>
                </Group>
                {alert ? (
                  <Alert role="alert" color="red" variant="light">
                    {alert}
                  </Alert>
                ) : null}
              </Stack>
            </form>
          </FormProvider>
        ) : (
          <Text size="sm">
            {member.hours_per_week} hours per week
            {member.payout_rate !== null
              ? ` · payout ${displayAmount(member.payout_rate, PAYOUT_CURRENCY)}/h`
              : ''}
            {member.client_rate !== null ? ` · client ${displayAmount(member.client_rate, currency)}/h` : ''}
            {member.expected_monthly_total !== null
              ? ` · expected ${displayAmount(member.expected_monthly_total, currency)} a month`
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
