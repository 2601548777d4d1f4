import { type Actor, can } from '../auth/permissions.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import { BULK_ACTIONS, type BulkAction, type InvoiceFacts } from './rules.ts';

/**
 * What an actor may do with one incoming invoice now (spec 001 §6), given that they can see it
 * (the server scopes every read by the actor). The side panel's Action select offers exactly the
 * actions that are true; the server refuses the others (403 without the permission, 409 when the
 * invoice's state no longer allows it).
 */
export const INVOICE_ACTIONS = [
  'edit',
  'delete',
  'send_for_approval',
  'approve',
  'reject',
  'generate',
  'mark_as_paid',
  'send_reminder',
  'archive',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export type InvoiceAbilities = Record<InvoiceAction | 'comment' | 'view_history', boolean>;

const sent = (invoice: InvoiceFacts) => invoice.lastSentAt !== null;
const R = invoicesMessages.invoices.refusals;

/**
 * Why the invoice's state refuses the action, whoever asks (the 409 side of a refusal: its
 * `detail`, and each refused id's reason in a bulk action), or null when the state allows it.
 */
export function refusalOf(action: InvoiceAction, invoice: InvoiceFacts): string | null {
  if (invoice.archived) return R.archived;
  if (invoice.paid) return R.paid;
  if (invoice.type === 'purchase' && (action === 'edit' || action === 'delete')) {
    return payoutEditRefusal(invoice);
  }
  switch (action) {
    case 'edit':
    case 'delete':
      return invoice.finalized || sent(invoice) ? R.generated : null;
    case 'send_for_approval':
      return invoice.status === 'draft' || invoice.status === 'rejected' ? null : R.notDraftOrRejected;
    case 'approve':
    case 'reject':
      return invoice.status === 'pending' ? null : R.notPending;
    case 'generate':
      if (invoice.finalized || sent(invoice)) return R.generated;
      return invoice.status === 'rejected' ? R.rejected : null;
    case 'mark_as_paid':
    case 'send_reminder':
      return invoice.finalized || sent(invoice) ? null : R.notGenerated;
    case 'archive':
      return null;
  }
}

/**
 * Payouts (ADR 036): edited and deleted until approved (archived and paid ones refused above);
 * a payout has no mail to the client, so sent and generated do not count. The project's being
 * archived is the service's check (the facts do not hold it).
 */
function payoutEditRefusal(invoice: InvoiceFacts): string | null {
  return invoice.status === 'approved' ? R.payoutApproved : null;
}

/** Whether the invoice's state allows the action, whoever asks. */
export function stateAllows(action: InvoiceAction, invoice: InvoiceFacts): boolean {
  return refusalOf(action, invoice) === null;
}

/** The permission each action needs (the 403 side of a refusal). */
const ACTION_PERMISSION = {
  edit: 'invoices.edit',
  delete: 'invoices.edit',
  send_for_approval: 'invoices.create',
  approve: 'invoices.approve',
  reject: 'invoices.approve',
  generate: 'invoices.finalize',
  mark_as_paid: 'invoices.finalize',
  send_reminder: 'invoices.finalize',
  archive: 'invoices.finalize',
} as const satisfies Record<InvoiceAction, Parameters<typeof can>[1]>;

/**
 * The permission an action needs on this type: payouts are edited and deleted by those who create
 * them (`invoices.create`: admins, finance, staff; ADR 036), incoming invoices by `invoices.edit`.
 */
export function permissionFor(action: InvoiceAction, type: InvoiceFacts['type']) {
  if (type === 'purchase' && (action === 'edit' || action === 'delete')) return 'invoices.create' as const;
  return ACTION_PERMISSION[action];
}

export function canDo(actor: Actor, action: InvoiceAction, invoice: InvoiceFacts): boolean {
  return can(actor, permissionFor(action, invoice.type)) && stateAllows(action, invoice);
}

/**
 * The invoice's abilities for its presenter. Comments: everyone who sees the invoice. History:
 * two roles, admins and finance (`invoices.edit`).
 */
export function invoiceAbilities(actor: Actor, invoice: InvoiceFacts): InvoiceAbilities {
  const abilities = Object.fromEntries(
    INVOICE_ACTIONS.map((action) => [action, canDo(actor, action, invoice)]),
  ) as Record<InvoiceAction, boolean>;
  return { ...abilities, comment: true, view_history: can(actor, 'invoices.edit') };
}

/** Bulk actions: finance only (`invoices.bulk`). */
export function canBulk(actor: Actor): boolean {
  return can(actor, 'invoices.bulk');
}

/**
 * The bulk actions an actor may take: each needs its action's own permission too, so approving in
 * bulk is for admins (who approve), not for pay admins (ADR 032).
 */
export function bulkActionsFor(actor: Actor): BulkAction[] {
  return canBulk(actor) ? BULK_ACTIONS.filter((action) => can(actor, ACTION_PERMISSION[action])) : [];
}

/** The Expected summary: finance only (`payments.view_expected`). */
export function seesExpected(actor: Actor): boolean {
  return can(actor, 'payments.view_expected');
}
