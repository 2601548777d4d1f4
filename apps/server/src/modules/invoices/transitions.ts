import { can } from '@kazi/shared/auth/permissions';
import { permissionFor } from '@kazi/shared/invoices/policy';
import {
  type InvoiceEventAction,
  isIssued,
  type PaymentPlatform,
  payoneerInactive,
} from '@kazi/shared/invoices/rules';
import type { Invoice, InvoicePatchBody, InvoiceTransitionBody } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { editInvoice, refused } from './form.ts';
import { type LoadedInvoice, lockRecipientProvider } from './loaded.repository.ts';
import { announceTransition } from './notices.ts';
import { recordInvoiceChange } from './record.ts';
import { idempotentWrite, lockInvoice, presentedInvoice } from './service.ts';
import { type InvoiceRecord, releaseTimesheetMonths, updateIfAllowed } from './writes.repository.ts';

/** The transitions that change an invoice's flags and status by themselves (generate and reminders mail too). */
export type SimpleTransition = InvoiceTransitionBody['action'] | 'archive' | 'delete';

type InvoiceSet = Parameters<typeof updateIfAllowed>[3];

const E = invoicesMessages.invoices.errors;

/** What each transition writes, and the history line it adds (none for a deletion: the invoice is gone). */
const TRANSITIONS: Record<
  SimpleTransition,
  { set: (actorId: number) => InvoiceSet; event: InvoiceEventAction | null }
> = {
  send_for_approval: { set: () => ({ status: 'pending' }), event: 'sent_for_approval' },
  approve: { set: () => ({ status: 'approved' }), event: 'approved' },
  reject: { set: () => ({ status: 'rejected' }), event: 'rejected' },
  mark_as_paid: {
    set: (actorId) => ({ paid: true, paidAt: new Date(), paidById: actorId }),
    event: 'marked_as_paid',
  },
  archive: { set: () => ({ archived: true, archivedAt: new Date() }), event: 'archived' },
  delete: { set: () => ({ deletedAt: new Date() }), event: null },
};

/**
 * Whether the invoice's hours count as billed: an incoming invoice the client has received, a
 * payout approved. A deleted invoice, or an archived one that never was, gives its months back.
 */
const billed = (invoice: LoadedInvoice['invoice']) =>
  invoice.type === 'purchase' ? invoice.status === 'approved' : isIssued(invoice);

/**
 * The platform an approved payout goes out on (ADR 033): the recipient's payment provider read
 * under their row's lock (payout-method changes take it too), so it cannot change between the
 * check and the snapshot. A Payoneer account not yet active refuses the approval (409).
 */
async function payoutPlatform(tx: Db, loaded: LoadedInvoice): Promise<PaymentPlatform | null> {
  const { userId } = loaded.invoice;
  if (userId === null) return null;
  const provider = await lockRecipientProvider(tx, userId);
  if (payoneerInactive(provider))
    throw AppError.conflict(invoicesMessages.invoices.refusals.payoneerInactive);
  return provider?.provider ?? null;
}

/**
 * One transition of an invoice the actor sees (ADR 032): its permission (403), then one
 * conditional update on the state that allows it (409 with the reason when refused), its history
 * line and audit row, and who is told, all in the caller's transaction.
 */
export async function applyTransition(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  loaded: LoadedInvoice,
  action: SimpleTransition,
  requestId: string,
  reason: { reason: string; additional_info?: string } | null = null,
): Promise<InvoiceRecord> {
  if (!can(actor, permissionFor(action, loaded.invoice.type))) throw AppError.forbidden();
  const payoutChange = action === 'delete' && loaded.invoice.type === 'purchase';
  if (payoutChange && loaded.project.archived) throw AppError.conflict(E.projectArchived);
  const { id } = loaded.invoice;
  const transition = TRANSITIONS[action];
  const set =
    action === 'approve' && loaded.invoice.type === 'purchase'
      ? { ...transition.set(actor.id), paymentPlatform: await payoutPlatform(tx, loaded) }
      : transition.set(actor.id);
  const after = await updateIfAllowed(tx, id, action, set);
  if (!after) throw await refused(tx, id, action);
  if (action === 'delete' || (action === 'archive' && !billed(loaded.invoice))) {
    await releaseTimesheetMonths(tx, id);
  }
  await recordInvoiceChange(tx, {
    audit: action,
    event: transition.event,
    actorId: actor.id,
    before: loaded.invoice,
    after,
    data: reason ?? undefined,
    requestId,
  });
  if (action === 'send_for_approval' || action === 'approve' || action === 'reject') {
    await announceTransition(app, tx, actor.id, loaded, after, action, reason);
  }
  return after;
}

/**
 * PATCH invoices/{id}/: a transition named by `action`, or an edit of the form's fields. With an
 * `Idempotency-Key`, a replay answers the first response (ADR 029).
 */
export async function patchInvoice(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: InvoicePatchBody,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<Invoice>> {
  return idempotentWrite(app, request, async (tx) => {
    if (body.action === undefined || body.action === 'edit') {
      return { statusCode: 200, body: await editInvoice(app, tx, actor, id, body, requestId) };
    }
    const loaded = await lockInvoice(tx, actor, id);
    // Changed since the caller read it: why its state refuses the action now, else that it changed.
    if (body.revision !== undefined && body.revision !== loaded.invoice.revision) {
      throw await refused(tx, id, body.action);
    }
    const reason =
      body.action === 'reject' ? { reason: body.reason, additional_info: body.additional_info } : null;
    await applyTransition(app, tx, actor, loaded, body.action, requestId, reason);
    return { statusCode: 200, body: await presentedInvoice(tx, actor, id) };
  });
}

/** POST invoices/{id}/archive/ (`invoices.finalize`), as PATCH's transitions are. */
export async function archiveInvoice(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<Invoice>> {
  return idempotentWrite(app, request, async (tx) => {
    await applyTransition(app, tx, actor, await lockInvoice(tx, actor, id), 'archive', requestId);
    return { statusCode: 200, body: await presentedInvoice(tx, actor, id) };
  });
}

/**
 * DELETE invoices/{id}/ (`invoices.edit`): an invoice not generated, sent or paid is deleted
 * (`deleted_at`: it leaves every list and read, its history stays) and its timesheet months are
 * released.
 */
export async function deleteInvoice(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  requestId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await applyTransition(app, tx, actor, await lockInvoice(tx, actor, id), 'delete', requestId);
  });
}
