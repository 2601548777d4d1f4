import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { TIMESHEET_STATUS_LABELS } from '@kazi/shared/timesheets/rules';
import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/lib/format/dates.ts';
import classes from './MonthGrid.module.css';
import type { ReasonRequest } from './ReasonDialog.tsx';

const T = timesheetsMessages.timesheets;

/** What the Review column does: approve a row, or ask a reason to reject or re-open it. */
export interface ReviewActions {
  /** The person whose month is being approved, if any. */
  approvingUser: number | null;
  approve: (row: TimesheetMonthRow) => void;
  askReason: (request: ReasonRequest) => void;
  /** Whether the row has hours typed and not saved: a review would act on the saved ones. */
  unsaved: (row: TimesheetMonthRow) => boolean;
}

/** Whether a row has a review to show: a rejection's reason, or who approved it. */
export const isReviewed = (row: TimesheetMonthRow) =>
  (row.status === 'rejected' && Boolean(row.reason)) ||
  (row.status === 'approved' && row.reviewed_by !== null);

/** Whether the actor has a button for the row: approve, reject or re-open. */
export const hasReviewButtons = (row: TimesheetMonthRow) =>
  row.abilities.approve || row.abilities.review || row.abilities.reopen;

/** A row's Review cell: a rejection's reason, who approved, the buttons the actor may use. */
export function MonthGridReviewCell({ row, review }: { row: TimesheetMonthRow; review: ReviewActions }) {
  // Save or discard first: approving would lock the month without the hours typed.
  const unsaved = review.unsaved(row);
  return (
    <Table.Td className={classes.status}>
      <Stack gap={4} align="flex-start">
        {row.status === 'rejected' && row.reason ? (
          <Text size="xs" c="dimmed">
            {format(T.rejectedBecause, { reason: row.reason })}
          </Text>
        ) : null}
        {row.status === 'approved' && row.reviewed_by ? (
          <Text size="xs" c="dimmed">
            {format(T.reviewedBy, {
              status: TIMESHEET_STATUS_LABELS.approved,
              name: row.reviewed_by.display_name,
              date: formatDate(row.reviewed_at),
            })}
          </Text>
        ) : null}
        {hasReviewButtons(row) ? (
          <Group gap={6} wrap="nowrap">
            {row.abilities.approve ? (
              <Button
                size="xs"
                onClick={() => review.approve(row)}
                loading={review.approvingUser === row.user.id}
                disabled={unsaved}
              >
                {T.approve}
              </Button>
            ) : null}
            {row.abilities.review ? (
              <Button
                size="xs"
                variant="default"
                c={unsaved ? undefined : 'var(--kazi-text-danger)'}
                onClick={() => review.askReason({ row, action: 'reject' })}
                disabled={unsaved}
              >
                {T.reject}
              </Button>
            ) : null}
            {row.abilities.reopen ? (
              <Button size="xs" variant="default" onClick={() => review.askReason({ row, action: 'reopen' })}>
                {T.reopen}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Table.Td>
  );
}
