import type { ReportStatus } from '@kazi/shared/reports/rules';
import { Badge } from '@mantine/core';

const COLORS: Record<ReportStatus, string> = { completed: 'kazi', pending: 'yellow', overdue: 'red' };
/** Darker text where the light badge's own would not reach 4.5:1. */
const TEXT: Partial<Record<ReportStatus, string>> = {
  pending: 'var(--kazi-text-strong)',
  overdue: 'var(--kazi-text-danger)',
};

/** A report event's status in words (the API's `status_display`); the colour only repeats it. */
export function ReportStatusBadge({ status, label }: { status: ReportStatus; label: string }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} c={TEXT[status]} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
