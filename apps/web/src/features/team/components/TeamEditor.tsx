import type { TeamUser } from '@kazi/shared/team/schemas';
import { ActionIcon, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { newMember, type TeamDraft, type TeamMemberDraft } from '../team-draft.ts';
import { MemberRateFields } from './MemberRateFields.tsx';
import { PersonPicker } from './PersonPicker.tsx';

export interface TeamEditorProps {
  value: TeamDraft;
  onChange: (value: TeamDraft) => void;
  /** The project's currency, for client rates and totals. */
  currency: string;
  /** Which slots the user may set (e.g. only admins set the cm and cso). Hidden slots are not shown. */
  slots?: { owner: boolean; cm: boolean; cso: boolean };
  /** Payout and client rates (people with `project.view_rates`); otherwise only hours. */
  showRates?: boolean;
  /** Field errors keyed as the API sends them: `owner`, `participation.0.payment_structure.hours_per_week`. */
  errors?: Record<string, string[]>;
  disabled?: boolean;
  /** People the developer picker leaves out besides the rows (e.g. the current team). */
  excludeIds?: readonly number[];
}

const first = (errors: Record<string, string[]> | undefined, key: string) => errors?.[key]?.[0];

/**
 * The team pickers: one owner, one client manager, one client support officer,
 * and any number of developers with hours per week, payout rate, client rate and the expected
 * monthly total. Controlled (`value` / `onChange`); the only server call is the people search.
 */
export function TeamEditor({
  value,
  onChange,
  currency,
  slots = { owner: true, cm: true, cso: true },
  showRates = true,
  errors,
  disabled = false,
  excludeIds = [],
}: TeamEditorProps) {
  const setSlot = (slot: 'owner' | 'cm' | 'cso') => (person: TeamUser | null) =>
    onChange({ ...value, [slot]: person });
  const setMember = (index: number, member: TeamMemberDraft) =>
    onChange({ ...value, members: value.members.map((m, i) => (i === index ? member : m)) });
  const removeMember = (index: number) =>
    onChange({ ...value, members: value.members.filter((_, i) => i !== index) });
  const addMember = (person: TeamUser | null) => {
    if (!person || value.members.some((m) => m.user.id === person.id)) return;
    onChange({ ...value, members: [...value.members, newMember(person)] });
  };
  const memberError = (index: number, key: string) =>
    first(errors, `participation.${index}.payment_structure.${key}`) ??
    first(errors, `participation.${index}.payment_structure`);

  return (
    <Stack gap="lg">
      {slots.owner || slots.cm || slots.cso ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {slots.owner ? (
            <PersonPicker
              kind="owner"
              label="Project owner"
              value={value.owner}
              onChange={setSlot('owner')}
              error={first(errors, 'owner')}
              disabled={disabled}
            />
          ) : null}
          {slots.cm ? (
            <PersonPicker
              kind="cm"
              label="Client manager"
              value={value.cm}
              onChange={setSlot('cm')}
              error={first(errors, 'cm')}
              disabled={disabled}
            />
          ) : null}
          {slots.cso ? (
            <PersonPicker
              kind="cso"
              label="Client support officer"
              value={value.cso}
              onChange={setSlot('cso')}
              error={first(errors, 'cso')}
              disabled={disabled}
            />
          ) : null}
        </SimpleGrid>
      ) : null}

      <Stack gap="sm">
        <Title order={3} fz="md">
          Developers
        </Title>
        {value.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            No developers added yet. Search for people below to add them to the team.
          </Text>
        ) : null}
        {value.members.map((member, index) => (
          <Card key={member.user.id} withBorder padding="md" radius="md">
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
                  color="red.9"
                  c="red.9"
                  onClick={() => removeMember(index)}
                  aria-label={`Remove ${member.user.display_name}`}
                  disabled={disabled}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
              <MemberRateFields
                name={member.user.display_name}
                value={member}
                onChange={(rates) => setMember(index, { ...member, ...rates })}
                currency={currency}
                showRates={showRates}
                errors={{
                  hours_per_week: memberError(index, 'hours_per_week'),
                  payout_rate: memberError(index, 'payout_rate'),
                  client_rate: memberError(index, 'client_rate'),
                }}
                disabled={disabled}
              />
              {first(errors, `participation.${index}.user`) ? (
                <Text size="sm" c="red.9" role="alert">
                  {first(errors, `participation.${index}.user`)}
                </Text>
              ) : null}
            </Stack>
          </Card>
        ))}
        <PersonPicker
          key={value.members.length}
          kind="developer"
          label="Add a developer"
          value={null}
          onChange={addMember}
          exclude={[...excludeIds, ...value.members.map((m) => m.user.id)]}
          disabled={disabled}
          resetOnPick
        />
      </Stack>
    </Stack>
  );
}
