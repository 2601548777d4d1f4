import { reportsMessages } from '@kazi/shared/messages/reports';
import { Badge, Card, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reportsDashboardQuery } from '../api/dashboard.ts';
import { ReportEventList } from './ReportEventList.tsx';

const D = reportsMessages.reports.dashboard;

/** For staff: the overdue report events on the projects they see, whoever owes them. */
export function OverdueReportsCard() {
  const query = useQuery(reportsDashboardQuery());
  // Only staff get the list (the server sends null to everyone else).
  if (query.isSuccess && query.data.overdue === null) return null;
  const count = query.data?.overdue?.length ?? 0;
  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          {D.overdueTitle}
        </Title>
        {count ? (
          <Badge variant="filled" color="red.9">
            {count}
          </Badge>
        ) : null}
      </Group>
      <ReportEventList query={query} pick={(data) => data.overdue ?? []} empty={D.overdueEmpty} showPerson />
    </Card>
  );
}
