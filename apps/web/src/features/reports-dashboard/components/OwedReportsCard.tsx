import { reportsMessages } from '@kazi/shared/messages/reports';
import { Badge, Card, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reportsDashboardQuery } from '../api/dashboard.ts';
import { ReportEventList } from './ReportEventList.tsx';

const D = reportsMessages.reports.dashboard;

/** For everyone: the report events one should fill in, soonest first. */
export function OwedReportsCard() {
  const query = useQuery(reportsDashboardQuery());
  const count = query.data?.owed.length ?? 0;
  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="lg">
          {D.owedTitle}
        </Title>
        {count ? (
          <Badge variant="filled" color="kazi">
            {count}
          </Badge>
        ) : null}
      </Group>
      <ReportEventList query={query} pick={(data) => data.owed} empty={D.owedEmpty} />
    </Card>
  );
}
