import type { PayoutLine } from '@kazi/shared/invoices/payouts-list';
import type { InvoiceAction } from '@kazi/shared/invoices/policy';
import type { RejectReason } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useMemo, useState } from 'react';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { apiRequest } from '@/lib/api/client.ts';
import { idempotencyHeaders } from '@/lib/api/idempotency.ts';
import { InvoiceActionDialogs } from '../components/InvoiceActionDialogs.tsx';
import { invoiceKeys } from './keys.ts';

/** What an action acts on: an invoice, or a payout as its list's line shows it. */
export type ActionTarget = Invoice | PayoutLine;

/** The actions a confirmation (or the reject form) runs; edit is the invoice form's. */
export type ConfirmedAction = Exclude<InvoiceAction, 'edit'>;

export interface RejectInput {
  reason: RejectReason;
  additional_info?: string;
}

interface ActionRequest {
  action: ConfirmedAction;
  /** `revision`: the one shown, so that a transition acts only on the invoice as the user saw it. */
  invoice: Pick<Invoice, 'id' | 'revision'> & { project: { id: number } };
  /** Fresh per confirmed click: a retried request then acts once (ADR 029). */
  idempotencyKey: string;
  reject?: RejectInput;
}

const transition = (invoice: ActionRequest['invoice'], body: Record<string, unknown>, key: string) =>
  apiRequest<Invoice>(`invoices/${invoice.id}/`, {
    method: 'PATCH',
    body: { ...body, revision: invoice.revision },
    headers: idempotencyHeaders(key),
  });

const post = (id: number, path: string, key: string) =>
  apiRequest<unknown>(`invoices/${id}/${path}/`, { method: 'POST', headers: idempotencyHeaders(key) });

/** Each action's request (spec 001 §7): PATCH transitions, the POSTs, DELETE. */
const REQUESTS: Record<ConfirmedAction, (request: ActionRequest) => Promise<unknown>> = {
  send_for_approval: ({ invoice, idempotencyKey }) =>
    transition(invoice, { action: 'send_for_approval' }, idempotencyKey),
  approve: ({ invoice, idempotencyKey }) => transition(invoice, { action: 'approve' }, idempotencyKey),
  reject: ({ invoice, idempotencyKey, reject }) =>
    transition(invoice, { action: 'reject', ...reject }, idempotencyKey),
  mark_as_paid: ({ invoice, idempotencyKey }) =>
    transition(invoice, { action: 'mark_as_paid' }, idempotencyKey),
  generate: ({ invoice, idempotencyKey }) => post(invoice.id, 'generate', idempotencyKey),
  send_reminder: ({ invoice, idempotencyKey }) => post(invoice.id, 'payment-reminder', idempotencyKey),
  archive: ({ invoice, idempotencyKey }) => post(invoice.id, 'archive', idempotencyKey),
  delete: ({ invoice }) => apiRequest<void>(`invoices/${invoice.id}/`, { method: 'DELETE' }),
};

export type InvoiceActionMutation = ReturnType<typeof useInvoiceActionMutation>;

/**
 * Runs one action on one invoice. Whatever the answer (a 409 too: the invoice changed), every
 * invoice query reloads; a deleted invoice's own query is dropped, not reloaded into a 404.
 */
function useInvoiceActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog that asked shows the failure: no toast.
    meta: { inlineError: true },
    mutationFn: (request: ActionRequest) => REQUESTS[request.action](request),
    onSettled: (_data, error, request) => {
      const deleted = request.action === 'delete' && !error;
      if (deleted) queryClient.removeQueries({ queryKey: invoiceKeys.detail(request.invoice.id) });
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: invoiceKeys.all,
          predicate: (query) => !deleted || query.queryKey[2] !== request.invoice.id,
        }),
        // Approving, archiving or deleting a payout or an invoice made from hours changes what the
        // project's timesheet months say of them (on a payout, re-openable).
        queryClient.invalidateQueries({
          queryKey: projectKeys.timesheets(request.invoice.project.id),
        }),
      ]);
    },
  });
}

interface InvoiceActionOptions {
  /** After a delete succeeded (the side panel closes). */
  onDeleted?: (invoice: ActionTarget) => void;
  /** Where focus goes after a dialog when what opened it is gone (the action no longer offered). */
  focusFallback?: () => HTMLElement | null | undefined;
}

/**
 * What a row menu or the side panel needs to run an action: `run(action, invoice)` opens its
 * confirmation (the reject form for reject, the invoice form for edit) and `dialogs` renders them;
 * put `dialogs` anywhere in the caller's tree.
 */
export function useInvoiceAction(options: InvoiceActionOptions = {}) {
  const [request, setRequest] = useState<{ action: InvoiceAction; invoice: ActionTarget } | null>(null);
  const run = useCallback(
    (action: InvoiceAction, invoice: ActionTarget) => setRequest({ action, invoice }),
    [],
  );
  const close = useCallback(() => setRequest(null), []);
  const mutation = useInvoiceActionMutation();
  const { onDeleted, focusFallback } = options;
  const dialogs = useMemo(
    () =>
      createElement(InvoiceActionDialogs, { request, mutation, onClose: close, onDeleted, focusFallback }),
    [request, mutation, close, onDeleted, focusFallback],
  );
  return { run, dialogs };
}
