import { hoursNumber } from '@kazi/shared/hours/hours';
import { monthMargin, type PayoutMonth } from '@kazi/shared/invoices/payouts-from-hours';
import type { Currency } from '@kazi/shared/money/currencies';
import { addMoney, formatMoney } from '@kazi/shared/money/money';
import { presentPerson } from '../project-core/index.ts';
import type { ApprovedMonthRow } from './from-hours.repository.ts';
import type { PayoutLine } from './payouts-from-hours.repository.ts';

export interface MonthFigures {
  /** Payout lines by timesheet month id. */
  payouts: ReadonlyMap<number, PayoutLine>;
  /** What an open month would pay out now (EUR), by timesheet month id. */
  wouldPay: ReadonlyMap<number, number>;
  /** What the month bills the client (the sale line's, else what it would bill), by timesheet month id. */
  client: ReadonlyMap<number, number>;
  currency: Currency;
  /** Whether the margin is shown (`project.view_rates`). */
  withMargin: boolean;
}

/** The approved months, newest first, with each developer's payout (or what it would pay) and the margin. */
export function presentPayoutMonths(rows: readonly ApprovedMonthRow[], figures: MonthFigures): PayoutMonth[] {
  const months = new Map<string, ApprovedMonthRow[]>();
  for (const row of rows) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  return [...months].map(([month, developers]) => {
    const payoutOf = (row: ApprovedMonthRow) => figures.payouts.get(row.timesheetMonthId);
    const amountOf = (row: ApprovedMonthRow) =>
      payoutOf(row)?.amountMinor ?? figures.wouldPay.get(row.timesheetMonthId) ?? 0;
    const open = developers.filter((row) => !payoutOf(row));
    const paid = addMoney(...developers.map(amountOf));
    const client = addMoney(...developers.map((row) => figures.client.get(row.timesheetMonthId) ?? 0));
    return {
      month,
      developers: developers.map((row) => {
        const payout = payoutOf(row);
        return {
          user: presentPerson(row.person),
          hours: hoursNumber(row.totalHours),
          amount: formatMoney(amountOf(row)),
          payout: payout ? { id: payout.invoiceId, batch_ref: payout.batchRef, status: payout.status } : null,
        };
      }),
      hours: hoursNumber(developers.reduce((sum, row) => sum + row.totalHours, 0)),
      amount: formatMoney(paid),
      to_pay_out: formatMoney(addMoney(...open.map(amountOf))),
      can_create: open.length > 0,
      ...(figures.withMargin ? { margin: monthMargin(figures.currency, client, paid) } : {}),
    };
  });
}
