/**
 * Payouts from approved hours (ADR 036): a project's approved month paid out as one draft payout
 * per developer, each day's hours at the developer's payout rate in force that day (payout rates
 * are stored in EUR, so payouts are EUR whatever the project's currency), all in one batch; and
 * the month's margin, for those who may see both rates.
 */
import { z } from 'zod';
import { dbId } from '../api/ids.ts';
import { format } from '../messages/format.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import { CURRENCIES, type Currency } from '../money/currencies.ts';
import { addMoney, formatMoney } from '../money/money.ts';
import type { EffectiveRate } from '../team/rules.ts';
import { monthLabel } from '../timesheets/rules.ts';
import { yearMonthSchema } from '../timesheets/schemas.ts';
import { type DayHours, type PricedMonth, priceMonth } from './from-hours.ts';

const M = invoicesMessages.invoices.payoutsFromHours;

export interface PayoutRate extends EffectiveRate {
  /** EUR minor units an hour. */
  payout_rate_minor: number;
}

/**
 * One developer's month at the payout rates in force on its days: the same arithmetic as the sale
 * side (hours summed per rate, one rounding per rate, half up; a day before the first rate takes
 * the first), in EUR.
 */
export function pricePayoutMonth(days: readonly DayHours[], rates: readonly PayoutRate[]): PricedMonth {
  return priceMonth(
    days,
    rates.map((rate) => ({ effective_from: rate.effective_from, client_rate_minor: rate.payout_rate_minor })),
  );
}

export interface MarginLine {
  currency: Currency;
  client: string;
  payouts: string;
  margin: string;
}

/**
 * Client amount − payouts, per currency: nothing is converted, so a USD project's month shows its
 * USD client amount and its EUR payouts on two lines (each margin as far as that currency goes).
 */
export function monthMargin(
  clientCurrency: Currency,
  clientMinor: number,
  payoutsEurMinor: number,
): MarginLine[] {
  const byCurrency = new Map<Currency, { client: number; payouts: number }>();
  byCurrency.set(clientCurrency, { client: clientMinor, payouts: 0 });
  const eur = byCurrency.get('EUR') ?? { client: 0, payouts: 0 };
  eur.payouts = payoutsEurMinor;
  byCurrency.set('EUR', eur);
  return [...byCurrency].map(([currency, { client, payouts }]) => ({
    currency,
    client: formatMoney(client),
    payouts: formatMoney(payouts),
    margin: formatMoney(addMoney(client, -payouts)),
  }));
}

/** The payouts' title: `Payouts for November 2026`. */
export const payoutsFromHoursTitle = (yearMonth: string) => format(M.title, { month: monthLabel(yearMonth) });

/** GET invoices/payouts/from-hours/?project= */
export const payoutsFromHoursQuery = z.object({ project: dbId });

/** POST invoices/payouts/from-hours/ */
export const payoutsFromHoursBody = z.object({ project: dbId, month: yearMonthSchema }).strict();
export type PayoutsFromHoursBody = z.infer<typeof payoutsFromHoursBody>;

const payoutRef = z.object({ id: z.number().int(), batch_ref: z.string().nullable(), status: z.string() });

const payoutMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  developers: z.array(
    z.object({
      user: z.object({ id: z.number().int(), display_name: z.string(), avatar_url: z.string().nullable() }),
      hours: z.number(),
      /** EUR: the payout's amount once created, else what it would pay now. */
      amount: z.string(),
      payout: payoutRef.nullable(),
    }),
  ),
  hours: z.number(),
  /** EUR. */
  amount: z.string(),
  /** EUR: what creating the payouts now would pay (the developers without a payout yet). */
  to_pay_out: z.string(),
  can_create: z.boolean(),
  /** Those who may see rates only (`project.view_rates`); absent for everyone else. */
  margin: z
    .array(
      z.object({ currency: z.enum(CURRENCIES), client: z.string(), payouts: z.string(), margin: z.string() }),
    )
    .optional(),
});
export type PayoutMonth = z.infer<typeof payoutMonth>;

export const payoutsFromHoursListSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string() }),
  /** The client side's currency (payouts are EUR). */
  currency: z.enum(CURRENCIES),
  months: z.array(payoutMonth),
});
export type PayoutsFromHoursList = z.infer<typeof payoutsFromHoursListSchema>;

export const payoutsFromHoursCreatedSchema = z.object({ batch_ref: z.string(), month: payoutMonth });
export type PayoutsFromHoursCreated = z.infer<typeof payoutsFromHoursCreatedSchema>;
