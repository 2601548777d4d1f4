import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { findFile } from '../files/repository.ts';
import { ensureInvoicePdf } from './deliver.ts';
import { loadInvoice } from './service.ts';

/**
 * The PDF of an invoice the actor sees, once it is finalized (before, it has no number and no PDF:
 * 404, like an invoice out of scope), named after its number.
 */
export async function invoicePdfFile(app: FastifyInstance, actor: SessionActor, invoiceId: number) {
  const { invoice } = await loadInvoice(app.db, actor, invoiceId);
  if (!invoice.finalized || !invoice.number) throw AppError.notFound();
  const file = await findFile(app.db, invoice.pdfFileId ?? (await ensureInvoicePdf(app, invoice.id)));
  if (!file) throw AppError.notFound();
  return { ...file, originalName: `${invoice.number}.pdf` };
}
