import type { InvoiceAction } from '@kazi/shared/invoices/policy';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { InvoiceFormModal } from '@/features/invoice-form/components/InvoiceFormModal.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { newIdempotencyKey } from '@/lib/api/idempotency.ts';
import { notifySuccess } from '@/lib/notify.ts';
import type { ConfirmedAction, InvoiceActionMutation, RejectInput } from '../api/invoice-actions.ts';
import { RejectDialog } from './RejectDialog.tsx';

const M = invoicesMessages.invoices;

interface InvoiceActionDialogsProps {
  request: { action: InvoiceAction; invoice: Invoice } | null;
  mutation: InvoiceActionMutation;
  onClose: () => void;
  onDeleted?: ((invoice: Invoice) => void) | undefined;
}

/**
 * The dialog an action opens: the invoice form (edit), the reject form, or the confirmation every
 * other action asks first. A failure stays in the dialog with the server's message (a 409's detail:
 * the invoice changed, and it reloads).
 */
export function InvoiceActionDialogs({ request, mutation, onClose, onDeleted }: InvoiceActionDialogsProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const action = request?.action;
  const invoice = request?.invoice;

  const close = () => {
    setFailure(null);
    mutation.reset();
    onClose();
  };

  /** Runs the confirmed action; a failure is thrown to the dialog that asked. */
  const run = async (confirmed: ConfirmedAction, reject?: RejectInput) => {
    if (!invoice) return;
    setFailure(null);
    const answer = await mutation.mutateAsync({
      action: confirmed,
      invoice,
      idempotencyKey: newIdempotencyKey(),
      ...(reject ? { reject } : {}),
    });
    notifySuccess(successText(confirmed, answer));
    close();
    if (confirmed === 'delete') onDeleted?.(invoice);
  };
  const confirm = (confirmed: ConfirmedAction) =>
    run(confirmed).catch((error: unknown) => setFailure(errorMessage(error)));

  if (action === 'edit' && invoice && invoice.type !== 'purchase') {
    return <InvoiceFormModal opened onClose={close} type={invoice.type} invoice={invoice} />;
  }
  return (
    <>
      <RejectDialog
        opened={action === 'reject'}
        pending={mutation.isPending}
        onSubmit={(input) => run('reject', input)}
        onClose={close}
      />
      <ConfirmModal
        opened={action !== undefined && action !== 'reject' && action !== 'edit'}
        title={M.confirm.title}
        message={action && action !== 'reject' && action !== 'edit' ? M.confirm[action] : ''}
        confirmLabel={M.confirm.yes}
        cancelLabel={M.confirm.cancel}
        onConfirm={() => action && action !== 'reject' && action !== 'edit' && confirm(action)}
        onCancel={close}
        loading={mutation.isPending}
        error={failure}
        color={action === 'delete' ? 'red.9' : undefined}
      />
    </>
  );
}

/** The spec's success text; a reminder's is the server's message (spec 001 §8). */
function successText(action: ConfirmedAction, answer: unknown): string {
  const message = (answer as { message?: unknown } | null)?.message;
  return action === 'send_reminder' && typeof message === 'string' ? message : M.success[action];
}
