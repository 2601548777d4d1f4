import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { type TimesheetMonthRow, timesheetReviewBody } from '@kazi/shared/timesheets/schemas';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { type FormIssues, issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useReviewMonth } from '../api/timesheets.ts';

const T = timesheetsMessages.timesheets;

export interface ReasonRequest {
  row: TimesheetMonthRow;
  action: 'reject' | 'reopen';
}

interface ReasonDialogProps {
  projectId: number;
  month: string;
  request: ReasonRequest | null;
  onClose: () => void;
  /** After the review is saved (a refusal stays in the dialog, with the reason typed). */
  onDone: (action: 'reject' | 'reopen') => void;
}

type ReasonValues = { reason: string };

/** Reject a pending month or re-open an approved one: both ask for a reason (the shared rule's message). */
export function ReasonDialog({ projectId, month, request, onClose, onDone }: ReasonDialogProps) {
  const review = useReviewMonth(projectId);
  const [alert, setAlert] = useState<string | null>(null);
  const body = (values: ReasonValues) =>
    request
      ? {
          project: projectId,
          user: request.row.user.id,
          year_month: month,
          action: request.action,
          reason: values.reason.trim(),
          revision: request.row.revision,
        }
      : null;
  const form = useForm<ReasonValues>({
    defaultValues: { reason: '' },
    resolver: issuesResolver((values): FormIssues => {
      const parsed = timesheetReviewBody.safeParse(body(values));
      if (parsed.success) return {};
      const issue = parsed.error.issues.find((i) => i.path[0] === 'reason');
      return issue ? { reason: issue.message } : {};
    }),
  });
  const { errors } = form.formState;
  const action = request?.action ?? 'reject';
  const name = request?.row.user.display_name ?? '';
  const title = format(action === 'reject' ? T.rejectTitle : T.reopenTitle, {
    name,
    month: monthLabel(month),
  });

  const submit = form.handleSubmit(async (values) => {
    const payload = body(values);
    if (!payload) return;
    setAlert(null);
    try {
      await review.mutateAsync(payload);
      form.reset();
      onDone(action);
    } catch (error) {
      // A 409 (the month changed meanwhile) keeps the reason typed: the rows reload, and the next
      // try names the revision they bring.
      if (error instanceof ApiError && error.status === 409) setAlert(error.message);
      else setAlert(showServerErrors(error, form.setError, ['reason']));
    }
  });
  const close = () => {
    form.reset();
    setAlert(null);
    onClose();
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={request !== null}
      onClose={close}
      title={title}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert>{alert}</ErrorAlert>
          <Textarea
            label={T.reasonLabel}
            required
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={review.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={action === 'reject' ? 'red.9' : undefined}
              loading={review.isPending}
            >
              {action === 'reject' ? T.reject : T.reopen}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
