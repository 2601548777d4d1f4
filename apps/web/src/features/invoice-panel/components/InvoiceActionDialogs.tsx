import type { InvoiceAction } from '@kazi/shared/invoices/policy';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { InvoiceFormModal } from '@/features/invoice-form/components/InvoiceFormModal.tsx';
import { PayoutFormModal } from '@/features/invoice-form/components/PayoutFormModal.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { newIdempotencyKey } from '@/lib/api/idempotency.ts';
import { notifySuccess } from '@/lib/notify.ts';
import type {
  ActionTarget,
  ConfirmedAction,
  InvoiceActionMutation,
  RejectInput,
} from '../api/invoice-actions.ts';
import { ActionErrorDialog } from './ActionErrorDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';

const M = invoicesMessages.invoices;
const P = invoicesMessages.payoutLists;

interface InvoiceActionDialogsProps {
  request: { action: InvoiceAction; invoice: ActionTarget } | null;
  mutation: InvoiceActionMutation;
  onClose: () => void;
  onDeleted?: ((invoice: ActionTarget) => void) | undefined;
  /** Where focus goes when what opened the dialog is gone (an action the invoice no longer offers). */
  focusFallback?: (() => HTMLElement | null | undefined) | undefined;
}

/**
 * The dialog an action opens: the invoice form (edit), the reject form, or the confirmation every
 * other action asks first. A failure turns the confirmation into the error dialog with the
 * server's message (a 409's detail: the invoice changed, and every view of it reloads).
 */
export function InvoiceActionDialogs({
  request,
  mutation,
  onClose,
  onDeleted,
  focusFallback,
}: InvoiceActionDialogsProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const action = request?.action;
  const invoice = request?.invoice;

  // Focus went back to what opened the dialog, unless that left the page with the action.
  // (Checked once the faded dialog has left the page.)
  const closed = () =>
    setTimeout(() => {
      if (document.activeElement === document.body || !document.activeElement?.isConnected) {
        focusFallback?.()?.focus();
      }
    });
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
    notifySuccess(successText(confirmed, answer, invoice));
    close();
    if (confirmed === 'delete') onDeleted?.(invoice);
  };
  const confirm = (confirmed: ConfirmedAction) =>
    run(confirmed).catch((error: unknown) => setFailure(errorMessage(error)));

  if (action === 'edit' && invoice?.type === 'purchase' && invoice.batch_ref) {
    // A payout is edited with its batch, in the payout form (ADR 036).
    return (
      <PayoutFormModal opened onClose={close} projectId={invoice.project.id} batchRef={invoice.batch_ref} />
    );
  }
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
        onClosed={closed}
      />
      <ConfirmModal
        opened={action !== undefined && action !== 'reject' && action !== 'edit' && failure === null}
        title={M.confirm.title}
        message={action && action !== 'reject' && action !== 'edit' ? confirmText(action, invoice) : ''}
        confirmLabel={M.confirm.yes}
        cancelLabel={M.confirm.cancel}
        onConfirm={() => action && action !== 'reject' && action !== 'edit' && confirm(action)}
        onCancel={close}
        loading={mutation.isPending}
        color={action === 'delete' ? 'red.9' : undefined}
        onClosed={closed}
      />
      <ActionErrorDialog message={failure} onClose={close} onClosed={closed} />
    </>
  );
}

/** The confirmation's question; payouts have their own for approving, paying and archiving. */
function confirmText(
  action: Exclude<InvoiceAction, 'reject' | 'edit'>,
  invoice: ActionTarget | undefined,
): string {
  if (
    invoice?.type === 'purchase' &&
    (action === 'approve' || action === 'mark_as_paid' || action === 'archive')
  ) {
    return P.confirm[action];
  }
  return M.confirm[action];
}

/** The spec's success text ('Payout marked as paid' for payouts); a reminder's is the server's message (spec 001 §8). */
function successText(action: ConfirmedAction, answer: unknown, invoice: ActionTarget): string {
  const message = (answer as { message?: unknown } | null)?.message;
  if (action === 'mark_as_paid' && invoice.type === 'purchase') return P.markedAsPaid;
  return action === 'send_reminder' && typeof message === 'string' ? message : M.success[action];
}
