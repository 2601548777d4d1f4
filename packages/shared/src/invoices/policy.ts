import { type Actor, can, type Permission } from '../auth/permissions.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import {
  BULK_ACTIONS,
  type BulkAction,
  type InvoiceFacts,
  type InvoiceType,
  isIssued,
  PAYOUT_BULK_ACTIONS,
  PAYOUT_FILTERS,
  type PayoutFilter,
  payoneerInactive,
  RESTRICTED_PAYOUT_FILTERS,
} from './rules.ts';

/**
 * What an actor may do with one invoice or payout now (spec 001 §6), given that they can see it
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

const R = invoicesMessages.invoices.refusals;

/**
 * A payout's (type purchase, ADR 033): managers approve or reject a draft (approving refuses a
 * recipient whose Payoneer account is inactive), finance marks an approved one paid, any unpaid
 * one is archived. Edit and delete: until approved (ADR 036; a payout has no mail to the client, so
 * sent and generated do not count; nor on an archived project, which the conditional update checks
 * too, under a lock on the project, as not every caller's facts hold it). Sending for approval,
 * generating and reminders are not for payouts.
 */
function payoutRefusalOf(action: InvoiceAction, payout: InvoiceFacts): string | null {
  switch (action) {
    case 'edit':
    case 'delete':
      if (payout.projectArchived) return invoicesMessages.invoices.errors.projectArchived;
      return payout.status === 'approved' ? R.approvedPayout : null;
    case 'approve':
      if (payout.status !== 'draft') return R.notDraftPayout;
      return payoneerInactive(payout.recipientProvider) ? R.payoneerInactive : null;
    case 'reject':
      return payout.status === 'draft' ? null : R.notDraftPayout;
    case 'mark_as_paid':
      return payout.status === 'approved' ? null : R.notApprovedPayout;
    case 'archive':
      return null;
    default:
      return R.notForPayouts;
  }
}

/**
 * Why the invoice's state refuses the action, whoever asks (the 409 side of a refusal: its
 * `detail`, and each refused id's reason in a bulk action), or null when the state allows it.
 */
export function refusalOf(action: InvoiceAction, invoice: InvoiceFacts): string | null {
  if (invoice.archived) return R.archived;
  if (invoice.paid) return R.paid;
  if (invoice.type === 'purchase') return payoutRefusalOf(action, invoice);
  switch (action) {
    case 'edit':
    case 'delete':
      return isIssued(invoice) ? R.generated : null;
    case 'send_for_approval':
      return invoice.status === 'draft' || invoice.status === 'rejected' ? null : R.notDraftOrRejected;
    case 'approve':
    case 'reject':
      return invoice.status === 'pending' ? null : R.notPending;
    case 'generate':
      if (isIssued(invoice)) return R.generated;
      return invoice.status === 'rejected' ? R.rejected : null;
    case 'send_reminder':
      if (invoice.type === 'credit_nota') return R.creditNoteNoReminder;
      return isIssued(invoice) ? null : R.notGenerated;
    case 'mark_as_paid':
      return isIssued(invoice) ? null : R.notGenerated;
    case 'archive':
      return null;
  }
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
 * The permission an action needs on an invoice of this type: payouts are approved and rejected by
 * managers (`payouts.approve_draft`, ADR 033) and edited and deleted by those who create them
 * (`invoices.create`: admins, finance, staff; ADR 036).
 */
export function permissionFor(action: InvoiceAction, type: InvoiceType): Permission {
  if (type === 'purchase' && (action === 'approve' || action === 'reject')) return 'payouts.approve_draft';
  if (type === 'purchase' && (action === 'edit' || action === 'delete')) return 'invoices.create';
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
export function bulkActionsFor(actor: Actor, type: InvoiceType = 'sale'): BulkAction[] {
  if (!canBulk(actor)) return [];
  const offered: readonly BulkAction[] = type === 'purchase' ? PAYOUT_BULK_ACTIONS : BULK_ACTIONS;
  return offered.filter((action) => can(actor, permissionFor(action, type)));
}

/**
 * The payout list filters an actor has (spec 001 §2): all, pending, paid, and overdue and
 * archived with `payments.view_all_statuses` (not developers).
 */
export function payoutFiltersFor(actor: Actor): readonly PayoutFilter[] {
  return can(actor, 'payments.view_all_statuses') ? PAYOUT_FILTERS : RESTRICTED_PAYOUT_FILTERS;
}

/** The platform bar and its payout filter (spec 001 §6): admins and finance. */
export function filtersByPlatform(actor: Actor): boolean {
  return can(actor, 'payouts.filter_platform');
}

/**
 * Whether the actor may filter a list (GET invoices/, invoices/payouts/) this way (spec 001 §2,
 * §6): `archived=true` and `overdue` need `payments.view_all_statuses` (developers have all,
 * pending and paid), a `payment_method` the platform filter's `payouts.filter_platform` (admins
 * and finance). Leaving archived invoices out (`archived=false`) is every list's default.
 */
export function listFiltersAllowed(
  actor: Actor,
  query: {
    archived?: boolean | undefined;
    overdue?: boolean | undefined;
    payment_method?: string | undefined;
  },
): boolean {
  const byStatus = query.archived === true || query.overdue !== undefined;
  if (byStatus && !can(actor, 'payments.view_all_statuses')) return false;
  return query.payment_method === undefined || filtersByPlatform(actor);
}

/** The Expected summary: finance only (`payments.view_expected`). */
export function seesExpected(actor: Actor): boolean {
  return can(actor, 'payments.view_expected');
}
