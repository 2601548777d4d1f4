import { listFiltersAllowed } from '@kazi/shared/invoices/policy';
import { utcToday } from '@kazi/shared/invoices/rules';
import type { Invoice, InvoiceListQuery } from '@kazi/shared/invoices/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { type Answer, type IdempotentRequest, idempotent } from '../idempotency/service.ts';
import { deliverSoon } from '../mail/send.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { findInvoiceForActor, type LoadedInvoice } from './loaded.repository.ts';
import { presentInvoice } from './presenter.ts';
import { findInvoicePage } from './repository.ts';

/**
 * GET invoices/ (ADR 032): the invoices the actor may see, filtered, newest first. A filter the
 * actor's role may not use is 403 (policy.ts listFiltersAllowed); a `project` the actor may not
 * open is 404, like any record outside their scope.
 */
export async function listInvoices(
  app: FastifyInstance,
  actor: SessionActor,
  query: InvoiceListQuery,
): Promise<{ count: number; results: Invoice[] }> {
  if (!listFiltersAllowed(actor, query)) throw AppError.forbidden();
  if (query.project !== undefined) await loadProjectForActor(app.db, actor, query.project);
  const today = utcToday();
  const { rows, count } = await findInvoicePage(app.db, actor, query, today, pageWindow(query));
  return { count, results: rows.map((row) => presentInvoice(row, actor, today)) };
}

/**
 * An invoice the actor may see, or 404 (unknown, deleted, out of scope, a developer asking);
 * `forUpdate`: its row locked until the transaction ends.
 */
export async function loadInvoice(
  db: Db,
  actor: SessionActor,
  id: number,
  forUpdate = false,
): Promise<LoadedInvoice> {
  const row = await findInvoiceForActor(db, actor, id, forUpdate);
  if (!row) throw AppError.notFound();
  return row;
}

/** loadInvoice for a write: its row locked until the transaction ends. */
export const lockInvoice = (tx: Db, actor: SessionActor, id: number) => loadInvoice(tx, actor, id, true);

/** An invoice the actor sees as it is now (in the transaction given), presented; 404 otherwise. */
export async function presentedInvoice(db: Db, actor: SessionActor, id: number): Promise<Invoice> {
  return presentInvoice(await loadInvoice(db, actor, id), actor, utcToday());
}

/** GET invoices/{id}/. */
export function getInvoice(app: FastifyInstance, actor: SessionActor, id: number): Promise<Invoice> {
  return presentedInvoice(app.db, actor, id);
}

/**
 * A write in one transaction that answers once per `Idempotency-Key` (ADR 029; a replay answers
 * the first response), then the mail it queued is delivered.
 */
export async function idempotentWrite<T>(
  app: FastifyInstance,
  request: IdempotentRequest | null,
  run: (tx: Db) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const answer = await app.db.transaction((tx) => idempotent(tx, request, () => run(tx)));
  await deliverSoon(app);
  return answer;
}
