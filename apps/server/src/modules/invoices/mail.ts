import { isShownNegative } from '@kazi/shared/invoices/rules';
import { format, MESSAGES } from '@kazi/shared/messages';
import { displayMoney } from '@kazi/shared/money/display';
import { inert } from '../mail/compose.ts';
import type { MailMessage, OutboxAttachment } from '../mail/outbox.repository.ts';
import type { DeliveryInvoice } from './deliver.repository.ts';
import { displayDay, type InvoiceDocument } from './pdf/document.ts';

const M = MESSAGES.invoices.clientMail;

/** The mail of an invoice or of its reminder, to the project's invoicing e-mail with the CC address. */
export function invoiceMail(
  row: DeliveryInvoice & { project: { invoicingEmail: string } },
  doc: InvoiceDocument,
  kind: 'invoice' | 'invoice_reminder',
  pdf: OutboxAttachment,
): MailMessage {
  const { invoice } = row;
  const values = {
    document: doc.title,
    number: invoice.number ?? '',
    seller: inert(doc.seller.name),
    project: inert(row.project.title),
    total: displayMoney((isShownNegative(invoice.type) ? -1 : 1) * invoice.totalMinor, invoice.currency),
    due: displayDay(invoice.dueAt),
  };
  const body = format(kind === 'invoice' ? M.invoiceBody : M.reminderBody, {
    ...values,
    document: doc.title.toLowerCase(),
  });
  const cc = row.project.ccPrimaryEmail?.trim();
  return {
    to: row.project.invoicingEmail,
    ...(cc && cc.toLowerCase() !== row.project.invoicingEmail.toLowerCase() ? { cc } : {}),
    subject: format(kind === 'invoice' ? M.invoiceSubject : M.reminderSubject, values),
    template: kind === 'invoice' ? 'invoice' : 'invoice-reminder',
    text: [
      M.greeting,
      '',
      body,
      ...(doc.payment ? ['', doc.payment] : []),
      '',
      M.closing,
      values.seller,
    ].join('\n'),
    attachments: [pdf],
  };
}
