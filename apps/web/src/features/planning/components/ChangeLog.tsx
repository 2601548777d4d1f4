import { dueDay } from '@kazi/shared/planning/rules';
import type { TimelineChange } from '@kazi/shared/planning/schemas';
import { Stack, Text, Timeline } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '@/lib/format/dates.ts';

const FIELD_NAMES = { start_date: 'Start date', deadline: 'Deadline', due_at: 'Due date' } as const;

/** Due dates are instants; they are shown as their UTC day, like the dates of the project. */
const asDay = (value: string | null) => (value && value.length > 10 ? dueDay(value) : value);

function describe(change: TimelineChange): string {
  const field = change.field === 'due_at' ? `Due date of ${change.target.title}` : FIELD_NAMES[change.field];
  const from = change.previous_value ? formatDate(asDay(change.previous_value)) : null;
  const to = formatDate(asDay(change.new_value), 'none');
  return from ? `${field}: ${from} → ${to}` : `${field} set to ${to}`;
}

/** The timeline change log: what moved, from and to, why, who and when. */
export function ChangeLog({ changes }: { changes: readonly TimelineChange[] }) {
  return (
    <Timeline bulletSize={22} lineWidth={2}>
      {changes.map((change) => (
        <Timeline.Item
          key={change.id}
          bullet={<IconCalendarEvent size={12} aria-hidden="true" />}
          title={describe(change)}
        >
          <Stack gap={2}>
            {change.reason ? (
              <Text size="sm">“{change.reason}”</Text>
            ) : (
              <Text size="sm" c="dimmed">
                First set, no reason needed
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {change.created_by?.display_name ?? 'Kazi'} · {formatDateTime(change.created_at)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
