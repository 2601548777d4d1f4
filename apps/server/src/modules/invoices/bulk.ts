import { bulkActionsFor, refusalOf } from '@kazi/shared/invoices/policy';
import type { BulkAction, InvoiceType } from '@kazi/shared/invoices/rules';
import type { InvoiceBulkBody, InvoiceBulkEditBody } from '@kazi/shared/invoices/schemas';
import { format, MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { generateOne, numbersFor, remindOne } from './generate.ts';
import { type LoadedInvoice, lockInvoicesForActor } from './loaded.repository.ts';
import { idempotentWrite } from './service.ts';
import { applyTransition } from './transitions.ts';

const E = MESSAGES.invoices.errors;

export interface BulkRefusal {
  detail: string;
  refused: { id: number; reason: string }[];
}

/** A bulk action refused whole (409): nothing changed, and why each refused invoice refused. */
class BulkRefused extends Error {
  constructor(readonly refusal: BulkRefusal) {
    super(refusal.detail);
  }
}

const refusalOfMany = (refused: BulkRefusal['refused']): BulkRefused =>
  new BulkRefused({ detail: format(E.bulkRefused, { count: refused.length }), refused });

/** Applies the action to one invoice that passed the check (the same conditional update as alone). */
async function applyOne(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  action: BulkAction,
  loaded: LoadedInvoice,
  numbers: Map<number, string>,
  requestId: string,
): Promise<void> {
  if (action === 'generate') {
    await generateOne(app, tx, actor, loaded, numbers.get(loaded.invoice.id) as string, requestId);
  } else if (action === 'send_reminder') await remindOne(app, tx, actor, loaded, requestId);
  else await applyTransition(app, tx, actor, loaded, action, requestId);
}

/** Payouts take their own bulk actions; every other type the invoices'. */
const kindOf = (type: InvoiceType): InvoiceType => (type === 'purchase' ? 'purchase' : 'sale');

async function bulk(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  body: InvoiceBulkBody,
  requestId: string,
): Promise<{ message: string }> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  const found = await lockInvoicesForActor(tx, actor, ids);
  if (found.length !== ids.length) throw AppError.notFound();
  if (found.some(({ invoice }) => !bulkActionsFor(actor, kindOf(invoice.type)).includes(body.action))) {
    throw AppError.forbidden();
  }
  // Why its state refuses the action now, else that it changed since the caller read it.
  const refused = found.flatMap(({ invoice, recipientProvider }) => {
    const seen = body.revisions?.[String(invoice.id)];
    const reason =
      refusalOf(body.action, { ...invoice, recipientProvider }) ??
      (seen !== undefined && seen !== invoice.revision ? E.stale : null);
    return reason ? [{ id: invoice.id, reason }] : [];
  });
  if (refused.length) throw refusalOfMany(refused);
  const numbers =
    body.action === 'generate'
      ? await numbersFor(
          tx,
          found.map((row) => row.invoice),
        )
      : new Map();
  for (const loaded of found) {
    try {
      await applyOne(app, tx, actor, body.action, loaded, numbers, requestId);
    } catch (error) {
      // Changed by someone else since the check: the whole batch is refused, naming it.
      if (error instanceof AppError && error.code === 'conflict') {
        throw refusalOfMany([{ id: loaded.invoice.id, reason: error.detail ?? E.notAllowedNow }]);
      }
      throw error;
    }
  }
  return { message: MESSAGES.invoices.bulkSuccess[body.action] };
}

/**
 * POST invoices/bulk/ (ADR 032): finance only (the route's `invoices.bulk`, and the action's own
 * permission: 403). Every id must be an invoice the actor sees (else 404, nothing changes); each
 * is checked with the shared policy first and any refusal refuses the whole request (409 with
 * each refused id and its reason); otherwise all are applied in one transaction, each with the
 * conditional update, history line and audit row it has alone. With an `Idempotency-Key`, a
 * replay answers the first response.
 */
export async function bulkInvoices(
  app: FastifyInstance,
  actor: SessionActor,
  body: InvoiceBulkBody,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<{ message: string } | BulkRefusal>> {
  const offered = [...bulkActionsFor(actor), ...bulkActionsFor(actor, 'purchase')];
  if (!offered.includes(body.action)) throw AppError.forbidden();
  try {
    return await idempotentWrite(app, request, async (tx) => ({
      statusCode: 200,
      body: await bulk(app, tx, actor, body, requestId),
    }));
  } catch (error) {
    if (error instanceof BulkRefused) return { statusCode: 409, body: error.refusal };
    // The route's 409 has the refusal's shape; a key still in use by a first request is one too.
    if (error instanceof AppError && error.code === 'conflict') {
      return { statusCode: 409, body: { detail: error.detail ?? E.notAllowedNow, refused: [] } };
    }
    throw error;
  }
}

/**
 * PATCH invoices/bulk/edit/ (ADR 032): the bulk action on the invoices as the caller read them,
 * each by id and revision; the rest as POST invoices/bulk/.
 */
export function bulkEditInvoices(
  app: FastifyInstance,
  actor: SessionActor,
  { invoices, action }: InvoiceBulkEditBody,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<{ message: string } | BulkRefusal>> {
  const ids = invoices.map(({ id }) => id);
  const revisions = Object.fromEntries(invoices.map(({ id, revision }) => [String(id), revision]));
  return bulkInvoices(app, actor, { ids, action, revisions }, request, requestId);
}
