import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { invoicesMessages } from '../messages/invoices.ts';

const R = invoicesMessages.invoices.dateRange;

const day = (required: string) => z.string({ error: required }).trim().min(1, required).pipe(dateSchema());

/**
 * The 'Filter Total Payments' range (spec 001 §5): both days required, the start not after the
 * end, none after 31 Dec 2099. The days are whole: the summary counts from the start's 00:00:00 to
 * the end's 23:59:59 (summary/'s `min_date` and `max_date`).
 */
export const invoiceDateRange = z
  .object({ from: day(R.startRequired), to: day(R.endRequired) })
  .refine(({ from, to }) => from <= to, {
    message: R.startAfterEnd,
    path: ['from'],
    // Compared only once both are days: a missing or bad one has its own message.
    when: ({ issues }) => issues.length === 0,
  });
export type InvoiceDateRange = z.infer<typeof invoiceDateRange>;
