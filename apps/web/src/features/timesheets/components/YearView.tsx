import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { isSelectableMonth, monthLabel } from '@kazi/shared/timesheets/rules';
import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { yearSummaryQuery } from '../api/timesheets.ts';
import { hoursTotal } from '../labels.ts';
import { wireHundredths } from '../month-grid.ts';
import { monthViewPath } from '../view-params.ts';
import { TimesheetStatusBadge } from './TimesheetStatusBadge.tsx';

const T = timesheetsMessages.timesheets;

/** The year view: each month's total, expected hours and status; a month opens its month view. */
export function YearView({ projectId, year, today }: { projectId: number; year: number; today: string }) {
  const summary = useQuery(yearSummaryQuery(projectId, year));
  const navigate = useNavigate();

  if (summary.isError) {
    return (
      <ErrorState
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (summary.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={coreMessages.generic.loading}>
        {Array.from({ length: 6 }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
          <Skeleton key={n} h={36} />
        ))}
      </Stack>
    );
  }
  const months = summary.data.results.filter((row) => isSelectableMonth(row.month, today));
  if (!months.length) {
    return (
      <EmptyState
        icon={<IconCalendarStats size={28} stroke={1.6} aria-hidden="true" />}
        title={format(T.noMembers, { month: String(year) })}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-label={format(T.yearGridLabel, { year: String(year) })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.monthLabel}</Table.Th>
            <Table.Th scope="col" ta="right">
              {T.total}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {T.expected}
            </Table.Th>
            <Table.Th scope="col">{T.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((row) => (
            <Table.Tr
              key={row.month}
              style={{ cursor: 'pointer' }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(monthViewPath(projectId, row.month));
              }}
            >
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={monthViewPath(projectId, row.month)} fw={600} size="sm">
                  {monthLabel(row.month)}
                </Anchor>
              </Table.Th>
              <Table.Td ta="right">
                <Text size="sm" fw={600}>
                  {hoursTotal(wireHundredths(row.total))}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{hoursTotal(wireHundredths(row.expected_hours))}</Text>
              </Table.Td>
              <Table.Td>
                <TimesheetStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
