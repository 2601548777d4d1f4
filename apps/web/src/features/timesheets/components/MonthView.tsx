import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { monthEntriesQuery, monthSummaryQuery } from '../api/timesheets.ts';
import { hoursTotal } from '../labels.ts';
import { wireHundredths } from '../month-grid.ts';
import { MonthGrid } from './MonthGrid.tsx';

const T = timesheetsMessages.timesheets;

/** The month view: loads the month's rows and entries, then the grid (or its loading, error, empty states). */
export function MonthView({ projectId, month, today }: { projectId: number; month: string; today: string }) {
  const summary = useQuery(monthSummaryQuery(projectId, month));
  const entries = useQuery(monthEntriesQuery(projectId, month));

  if (summary.isError || entries.isError) {
    return (
      <ErrorState
        error={summary.error ?? entries.error}
        onRetry={() => {
          void summary.refetch();
          void entries.refetch();
        }}
        retrying={summary.isFetching || entries.isFetching}
      />
    );
  }
  if (summary.isPending || entries.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={coreMessages.generic.loading}>
        <Skeleton h={16} w="45%" />
        <Skeleton h={44} />
        <Skeleton h={44} />
        <Skeleton h={44} />
      </Stack>
    );
  }
  const rows = summary.data.results;
  if (!rows.length) {
    return (
      <EmptyState
        icon={<IconClockHour4 size={28} stroke={1.6} aria-hidden="true" />}
        title={format(T.noMembers, { month: monthLabel(month) })}
      />
    );
  }
  const allApproved = rows.every((row) => row.status === 'approved');
  return (
    <Stack gap="md">
      <Text size="sm" fw={500}>
        {format(T.summaryTotal, {
          total: hoursTotal(wireHundredths(summary.data.summary.total)),
          expected: hoursTotal(wireHundredths(summary.data.summary.expected)),
        })}
      </Text>
      {allApproved ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />}>
          {T.readOnlyApproved}
        </Alert>
      ) : null}
      <MonthGrid
        key={month}
        projectId={projectId}
        month={month}
        today={today}
        rows={rows}
        entries={entries.data}
      />
    </Stack>
  );
}
