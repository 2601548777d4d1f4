import { utcToday } from '@kazi/shared/invoices/rules';
import type { Invoice, InvoiceListQuery } from '@kazi/shared/invoices/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { presentInvoice } from './presenter.ts';
import { findInvoiceForActor, findInvoicePage, type LoadedInvoice } from './repository.ts';

/**
 * GET invoices/ (ADR 032): the invoices the actor may see, filtered, newest first. A `project`
 * the actor may not open is 404, like any record outside their scope.
 */
export async function listInvoices(
  app: FastifyInstance,
  actor: SessionActor,
  query: InvoiceListQuery,
): Promise<{ count: number; results: Invoice[] }> {
  if (query.project !== undefined) await loadProjectForActor(app.db, actor, query.project);
  const today = utcToday();
  const { rows, count } = await findInvoicePage(app.db, actor, query, today, pageWindow(query));
  return { count, results: rows.map((row) => presentInvoice(row, actor, today)) };
}

/** An invoice the actor may see, or 404 (unknown, deleted, out of scope, a developer asking). */
export async function loadInvoice(db: Db, actor: SessionActor, id: number): Promise<LoadedInvoice> {
  const row = await findInvoiceForActor(db, actor, id);
  if (!row) throw AppError.notFound();
  return row;
}

/** GET invoices/{id}/. */
export async function getInvoice(app: FastifyInstance, actor: SessionActor, id: number): Promise<Invoice> {
  return presentInvoice(await loadInvoice(app.db, actor, id), actor, utcToday());
}
