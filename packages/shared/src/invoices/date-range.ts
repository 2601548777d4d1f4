import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { invoicesMessages } from '../messages/invoices.ts';

const R = invoicesMessages.invoices.dateRange;

const day = (required: string) => z.string({ error: required }).trim().min(1, required).pipe(dateSchema());
type Day = ReturnType<typeof day>;

/**
 * A range of whole days under two keys (spec 001 §5): both days required, the start not after the
 * end, none after 31 Dec 2099. The days are whole: a range counts from the start's 00:00:00 to the
 * end's 23:59:59. `shape` goes into an object, `refine` onto it.
 */
export function wholeDayRange<S extends string, E extends string>(start: S, end: E) {
  const shape = { [start]: day(R.startRequired), [end]: day(R.endRequired) } as Record<S | E, Day>;
  const check = (value: Record<S | E, string>) => value[start] <= value[end];
  const params = {
    message: R.startAfterEnd,
    path: [start],
    // Compared only once both are days: a missing or bad one has its own message.
    when: ({ issues }: { issues: readonly unknown[] }) => issues.length === 0,
  };
  return { shape, refine: [check, params] as const };
}

/**
 * The same range where both days may be left out (all time): both or neither (the one missing:
 * 'Start date is required' or 'End date is required'), the start not after the end. `shape` goes
 * into an object, `check` into its superRefine (which runs once both are days).
 */
export function optionalWholeDayRange<S extends string, E extends string>(start: S, end: E) {
  const optionalDay = dateSchema().optional();
  const shape = { [start]: optionalDay, [end]: optionalDay } as Record<S | E, typeof optionalDay>;
  const check = (value: Partial<Record<S | E, string>>, ctx: z.RefinementCtx) => {
    const [from, to] = [value[start], value[end]];
    const refuse = (message: string, field: S | E) =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    if (from === undefined && to !== undefined) refuse(R.startRequired, start);
    else if (from !== undefined && to === undefined) refuse(R.endRequired, end);
    else if (from !== undefined && to !== undefined && from > to) refuse(R.startAfterEnd, start);
  };
  return { shape, check };
}

const summaryRange = wholeDayRange('from', 'to');

/**
 * The 'Filter Total Payments' range (and the export dialog's): From and To, the summary's
 * `min_date` and `max_date`, export/'s `start` and `end`.
 */
export const invoiceDateRange = z.object(summaryRange.shape).refine(...summaryRange.refine);
export type InvoiceDateRange = z.infer<typeof invoiceDateRange>;
