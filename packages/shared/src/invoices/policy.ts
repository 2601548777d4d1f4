import { type Actor, can } from '../auth/permissions.ts';
import type { InvoiceFacts } from './rules.ts';

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

/** Whether the invoice's state allows the action, whoever asks (the 409 side of a refusal). */
export function stateAllows(action: InvoiceAction, invoice: InvoiceFacts): boolean {
  if (invoice.archived) return false;
  switch (action) {
    case 'edit':
    case 'delete':
      return !invoice.paid && !invoice.finalized && !sent(invoice);
    case 'send_for_approval':
      return !invoice.paid && (invoice.status === 'draft' || invoice.status === 'rejected');
    case 'approve':
    case 'reject':
      return !invoice.paid && invoice.status === 'pending';
    case 'generate':
      return !invoice.paid && !invoice.finalized && !sent(invoice) && invoice.status !== 'rejected';
    case 'mark_as_paid':
    case 'send_reminder':
      return !invoice.paid && (invoice.finalized || sent(invoice));
    case 'archive':
      return !invoice.paid;
  }
}

/** The permission each action needs (the 403 side of a refusal). */
export const ACTION_PERMISSION = {
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

export function canDo(actor: Actor, action: InvoiceAction, invoice: InvoiceFacts): boolean {
  return can(actor, ACTION_PERMISSION[action]) && stateAllows(action, invoice);
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

/** The Expected summary: finance only (`payments.view_expected`). */
export function seesExpected(actor: Actor): boolean {
  return can(actor, 'payments.view_expected');
}
