import type { PageQuery } from '@kazi/shared/api/pagination';
import type { FastifyInstance } from 'fastify';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { presentComment, presentEvent } from './panel.presenter.ts';
import { findInvoiceComments, findInvoiceEvents, insertInvoiceComment } from './panel.repository.ts';
import { loadInvoice } from './service.ts';

/** GET invoices/{id}/history/: for those who may read it (the route's `invoices.edit`), of an invoice they see. */
export async function invoiceHistory(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  query: PageQuery,
) {
  await loadInvoice(app.db, actor, id);
  const { rows, count } = await findInvoiceEvents(app.db, id, pageWindow(query));
  return { count, results: rows.map(presentEvent) };
}

/** GET invoices/{id}/comments/: whoever sees the invoice. */
export async function invoiceComments(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  query: PageQuery,
) {
  await loadInvoice(app.db, actor, id);
  const { rows, count } = await findInvoiceComments(app.db, id, pageWindow(query));
  return { count, results: rows.map(presentComment) };
}

/** POST invoices/{id}/comments/: whoever sees the invoice comments on it. */
export async function addInvoiceComment(app: FastifyInstance, actor: SessionActor, id: number, body: string) {
  return app.db.transaction(async (tx) => {
    await loadInvoice(tx, actor, id);
    return presentComment(await insertInvoiceComment(tx, { invoiceId: id, actorId: actor.id, body }));
  });
}
