import type { TeamUser } from '@kazi/shared/team/schemas';
import { ActionIcon, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { newMember, type TeamDraft } from '../team-draft.ts';
import { MemberRateFields } from './MemberRateFields.tsx';
import { PersonPicker } from './PersonPicker.tsx';

export interface TeamEditorProps {
  /** The project's currency, for client rates and totals. */
  currency: string;
  /** Which slots the user may set (e.g. only admins set the cm and cso). Hidden slots are not shown. */
  slots?: { owner: boolean; cm: boolean; cso: boolean };
  /** Payout and client rates (people with `project.view_rates`); otherwise only hours. */
  showRates?: boolean;
  disabled?: boolean;
  /** People the developer picker leaves out besides the rows (e.g. the current team). */
  excludeIds?: readonly number[];
}

const SLOTS = [
  { slot: 'owner', label: 'Project owner' },
  { slot: 'cm', label: 'Client manager' },
  { slot: 'cso', label: 'Client support officer' },
] as const;

/**
 * The team pickers of a form that holds a `team` draft: one owner, one client manager, one client
 * support officer, and the developer rows (a field array) with hours per week, payout rate, client
 * rate and the expected monthly total. The only server call is the people search.
 */
export function TeamEditor({
  currency,
  slots = { owner: true, cm: true, cso: true },
  showRates = true,
  disabled = false,
  excludeIds = [],
}: TeamEditorProps) {
  const { control } = useFormContext<{ team: TeamDraft }>();
  const rows = useFieldArray({ control, name: 'team.members' });
  const { errors } = useFormState({ control, name: 'team.members' });
  const addMember = (person: TeamUser | null) => {
    if (!person || rows.fields.some((m) => m.user.id === person.id)) return;
    rows.append(newMember(person), { shouldFocus: false });
  };
  const shown = SLOTS.filter(({ slot }) => slots[slot]);

  return (
    <Stack gap="lg">
      {shown.length ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {shown.map(({ slot, label }) => (
            <Controller
              key={slot}
              control={control}
              name={`team.${slot}`}
              render={({ field, fieldState }) => (
                <PersonPicker
                  kind={slot}
                  label={label}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={disabled}
                />
              )}
            />
          ))}
        </SimpleGrid>
      ) : null}

      <Stack gap="sm">
        <Title order={3} fz="md">
          Developers
        </Title>
        {rows.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No developers added yet. Search for people below to add them to the team.
          </Text>
        ) : null}
        {rows.fields.map((member, index) => {
          const rowError = errors.team?.members?.[index]?.user?.message;
          return (
            <Card key={member.id} withBorder padding="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar src={member.user.avatar_url} name={member.user.display_name} size="sm" alt="" />
                    <Text fw={600} truncate>
                      {member.user.display_name}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="var(--kazi-text-danger)"
                    c="var(--kazi-text-danger)"
                    onClick={() => rows.remove(index)}
                    aria-label={`Remove ${member.user.display_name}`}
                    disabled={disabled}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                <MemberRateFields
                  path={`team.members.${index}`}
                  name={member.user.display_name}
                  currency={currency}
                  showRates={showRates}
                  disabled={disabled}
                />
                {rowError ? (
                  <Text size="sm" c="var(--kazi-text-danger)" role="alert">
                    {rowError}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          );
        })}
        <PersonPicker
          key={rows.fields.length}
          kind="developer"
          label="Add a developer"
          value={null}
          onChange={addMember}
          exclude={[...excludeIds, ...rows.fields.map((m) => m.user.id)]}
          disabled={disabled}
          resetOnPick
        />
      </Stack>
    </Stack>
  );
}
