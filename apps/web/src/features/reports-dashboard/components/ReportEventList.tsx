import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ReportsDashboard } from '@kazi/shared/reports/schemas';
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { ReportStatusBadge } from '@/features/reports/components/ReportStatusBadge.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';

type DashboardEvent = ReportsDashboard['owed'][number];

/** Rows a card shows at first; the rest on demand. */
const FIRST_ROWS = 5;

interface ReportEventListProps {
  query: UseQueryResult<ReportsDashboard>;
  pick: (data: ReportsDashboard) => DashboardEvent[];
  empty: string;
  /** Overdue events name the person who owes them. */
  showPerson?: boolean;
}

/** A dashboard card's events: title linking to the report, project, due date and status. */
export function ReportEventList({ query, pick, empty, showPerson = false }: ReportEventListProps) {
  const [all, setAll] = useState(false);
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const events = pick(query.data);
  if (!events.length) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const shown = all ? events : events.slice(0, FIRST_ROWS);
  return (
    <Stack gap="sm">
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((event) => (
          <li key={event.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Anchor
                  component={Link}
                  to={`${paths.project(event.project.id)}/reports/yours/${event.id}`}
                  fw={600}
                  size="sm"
                  lineClamp={1}
                >
                  {event.title}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {event.project.title}
                  {' · '}
                  {format(reportsMessages.reports.dueOn, { date: formatDate(event.due_at) })}
                  {showPerson && event.user ? ` · ${event.user.display_name}` : ''}
                </Text>
              </Stack>
              <ReportStatusBadge status={event.status} label={event.status_display} />
            </Group>
          </li>
        ))}
      </Stack>
      {shown.length < events.length ? (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)}>
          {format(reportsMessages.reports.dashboard.showAll, { count: events.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
