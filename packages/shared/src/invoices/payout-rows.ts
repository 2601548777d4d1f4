/**
 * The payout form's team-member rows (spec 001 §2 'Invoice form', §5 'Payout rows') and the payout
 * batch bodies (ADR 036): one payout (an invoice of type purchase, in EUR, no VAT) per recipient,
 * all sharing one `batch_ref`.
 */
import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { dbId, idRef, MAX_DB_ID } from '../api/ids.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import { MAX_MONEY_MINOR, parseMoney } from '../money/money.ts';
import { PAYMENT_PERIODS } from './rules.ts';

const F = invoicesMessages.invoices.form;
const P = invoicesMessages.invoices.payoutForm;

/** A row as the form holds it: either side may still be empty. */
export interface PayoutRowDraft {
  user?: { id: number } | null;
  amount?: string | number | null;
}

const isBlank = (amount: PayoutRowDraft['amount']) =>
  amount === undefined || amount === null || (typeof amount === 'string' && amount.trim() === '');

/** A non-negative amount with two decimals at most, in minor units; null when it is not one. */
function amountMinorOf(amount: PayoutRowDraft['amount']): number | null {
  if (isBlank(amount)) return null;
  const minor = parseMoney(amount as string | number);
  return minor === null || minor > MAX_MONEY_MINOR ? null : minor;
}

/** A row with both a team member and a valid amount. */
const isCompleteRow = (row: PayoutRowDraft) => Boolean(row.user) && amountMinorOf(row.amount) !== null;

/** Spec 001 §5: another row may be added once every row has a team member and a non-negative amount. */
export const canAddRow = (rows: readonly PayoutRowDraft[]) => rows.every(isCompleteRow);

/** The users already chosen in other rows than `index`: the selector leaves them out. */
export const usersChosenElsewhere = (rows: readonly PayoutRowDraft[], index: number): number[] =>
  rows.flatMap((row, i) => (i !== index && row.user ? [row.user.id] : []));

const rowInput = z.object({
  user: idRef.nullable().optional(),
  amount: z.union([z.string(), z.number()]).nullable().optional(),
});

/**
 * The rows' rules, every problem at once under `rows.{i}.user` / `rows.{i}.amount`: an amount
 * without a team member is 'Select team member'; a team member needs a non-negative amount; one
 * row per team member; at least one counted row. Rows with neither side are left out. Out: the
 * counted rows in minor units, each with its position in the form (`index`, for field errors).
 */
export const payoutRowsSchema = z
  .array(rowInput)
  .max(200)
  .transform((rows, ctx) => {
    const out: { index: number; user: number; amountMinor: number }[] = [];
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      if (!row.user && isBlank(row.amount)) return;
      if (!row.user) {
        ctx.addIssue({ code: 'custom', path: [index, 'user'], message: P.selectTeamMember });
      } else if (seen.has(row.user.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'user'], message: P.duplicateMember });
      }
      if (isBlank(row.amount)) {
        if (row.user) ctx.addIssue({ code: 'custom', path: [index, 'amount'], message: P.amountRequired });
      } else if (amountMinorOf(row.amount) === null) {
        ctx.addIssue({ code: 'custom', path: [index, 'amount'], message: F.amountInvalid });
      }
      const amountMinor = amountMinorOf(row.amount);
      if (row.user && !seen.has(row.user.id) && amountMinor !== null) {
        out.push({ index, user: row.user.id, amountMinor });
      }
      if (row.user) seen.add(row.user.id);
    });
    if (!rows.some((row) => row.user || !isBlank(row.amount))) {
      ctx.addIssue({ code: 'custom', path: [], message: P.rowsRequired });
    }
    return out;
  });
export type PayoutRows = z.output<typeof payoutRowsSchema>;

const paymentPeriodInput = z.coerce
  .number()
  .refine(
    (days) => (PAYMENT_PERIODS as readonly number[]).includes(days),
    'Choose 7, 14, 21, 30 or 60 days.',
  );

const batchFields = {
  title: z.string({ error: F.titleRequired }).trim().min(1, F.titleRequired).max(200),
  issued_at: dateSchema(F.invoiceDateRequired),
  payment_period: paymentPeriodInput.optional(),
  rows: payoutRowsSchema,
};

/** POST invoices/payouts/: the payout form's batch, one draft payout per row. */
export const payoutBatchCreateBody = z
  .object({
    project: idRef.or(dbId.transform((id) => ({ id }))),
    ...batchFields,
  })
  .strict();
export type PayoutBatchCreateBody = z.output<typeof payoutBatchCreateBody>;

/** The create form's body: the spec's 'Select a project' when no project is chosen. */
export const payoutBatchCreateForm = payoutBatchCreateBody.extend({
  project: z.object({ id: z.number().int().positive() }, { error: F.projectRequired }),
});

/**
 * PATCH invoices/payouts/{batch_ref}/: the batch as the form now holds it. `revisions`: each live
 * member's revision as the form read it (by invoice id); a member changed, added or removed since
 * makes the batch stale (409).
 */
export const payoutBatchEditBody = z
  .object({
    ...batchFields,
    revisions: z.record(z.string().regex(/^\d{1,10}$/), z.number().int().min(0).max(MAX_DB_ID)),
  })
  .strict();
export type PayoutBatchEditBody = z.output<typeof payoutBatchEditBody>;

const person = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

/** GET invoices/payouts/{batch_ref}/ and the batch writes' answer. */
export const payoutBatchSchema = z.object({
  batch_ref: z.string(),
  project: z.object({ id: z.number().int(), title: z.string(), archived: z.boolean() }),
  title: z.string(),
  issued_at: z.string(),
  due_at: z.string(),
  payment_period: z.number().int(),
  currency: z.literal('EUR'),
  /** The sum of the members, two decimals. */
  total: z.string(),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      user: person,
      amount: z.string(),
      status: z.string(),
      paid: z.boolean(),
      revision: z.number().int(),
    }),
  ),
  /** Each member's revision by invoice id, as an edit sends it back. */
  revisions: z.record(z.string(), z.number().int()),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

/**
 * A batch's reference: a UUID for the batches made here; the demo's name their month
 * (`2026-11-WEB-B`), and their payouts' Edit opens them too.
 */
export const batchRefParams = z.object({ batch_ref: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** GET invoices/payouts/recipients/: the project's developers for the rows' selector. */
export const payoutRecipientsQuery = z.object({
  project: dbId,
  search: z.string().trim().max(100).optional(),
  /** Ids already chosen in other rows, `1,2,3`. */
  exclude: z
    .string()
    .max(2000)
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/)
    .transform((text) => (text ? text.split(',').map(Number) : []))
    .optional(),
});
export const payoutRecipientsSchema = z.object({ results: z.array(person) });
export type PayoutRecipient = z.infer<typeof person>;
