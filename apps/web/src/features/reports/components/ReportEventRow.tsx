import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { eventActionOf } from '../event-action.ts';
import { reportScreenPath } from '../report-paths.ts';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';

const R = reportsMessages.reports;

/** One event of the list: title, type, who files it, due date, status, and Fill in or View. */
export function ReportEventRow({ event }: { event: ReportEvent }) {
  const kind = eventActionOf(event, useUser().id);
  const action = kind === 'fill' ? R.fill : kind === 'view' ? R.view : null;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="sm"
      px="md"
      style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}
    >
      <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {event.title}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            R.eventTypes[event.type],
            event.user ? event.user.display_name : null,
            format(R.dueOn, { date: formatDate(event.due_at) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <ReportStatusBadge status={event.status} label={event.status_display} />
        {action ? (
          <Button
            component={Link}
            to={reportScreenPath(event)}
            size="xs"
            variant={kind === 'fill' ? 'filled' : 'default'}
            aria-label={`${action}: ${event.title}, ${formatDate(event.due_at)}`}
          >
            {action}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
