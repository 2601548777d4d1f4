import { DISPLAY_STATUS_LABELS, type DisplayStatus } from '@kazi/shared/invoices/rules';
import { Badge } from '@mantine/core';

const COLORS: Record<DisplayStatus, string> = {
  paid: 'kazi',
  approved: 'teal',
  processing: 'blue',
  overdue: 'red',
  draft: 'gray',
  rejected: 'orange',
  pending: 'yellow',
};
/** Darker text where the light badge's own would not reach 4.5:1. */
const TEXT: Partial<Record<DisplayStatus, string>> = {
  approved: 'teal.9',
  processing: 'blue.9',
  overdue: 'red.9',
  draft: 'dark.7',
  rejected: 'orange.9',
  pending: 'dark.7',
};

/** An invoice's display status (spec 001 §4) in words; the colour only repeats them. */
export function InvoiceStatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} c={TEXT[status]} style={{ flexShrink: 0 }}>
      {DISPLAY_STATUS_LABELS[status]}
    </Badge>
  );
}
