import { can } from '@kazi/shared/auth/permissions';
import { Alert, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useUser } from '@/features/auth/api/use-user.ts';
import { PersonPicker } from '@/features/team/components/PersonPicker.tsx';
import { TeamEditor } from '@/features/team/components/TeamEditor.tsx';
import type { ProjectDraft } from './draft.ts';

interface Props {
  currency: string;
}

/** Whether this user sends a team with the create request (the owner, cm, cso or developers). */
export function sendsTeam(user: Parameters<typeof can>[0]): boolean {
  return can(user, 'project.manage_team') || can(user, 'project.create_opportunity');
}

/**
 * The dedicated wizard's team step (docs/decisions, "what a client sees in the team step"):
 * staff pick the owner, the cm and cso (admins) and developers with hours and rates; a client
 * manager picks the owner (they become the cm); a client is the owner and Kazi proposes the
 * developers after creation.
 */
export function TeamFields({ currency }: Props) {
  const user = useUser();
  const { control } = useFormContext<ProjectDraft>();
  if (can(user, 'project.manage_team')) {
    const cmCso = can(user, 'project.manage_cm_cso');
    return (
      <TeamEditor
        currency={currency}
        slots={{ owner: true, cm: cmCso, cso: cmCso }}
        showRates={can(user, 'project.view_rates')}
      />
    );
  }
  if (can(user, 'project.create_opportunity')) {
    return (
      <Stack gap="md">
        <Controller
          control={control}
          name="team.owner"
          render={({ field, fieldState }) => (
            <PersonPicker
              kind="owner"
              label="Project owner"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          You will be the project's client manager. Staff add the developers with their hours and rates.
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Card withBorder p="md">
        <Group gap="sm">
          <Avatar src={user.avatar_url} alt="" radius="xl" color="kazi">
            {user.short_name.slice(0, 1)}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>{user.display_name}</Text>
            <Text size="sm" c="dimmed">
              Project owner
            </Text>
          </Stack>
        </Group>
      </Card>
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} title="Your developers">
        Once you create the project, your Kazi client manager proposes developers who match it. You will see
        them on the project's team, with their weekly hours, before they start.
      </Alert>
    </Stack>
  );
}
