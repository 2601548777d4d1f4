import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { storeGeneratedFile } from '../files/service.ts';
import { sendLimitedMail } from '../mail/limits.ts';
import type { OutboxAttachment } from '../mail/outbox.repository.ts';
import { displayNameOf } from '../project-core/index.ts';
import { currentBilling, frozenBilling } from './billing.ts';
import {
  type DeliveryInvoice,
  findInvoiceForDelivery,
  findInvoiceLines,
  lockInvoicePdf,
  setInvoiceMail,
  setInvoicePdf,
} from './deliver.repository.ts';
import { invoiceMail } from './mail.ts';
import { type InvoiceDocument, invoiceDocument } from './pdf/document.ts';
import { renderInvoicePdf } from './pdf/render.ts';

const PDF = 'application/pdf';

export interface DeliverInvoiceInput {
  /** Who sends it; null for the reminder schedule (limited per recipient only). */
  actorId: number | null;
  invoiceId: number;
  kind: 'invoice' | 'invoice_reminder';
}

/** A finalized invoice with what its PDF prints, or an error: only generated invoices are printed. */
async function printedInvoice(app: FastifyInstance, tx: Db, invoiceId: number) {
  const row = await findInvoiceForDelivery(tx, invoiceId);
  if (!row?.invoice.finalized || !row.invoice.number) {
    throw new Error(`invoice ${invoiceId} cannot be printed: it is not finalized`);
  }
  const lines = await findInvoiceLines(tx, invoiceId);
  const billing = frozenBilling(row.invoice.billing, () =>
    currentBilling(app.config.invoicing, row.company, row.owner ? displayNameOf(row.owner) : ''),
  );
  return { row, doc: invoiceDocument(row, lines, billing) };
}

async function storePdf(app: FastifyInstance, tx: Db, row: DeliveryInvoice, doc: InvoiceDocument) {
  const bytes = await renderInvoicePdf(doc);
  const file = await storeGeneratedFile(app, tx, { bytes, name: `${row.invoice.number}.pdf`, mime: PDF });
  await setInvoicePdf(tx, row.invoice.id, file.id);
  return file.id;
}

/**
 * Mails a finalized invoice (kind `invoice`) or a reminder of it (`invoice_reminder`), inside the
 * caller's transaction: renders its PDF and stores it the first time (`pdf_file_id`; reminders
 * reuse it), then queues one mail to the project's invoicing e-mail, CC the CC address, with the
 * PDF attached, through the mail limits (past a limit: 429 and the caller's transaction rolls
 * back). The invoice keeps the mail (`last_mail_id`, `last_sent_at`; its outbox status is the
 * e-mail status); without an invoicing e-mail nothing is queued and `email_status` is `failed`.
 * The caller calls `deliverSoon(app)` once the transaction has committed.
 */
export async function deliverInvoice(
  app: FastifyInstance,
  tx: Db,
  input: DeliverInvoiceInput,
): Promise<void> {
  const { row, doc } = await printedInvoice(app, tx, input.invoiceId);
  const pdf: OutboxAttachment = {
    file_id: row.invoice.pdfFileId ?? (await storePdf(app, tx, row, doc)),
    filename: `${row.invoice.number}.pdf`,
    content_type: PDF,
  };

  const invoicingEmail = row.project.invoicingEmail?.trim();
  if (!invoicingEmail) {
    await setInvoiceMail(tx, input.invoiceId, null);
    return;
  }
  const queued = await sendLimitedMail(app, tx, { kind: input.kind, actorId: input.actorId }, [
    invoiceMail({ ...row, project: { ...row.project, invoicingEmail } }, doc, input.kind, pdf),
  ]);
  const mail = queued?.[0];
  if (!mail) throw new Error('the invoice mail was not queued');
  await setInvoiceMail(tx, input.invoiceId, { lastMailId: mail.id, sentAt: mail.createdAt });
}

/**
 * The stored PDF of a finalized invoice, rendered and stored now when it has none yet (an invoice
 * generated without being mailed): under the invoice's row lock, so parallel downloads store it once.
 */
export async function ensureInvoicePdf(app: FastifyInstance, invoiceId: number): Promise<number> {
  return app.db.transaction(async (tx) => {
    const stored = await lockInvoicePdf(tx, invoiceId);
    if (stored) return stored;
    const { row, doc } = await printedInvoice(app, tx, invoiceId);
    return storePdf(app, tx, row, doc);
  });
}
