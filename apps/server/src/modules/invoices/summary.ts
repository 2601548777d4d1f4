import { seesExpected } from '@kazi/shared/invoices/policy';
import { INCOMING_INVOICE_TYPES } from '@kazi/shared/invoices/rules';
import type { InvoiceSummary, invoiceSummaryQuery } from '@kazi/shared/invoices/schemas';
import { formatMoneySum } from '@kazi/shared/money/money';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { type SummaryRow, sumInvoices } from './totals.repository.ts';

const CURRENCIES = ['EUR', 'USD'] as const;

/**
 * GET invoices/summary/ (spec 001 §3 Summary, ADR 032): per currency, EUR and USD always, the
 * totals of the invoices of the list's scope in the date range; Expected for finance only
 * (`payments.view_expected`), null for everyone else; Unpaid = Total − Paid. A `project` the
 * actor may not open is 404.
 */
export async function invoiceSummary(
  app: FastifyInstance,
  actor: SessionActor,
  query: z.infer<typeof invoiceSummaryQuery>,
): Promise<InvoiceSummary> {
  if (query.project !== undefined) await loadProjectForActor(app.db, actor, query.project);
  const rows = await sumInvoices(app.db, actor, {
    types: query.type === 'purchase' ? ['purchase'] : INCOMING_INVOICE_TYPES,
    from: query.min_date,
    to: query.max_date,
    projectId: query.project,
  });
  const expected = seesExpected(actor);
  const of = (currency: (typeof CURRENCIES)[number]) => {
    const row: SummaryRow | undefined = rows.find((found) => found.currency === currency);
    const [total, paid] = [BigInt(row?.total ?? 0), BigInt(row?.paid ?? 0)];
    return {
      total: formatMoneySum(total),
      total_expected: expected ? formatMoneySum(BigInt(row?.expected ?? 0)) : null,
      paid: formatMoneySum(paid),
      unpaid: formatMoneySum(total - paid),
      credit_notes: { total: formatMoneySum(BigInt(row?.credit_notes ?? 0)) },
    };
  };
  return { EUR: of('EUR'), USD: of('USD') };
}
