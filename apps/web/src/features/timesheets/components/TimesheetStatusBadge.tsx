import { TIMESHEET_STATUS_LABELS, type TimesheetStatus } from '@kazi/shared/timesheets/rules';
import { Badge } from '@mantine/core';

const COLORS: Record<TimesheetStatus, string> = { approved: 'kazi', pending: 'yellow', rejected: 'red' };
/** Darker text where the light badge's own would not reach 4.5:1 (yellow 9 on yellow reads 2.7:1). */
const TEXT: Partial<Record<TimesheetStatus, string>> = {
  pending: 'var(--kazi-text-strong)',
  rejected: 'var(--kazi-text-danger)',
};

/** A month's status (pending, approved, rejected), in words: the colour only repeats them. */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} c={TEXT[status]}>
      {TIMESHEET_STATUS_LABELS[status]}
    </Badge>
  );
}
