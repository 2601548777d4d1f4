import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

const T = timesheetsMessages.timesheets;

interface RejectedMonthAlertProps {
  row: TimesheetMonthRow;
  /** `YYYY-MM`. */
  month: string;
  /** Whether hours of the row are typed and not saved: Save sends the month then. */
  changed: boolean;
  sending: boolean;
  onSendAgain: () => void;
}

/**
 * One's own rejected month, above the grid (the Review column may be scrolled out of view): the
 * reviewer's reason, and Send again for a month that needs no change.
 */
export function RejectedMonthAlert({ row, month, changed, sending, onSendAgain }: RejectedMonthAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={format(T.rejectedTitle, { month: monthLabel(month) })}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{row.reason}</Text>
        {changed ? null : (
          <Button size="xs" variant="default" onClick={onSendAgain} loading={sending}>
            {T.sendAgain}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {T.rejectedHint}
      </Text>
    </Alert>
  );
}
