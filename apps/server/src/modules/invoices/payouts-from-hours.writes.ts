import { randomUUID } from 'node:crypto';
import { lineDescription } from '@kazi/shared/invoices/from-hours';
import { payoutsFromHoursTitle, pricePayoutMonth } from '@kazi/shared/invoices/payouts-from-hours';
import { DEFAULT_PAYMENT_PERIOD, dueDateOf } from '@kazi/shared/invoices/rules';
import type { Db } from '../../db/client.ts';
import { displayNameOf } from '../project-core/index.ts';
import { type ApprovedMonthRow, daysOfMonths, insertInvoiceLines } from './from-hours.repository.ts';
import { payoutRatesOf } from './payouts-from-hours.repository.ts';
import { recordInvoiceChange } from './record.ts';
import { insertInvoiceRow } from './writes.repository.ts';

interface MonthPayouts {
  projectId: number;
  /** `YYYY-MM`. */
  month: string;
  /** The developer months to pay out (none paid out yet). */
  rows: readonly ApprovedMonthRow[];
  issuedAt: string;
  actorId: number;
  requestId: string | null;
}

/**
 * One draft payout per developer month (ADR 036), in EUR without VAT, at the payout rates in force
 * on its days, with a line that marks the month paid out (unique) and names hours and rates; all in
 * one new batch, each with its history line and audit row. The batch's ref.
 */
export async function insertMonthPayouts(tx: Db, payout: MonthPayouts): Promise<string> {
  const days = await daysOfMonths(
    tx,
    payout.rows.map((row) => row.timesheetMonthId),
  );
  const rates = await payoutRatesOf(tx, payout.projectId);
  const batchRef = randomUUID();
  for (const row of payout.rows) {
    const priced = pricePayoutMonth(days.get(row.timesheetMonthId) ?? [], rates.get(row.person.id) ?? []);
    const invoice = await insertInvoiceRow(tx, {
      type: 'purchase',
      projectId: payout.projectId,
      userId: row.person.id,
      title: payoutsFromHoursTitle(payout.month),
      issuedAt: payout.issuedAt,
      dueAt: dueDateOf(payout.issuedAt, DEFAULT_PAYMENT_PERIOD),
      paymentPeriod: DEFAULT_PAYMENT_PERIOD,
      currency: 'EUR',
      amountMinor: priced.amountMinor,
      vatMinor: 0,
      totalMinor: priced.amountMinor,
      vatMode: 'none',
      vatRateBp: 0,
      batchRef,
      createdById: payout.actorId,
    });
    const single = priced.parts.length === 1 ? priced.parts[0] : undefined;
    await insertInvoiceLines(tx, invoice.id, [
      {
        position: 1,
        description: lineDescription(displayNameOf(row.person), priced, 'EUR'),
        userId: row.person.id,
        hours: priced.hours,
        // A month with a rate change has no single rate: its description names each.
        rateMinor: single?.rateMinor ?? null,
        amountMinor: priced.amountMinor,
        payoutTimesheetMonthId: row.timesheetMonthId,
      },
    ]);
    await recordInvoiceChange(tx, {
      audit: 'create_from_hours',
      event: 'created_draft',
      actorId: payout.actorId,
      before: null,
      after: invoice,
      requestId: payout.requestId,
    });
  }
  return batchRef;
}
