import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, invoiceLines, invoices, projects, users } from '../../db/schema/index.ts';

const refInvoices = alias(invoices, 'ref_invoices');

/** An invoice with what its PDF and its mail need: project addresses, client company, corrected invoice. */
export async function findInvoiceForDelivery(db: Db, invoiceId: number) {
  const [row] = await db
    .select({
      invoice: {
        id: invoices.id,
        type: invoices.type,
        title: invoices.title,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        dueAt: invoices.dueAt,
        currency: invoices.currency,
        amountMinor: invoices.amountMinor,
        vatMinor: invoices.vatMinor,
        totalMinor: invoices.totalMinor,
        vatMode: invoices.vatMode,
        vatRateBp: invoices.vatRateBp,
        finalized: invoices.finalized,
        billing: invoices.billing,
        pdfFileId: invoices.pdfFileId,
      },
      refNumber: refInvoices.number,
      project: {
        title: projects.title,
        invoicingEmail: projects.invoicingEmail,
        ccPrimaryEmail: projects.ccPrimaryEmail,
      },
      owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      company: {
        name: companies.name,
        street: companies.street,
        plotNumber: companies.plotNumber,
        postalCode: companies.postalCode,
        city: companies.city,
        country: companies.country,
        vatNumber: companies.vatNumber,
      },
    })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(companies, eq(companies.ownerId, projects.ownerId))
    .leftJoin(refInvoices, eq(refInvoices.id, invoices.refInvoiceId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}

export type DeliveryInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceForDelivery>>>;

export function findInvoiceLines(db: Db, invoiceId: number) {
  return db
    .select({
      description: invoiceLines.description,
      hours: invoiceLines.hours,
      rateMinor: invoiceLines.rateMinor,
      amountMinor: invoiceLines.amountMinor,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

export type DeliveryLine = Awaited<ReturnType<typeof findInvoiceLines>>[number];

/** Locks the invoice's row (until the transaction ends) and answers its stored PDF, if any. */
export async function lockInvoicePdf(db: Db, invoiceId: number): Promise<number | null> {
  const [row] = await db
    .select({ pdfFileId: invoices.pdfFileId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  return row?.pdfFileId ?? null;
}

export async function setInvoicePdf(db: Db, invoiceId: number, fileId: number): Promise<void> {
  await db.update(invoices).set({ pdfFileId: fileId }).where(eq(invoices.id, invoiceId));
}

/**
 * The invoice's latest mail: its outbox row (the e-mail status then follows the row), or none
 * with `failed` when nothing could be queued.
 */
export async function setInvoiceMail(
  db: Db,
  invoiceId: number,
  mail: { lastMailId: number; sentAt: Date } | null,
): Promise<void> {
  await db
    .update(invoices)
    .set(
      mail
        ? { lastMailId: mail.lastMailId, lastSentAt: mail.sentAt, emailStatus: null }
        : { lastMailId: null, emailStatus: 'failed' },
    )
    .where(eq(invoices.id, invoiceId));
}
