import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { daysOfMonth, monthLabel } from '@kazi/shared/timesheets/rules';
import type { TimesheetEntry, TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { Stack, Table, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { tableScrollAreaProps } from '@/app/theme.ts';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '../../auth/api/session.ts';
import { useReviewMonth } from '../api/timesheets.ts';
import { hoursTotal } from '../labels.ts';
import { useMonthGridEditing } from '../use-month-grid-editing.ts';
import { LeaveUnsavedGuard } from './LeaveUnsavedGuard.tsx';
import classes from './MonthGrid.module.css';
import { MonthGridHead } from './MonthGridHead.tsx';
import { hasReviewButtons, isReviewed, type ReviewActions } from './MonthGridReviewCell.tsx';
import { MonthGridRow } from './MonthGridRow.tsx';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog.tsx';
import { RejectedMonthAlert } from './RejectedMonthAlert.tsx';
import { UnsavedRowPanel } from './UnsavedRowPanel.tsx';

const T = timesheetsMessages.timesheets;

interface MonthGridProps {
  projectId: number;
  month: string;
  today: string;
  rows: readonly TimesheetMonthRow[];
  entries: readonly TimesheetEntry[];
}

/**
 * One month of a project: a row per team member, a cell per day. Rows the actor may edit take
 * hours typed or pasted (Tab and the arrow keys move, Enter saves the row); each row saves its
 * changed days in one bulk call, after asking when the total goes above the expected hours.
 * Reviewers approve (a rejected month too), reject (with a reason) and admins re-open from the row.
 */
export function MonthGrid({ projectId, month, today, rows, entries }: MonthGridProps) {
  const review = useReviewMonth(projectId);
  const me = useSession().data?.id;
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const days = useMemo(() => daysOfMonth(month), [month]);
  const editing = useMonthGridEditing({ projectId, rows, entries, days });
  const { editableRows, dirtyRows, confirming } = editing;

  const gridLabel = format(T.gridLabel, { month: monthLabel(month) });
  // The Review column: a rejection's reason, who approved, the review buttons; none when no row has any.
  const withReview = rows.some((row) => hasReviewButtons(row) || isReviewed(row));
  const reviewActions: ReviewActions = {
    approvingUser: review.isPending ? (review.variables?.user ?? null) : null,
    approve: (row) =>
      review.mutate(
        {
          project: projectId,
          user: row.user.id,
          year_month: month,
          action: 'approve',
          revision: row.revision,
        },
        { onSuccess: () => notifySuccess(T.approved), onError: (error) => notifyError(error) },
      ),
    askReason: setReasonRequest,
    unsaved: (row) => dirtyRows.includes(row),
  };
  const ownRejected = rows.find(
    (row) => row.user.id === me && row.status === 'rejected' && row.abilities.edit,
  );

  // The current month opens scrolled to today, with the days before it in view.
  useLayoutEffect(() => {
    const todayHead = tableRef.current?.querySelector<HTMLElement>('th[data-today]');
    const viewport = todayHead?.closest<HTMLElement>('.mantine-ScrollArea-viewport');
    if (!todayHead || !viewport) return;
    viewport.scrollLeft = Math.max(
      0,
      todayHead.offsetLeft + todayHead.offsetWidth * 2 - viewport.clientWidth,
    );
  }, []);

  return (
    <Stack gap="md">
      {ownRejected ? (
        <RejectedMonthAlert
          row={ownRejected}
          month={month}
          changed={dirtyRows.includes(ownRejected)}
          sending={editing.savingUser === ownRejected.user.id}
          onSendAgain={() => editing.sendAgain(ownRejected)}
        />
      ) : null}
      {editableRows.length ? (
        <Text size="sm" c="dimmed">
          {T.pasteHint}
        </Text>
      ) : null}
      <div className={classes.wrapper}>
        <Table.ScrollContainer
          minWidth={0}
          scrollAreaProps={{
            ...tableScrollAreaProps,
            // A grid without inputs still scrolls by keyboard: its viewport takes the focus.
            viewportProps: editableRows.length
              ? undefined
              : { tabIndex: 0, role: 'region', 'aria-label': gridLabel },
          }}
        >
          <Table
            ref={tableRef}
            className={classes.table}
            verticalSpacing={6}
            horizontalSpacing="sm"
            aria-label={gridLabel}
          >
            <MonthGridHead days={days} today={today} withReview={withReview} />
            <Table.Tbody>
              {rows.map((row, rowIndex) => (
                <MonthGridRow
                  key={row.user.id}
                  row={row}
                  rowIndex={rowIndex}
                  days={days}
                  today={today}
                  editing={editing}
                  review={withReview ? reviewActions : null}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>

      {dirtyRows.map((row) => (
        <UnsavedRowPanel
          key={row.user.id}
          row={row}
          days={days}
          errors={editing.errorsOf(row.user.id)}
          alert={editing.rowAlerts[row.user.id]}
          named={editableRows.length > 1}
          saving={editing.savingUser === row.user.id}
          onDiscard={() => editing.clearRow(row.user.id)}
          onSave={() => editing.requestSave(row)}
        />
      ))}

      <ConfirmModal
        opened={confirming !== null}
        title={T.overExpectedTitle}
        message={format(T.overExpectedBody, {
          total: hoursTotal(confirming?.total ?? 0),
          expected: hoursTotal(confirming?.expected ?? 0),
        })}
        cancelLabel={T.overExpectedCancel}
        confirmLabel={T.overExpectedConfirm}
        onCancel={editing.cancelSave}
        onConfirm={editing.confirmSave}
      />

      <ReasonDialog
        projectId={projectId}
        month={month}
        request={
          reasonRequest && {
            ...reasonRequest,
            row: rows.find((row) => row.user.id === reasonRequest.row.user.id) ?? reasonRequest.row,
          }
        }
        onClose={() => setReasonRequest(null)}
        onDone={(action) => {
          setReasonRequest(null);
          notifySuccess(action === 'reject' ? T.rejected : T.reopened);
        }}
      />

      <LeaveUnsavedGuard dirty={dirtyRows.length > 0} />
    </Stack>
  );
}
