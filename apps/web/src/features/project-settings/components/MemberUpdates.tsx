import { parseUpdateDays, WEEKDAYS } from '@kazi/shared/team/rules';
import type { Participation } from '@kazi/shared/team/schemas';
import { Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { usePatchParticipation } from '@/features/team/api/team.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';

interface MemberUpdatesProps {
  projectId: number;
  member: Participation;
  notificationsDisabled: boolean;
}

/**
 * The per-member update switch (On only when the member's updates are enabled and the project's
 * notifications are not disabled) and the update days, Monday 0 to Friday 4.
 */
export function MemberUpdates({ projectId, member, notificationsDisabled }: MemberUpdatesProps) {
  const patch = usePatchParticipation(projectId);
  const editable = member.abilities.edit_updates;
  const days = (parseUpdateDays(member.update_days) ?? []).map(String);
  const send = (body: Parameters<typeof patch.mutate>[0]['body']) =>
    patch.mutate({ id: member.id, body }, { onSuccess: notifyProjectUpdated, onError: notifyError });
  return (
    <Stack gap={6}>
      <Switch
        label={`Progress updates for ${member.user.display_name}`}
        description={notificationsDisabled ? 'Project notifications are off' : undefined}
        checked={member.updates_on}
        disabled={!editable || notificationsDisabled || patch.isPending}
        onChange={(event) => send({ updates_enabled: event.currentTarget.checked })}
      />
      <Group gap={6} wrap="wrap" role="group" aria-label={`Update days of ${member.user.display_name}`}>
        <Text size="xs" c="dimmed" mr={4}>
          Update days
        </Text>
        <Chip.Group
          multiple
          value={days}
          onChange={(next) => {
            if (!next.length) return;
            send({ day_selection_for_updates: true, update_days: next.sort().join(',') });
          }}
        >
          {WEEKDAYS.map((day, index) => (
            <Chip key={day} value={String(index)} size="xs" disabled={!editable || patch.isPending}>
              {day.slice(0, 3)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}
