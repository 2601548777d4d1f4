import { REJECT_REASONS } from '@kazi/shared/invoices/rules';
import { invoiceTransitionBody } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { type FormIssues, issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import type { RejectInput } from '../api/invoice-actions.ts';

const M = invoicesMessages.invoices;

interface RejectValues {
  reason: string;
  additional_info: string;
}

const FIELDS = ['reason', 'additional_info'] as const;

/** The PATCH body's reject part: the reason, and the extra message when one was typed. */
function rejectBody(values: RejectValues) {
  const info = values.additional_info.trim();
  return { action: 'reject', reason: values.reason, ...(info ? { additional_info: info } : {}) };
}

function rejectIssues(values: RejectValues): FormIssues {
  const parsed = invoiceTransitionBody.safeParse(rejectBody(values));
  if (parsed.success) return {};
  const issues: FormIssues = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

interface RejectDialogProps {
  opened: boolean;
  pending: boolean;
  /** Rejects; throws what the server refused. */
  onSubmit: (input: RejectInput) => Promise<void>;
  onClose: () => void;
}

/** Reject a pending invoice: a reason from the spec's list and an optional message. */
export function RejectDialog({ opened, pending, onSubmit, onClose }: RejectDialogProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RejectValues>({
    defaultValues: { reason: '', additional_info: '' },
    resolver: issuesResolver(rejectIssues),
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    setAlert(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const body = invoiceTransitionBody.parse(rejectBody(values));
    if (body.action !== 'reject') return;
    const { action: _action, ...input } = body;
    try {
      await onSubmit(input);
      form.reset();
    } catch (error) {
      setAlert(showServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={M.reject.title}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert>{alert}</ErrorAlert>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Select
                label={M.reject.reason}
                required
                data-autofocus
                data={REJECT_REASONS.map((reason) => ({ value: reason, label: reason }))}
                name={field.name}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.reason?.message}
              />
            )}
          />
          <Textarea
            label={M.reject.additionalInfo}
            autosize
            minRows={3}
            maxLength={500}
            error={errors.additional_info?.message}
            {...form.register('additional_info')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {M.confirm.cancel}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {M.reject.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
