/**
 * Invoices from approved hours (issue 11 item 8, ADR 032): a project's approved timesheet months
 * billed as one draft sale invoice per month, a line per developer, each day's hours at the client
 * rate in force that day.
 */
import { z } from 'zod';
import { dbId } from '../api/ids.ts';
import { format } from '../messages/format.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { displayMoney } from '../money/display.ts';
import { addMoney, multiplyByHours } from '../money/money.ts';
import { currentRate, type EffectiveRate } from '../team/rules.ts';
import { monthLabel } from '../timesheets/rules.ts';
import { yearMonthSchema } from '../timesheets/schemas.ts';

const M = invoicesMessages.invoices.fromHours;

export interface ClientRate extends EffectiveRate {
  client_rate_minor: number;
}

/** The hours of one day, in hundredths (`timesheet_entries.hours`). */
export interface DayHours {
  day: string;
  hours: number;
}

/** Hours billed at one rate: the days of the month that rate was in force. */
interface RatedHours {
  rateMinor: number;
  hours: number;
  amountMinor: number;
}

export interface PricedMonth {
  hours: number;
  amountMinor: number;
  /** One per rate in force during the month, in the order the rates took effect. */
  parts: RatedHours[];
}

/**
 * Prices one developer's month: each day's hours at the client rate in force that day (a day
 * before the first rate takes that first rate, as the team shows it), summed per rate and
 * multiplied once per rate (one rounding, half up), the parts added exactly.
 */
export function priceMonth(days: readonly DayHours[], rates: readonly ClientRate[]): PricedMonth {
  const byRate = new Map<string, { rate: ClientRate; hours: number }>();
  for (const { day, hours } of days) {
    if (hours <= 0) continue;
    const rate = currentRate(rates, day);
    if (!rate) throw new RangeError(`No client rate for ${day}`);
    const part = byRate.get(rate.effective_from) ?? { rate, hours: 0 };
    part.hours += hours;
    byRate.set(rate.effective_from, part);
  }
  const parts = [...byRate.values()]
    .sort((a, b) => (a.rate.effective_from < b.rate.effective_from ? -1 : 1))
    .map(({ rate, hours }) => ({
      rateMinor: rate.client_rate_minor,
      hours,
      amountMinor: multiplyByHours(rate.client_rate_minor, hours),
    }));
  return {
    hours: parts.reduce((sum, part) => sum + part.hours, 0),
    amountMinor: addMoney(...parts.map((part) => part.amountMinor)),
    parts,
  };
}

const hoursText = (hundredths: number) => String(hundredths / 100);

/**
 * What the invoice line says: `Amina Nakato: 80 h × €42.00`, or with a rate change in the month
 * `Amina Nakato: 80 h × €42.00, 96 h × €45.00`.
 */
export function lineDescription(name: string, priced: PricedMonth, currency: string): string {
  const parts = priced.parts.map((part) =>
    format(M.linePart, { hours: hoursText(part.hours), rate: displayMoney(part.rateMinor, currency) }),
  );
  return format(M.line, { name, parts: parts.join(', ') });
}

/** The draft's title: `Hours of November 2026`. */
export function fromHoursTitle(yearMonth: string): string {
  return format(M.title, { month: monthLabel(yearMonth) });
}

/** GET invoices/from-hours/?project= */
export const fromHoursQuery = z.object({ project: dbId });

/** POST invoices/from-hours/ */
export const fromHoursBody = z.object({ project: dbId, month: yearMonthSchema }).strict();
export type FromHoursBody = z.infer<typeof fromHoursBody>;

const invoiceRef = z.object({ id: z.number().int(), number: z.string().nullable(), title: z.string() });

const developerMonth = z.object({
  user: z.object({ id: z.number().int(), display_name: z.string(), avatar_url: z.string().nullable() }),
  /** Approved hours (a JSON number, two decimals at most). */
  hours: z.number(),
  /** What the month bills: the invoice line's amount once invoiced, else what it would bill now. */
  amount: z.string(),
  invoice: invoiceRef.nullable(),
});

const fromHoursMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  developers: z.array(developerMonth),
  hours: z.number(),
  amount: z.string(),
  /** What creating the invoice now would bill: the developers not invoiced yet. */
  to_invoice: z.string(),
  /** The invoices the month went into (more than one when a developer's month was approved later). */
  invoices: z.array(invoiceRef),
  can_invoice: z.boolean(),
});
export type FromHoursMonth = z.infer<typeof fromHoursMonth>;

export const fromHoursListSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string() }),
  currency: z.enum(CURRENCIES),
  /** Newest first. */
  months: z.array(fromHoursMonth),
});
export type FromHoursList = z.infer<typeof fromHoursListSchema>;

/** POST invoices/from-hours/ → 201: the draft and the month as the list now shows it. */
export const fromHoursCreatedSchema = z.object({
  invoice: z.object({
    id: z.number().int(),
    type: z.literal('sale'),
    title: z.string(),
    number: z.null(),
    status: z.literal('draft'),
    currency: z.enum(CURRENCIES),
    issued_at: z.string(),
    due_at: z.string(),
    amount: z.string(),
    vat: z.string(),
    total_amount: z.string(),
    lines: z.array(
      z.object({
        description: z.string(),
        user: z.number().int(),
        hours: z.number(),
        /** Null when the rate changed during the month: the description names each rate. */
        rate: z.string().nullable(),
        amount: z.string(),
      }),
    ),
  }),
  month: fromHoursMonth,
});
export type FromHoursCreated = z.infer<typeof fromHoursCreatedSchema>;
