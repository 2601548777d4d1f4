import {
  type ClientRate,
  type DayHours,
  lineDescription,
  type PricedMonth,
  priceMonth,
} from '@kazi/shared/invoices/from-hours';
import { addMoney } from '@kazi/shared/money/money';
import { displayNameOf } from '../project-core/index.ts';
import type { ApprovedMonthRow, InvoiceLineInsert } from './from-hours.repository.ts';

/** A developer's month priced at the client rates in force on its days. */
export function pricedMonthOf(
  row: ApprovedMonthRow,
  days: ReadonlyMap<number, DayHours[]>,
  rates: ReadonlyMap<number, ClientRate[]>,
): PricedMonth {
  return priceMonth(days.get(row.timesheetMonthId) ?? [], rates.get(row.person.id) ?? []);
}

/** A line of a draft from hours: a developer's month, its hours and what they bill. */
export type DraftLine = InvoiceLineInsert & { userId: number; hours: number; timesheetMonthId: number };

/**
 * The draft's lines: one per developer month not invoiced yet, in the order given, each priced at
 * the client rates in force on its days; and their exact sum (the invoice's net amount).
 */
export function draftLines(
  rows: readonly ApprovedMonthRow[],
  days: ReadonlyMap<number, DayHours[]>,
  rates: ReadonlyMap<number, ClientRate[]>,
  currency: string,
): { lines: DraftLine[]; amountMinor: number } {
  const lines = rows.map((row, index): DraftLine => {
    const priced = pricedMonthOf(row, days, rates);
    const single = priced.parts.length === 1 ? priced.parts[0] : undefined;
    return {
      position: index + 1,
      description: lineDescription(displayNameOf(row.person), priced, currency),
      userId: row.person.id,
      hours: priced.hours,
      // A month with a rate change has no single rate: its description names each.
      rateMinor: single?.rateMinor ?? null,
      amountMinor: priced.amountMinor,
      timesheetMonthId: row.timesheetMonthId,
    };
  });
  return { lines, amountMinor: addMoney(...lines.map((line) => line.amountMinor)) };
}
