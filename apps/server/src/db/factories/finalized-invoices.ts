import { invoiceNumber } from '@kazi/shared/invoices/rules';
import type { Db } from '../client.ts';
import { invoiceLines, invoices } from '../schema/index.ts';

type InvoiceInsert = typeof invoices.$inferInsert;
type LineInsert = Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'position'>;

let sequence = 9000;

/**
 * A generated (finalized) sale invoice of 1,000.00 + 21 % VAT with its own number, as generating
 * leaves it before it is mailed; overrides and lines as given.
 */
export async function createFinalizedInvoice(
  db: Db,
  values: Pick<InvoiceInsert, 'projectId'> & Partial<InvoiceInsert>,
  lines: readonly LineInsert[] = [],
) {
  sequence += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      type: 'sale',
      title: 'Development, November 2026',
      number: invoiceNumber(values.type ?? 'sale', 2026, sequence),
      issuedAt: '2026-11-30',
      dueAt: '2026-12-14',
      currency: 'EUR',
      amountMinor: 100_000,
      vatMinor: 21_000,
      totalMinor: 121_000,
      vatMode: 'home',
      vatRateBp: 2100,
      status: 'pending',
      finalized: true,
      finalizedAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  if (lines.length) {
    await db
      .insert(invoiceLines)
      .values(lines.map((line, index) => ({ ...line, invoiceId: row.id, position: index + 1 })));
  }
  return row;
}
