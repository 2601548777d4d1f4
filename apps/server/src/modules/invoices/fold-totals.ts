import type { FastifyInstance } from 'fastify';
import { foldInvoiceTotals } from './totals.repository.ts';

/**
 * Every minute: folds the ±1 / ± total changes the invoices trigger appended into the list counts
 * and the day totals (`fold_invoice_totals()`, migration 0025), and the payouts list's row count
 * changes into its counts (`fold_payout_batch_counts()`, migration 0040), so reading a total stays
 * a few rows.
 */
export async function foldInvoiceTotalsJob(app: FastifyInstance): Promise<void> {
  const keys = await foldInvoiceTotals(app.db);
  if (keys) app.log.debug({ keys }, 'invoice totals folded');
}
