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
/**
 * Darker text where the light badge's own would not reach 4.5:1 at its 10 px: teal.9 and orange.9
 * on their light backgrounds measure 4.33 and 3.62 (axe), so approved and rejected take dark text.
 */
const TEXT: Partial<Record<DisplayStatus, string>> = {
  approved: 'var(--kazi-text-strong)',
  processing: 'blue.9',
  overdue: 'var(--kazi-text-danger)',
  draft: 'var(--kazi-text-strong)',
  rejected: 'var(--kazi-text-strong)',
  pending: 'var(--kazi-text-strong)',
};

/** An invoice's display status (spec 001 §4) in words; the colour only repeats them. */
export function InvoiceStatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} c={TEXT[status]} style={{ flexShrink: 0 }}>
      {DISPLAY_STATUS_LABELS[status]}
    </Badge>
  );
}
