import type { PayoutRate } from '@kazi/shared/invoices/payouts-from-hours';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import { projectRatesOf } from './from-hours.repository.ts';

/** The payout rates (EUR) of every member of the project, past members too, by user, oldest first. */
export async function payoutRatesOf(db: Db, projectId: number): Promise<Map<number, PayoutRate[]>> {
  const byUser = new Map<number, PayoutRate[]>();
  for (const row of await projectRatesOf(db, projectId)) {
    const rates = byUser.get(row.userId) ?? [];
    rates.push({ effective_from: row.effectiveFrom, payout_rate_minor: row.payoutRateMinor });
    byUser.set(row.userId, rates);
  }
  return byUser;
}

export interface PayoutLine {
  amountMinor: number;
  invoiceId: number;
  batchRef: string | null;
  status: string;
}

/** The live payout lines that paid these timesheet months out, by month id. One statement. */
export async function payoutLinesOf(
  db: Db,
  timesheetMonthIds: readonly number[],
): Promise<Map<number, PayoutLine>> {
  const byMonth = new Map<number, PayoutLine>();
  if (!timesheetMonthIds.length) return byMonth;
  const rows = await db
    .select({
      monthId: invoiceLines.payoutTimesheetMonthId,
      // The payout's amount as it stands (its one line keeps the hours' price; an edit changes the payout).
      amountMinor: invoices.amountMinor,
      invoiceId: invoices.id,
      batchRef: invoices.batchRef,
      status: invoices.status,
    })
    .from(invoiceLines)
    .innerJoin(invoices, and(eq(invoices.id, invoiceLines.invoiceId), isNull(invoices.deletedAt)))
    .where(inArray(invoiceLines.payoutTimesheetMonthId, [...timesheetMonthIds]));
  for (const { monthId, ...line } of rows) if (monthId !== null) byMonth.set(monthId, line);
  return byMonth;
}
