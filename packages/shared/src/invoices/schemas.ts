import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { dbId, idRef, MAX_DB_ID } from '../api/ids.ts';
import { pageQuery, paginated } from '../api/pagination.ts';
import { queryBoolean } from '../api/query.ts';
import { tooLong } from '../api/text.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { MAX_MONEY_MINOR, parseMoney } from '../money/money.ts';
import { optionalWholeDayRange } from './date-range.ts';
import { INVOICE_ACTIONS } from './policy.ts';
import {
  BULK_ACTIONS,
  DISPLAY_STATUSES,
  INCOMING_INVOICE_TYPES,
  INVOICE_COMMENT_MAX,
  INVOICE_EMAIL_STATUSES,
  INVOICE_EVENT_ACTIONS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PAYMENT_PERIODS,
  PAYMENT_PLATFORMS,
  REJECT_REASONS,
  VAT_MODES,
} from './rules.ts';

const M = invoicesMessages.invoices;

/** `a,b` of invoice types in a query string. */
const typeList = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const parts = [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    for (const part of parts) {
      if (!(INVOICE_TYPES as readonly string[]).includes(part)) {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not a valid choice.` });
        return z.NEVER;
      }
    }
    return parts as (typeof INVOICE_TYPES)[number][];
  });

/**
 * GET invoices/ (spec 001 §7 List invoices). Incoming types unless `type`/`types` name others.
 * `archived=true` lists archived invoices only, otherwise archived ones are left out; `paid`,
 * `overdue` (due before today and unpaid), `exclude_status` (a status to leave out), `project`,
 * `issued` (generated or sent: what a credit note may correct), `search` (title, number, project
 * title, client name). `archived=true` and `overdue` need `payments.view_all_statuses`,
 * `payment_method` `payouts.filter_platform` (invoices/policy.ts listFiltersAllowed). `show_all` is accepted for the spec's
 * client and changes nothing: the list is always everything the caller may see.
 */
export const invoiceListQuery = pageQuery.extend({
  archived: queryBoolean.optional(),
  paid: queryBoolean.optional(),
  overdue: queryBoolean.optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  types: typeList.optional(),
  exclude_status: z.enum(INVOICE_STATUSES).optional(),
  project: dbId.optional(),
  payment_method: z.enum(PAYMENT_PLATFORMS).optional(),
  issued: queryBoolean.optional(),
  show_all: queryBoolean.optional(),
  search: z.string().trim().max(100).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** A decimal amount `"1250.00"` (or a number), ≥ 0, two decimals at most → minor units. */
const amountInput = (required: string) =>
  z.union([z.string(), z.number()], { error: required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const minor = parseMoney(value);
    if (minor === null || minor > MAX_MONEY_MINOR) {
      ctx.addIssue({ code: 'custom', message: M.form.amountInvalid });
      return z.NEVER;
    }
    return minor;
  });

const paymentPeriodInput = z.coerce
  .number()
  .refine(
    (days) => (PAYMENT_PERIODS as readonly number[]).includes(days),
    'Choose 7, 14, 21, 30 or 60 days.',
  );

/** The invoice form's fields (spec 001 §2 Invoice form, §5), shared by create and edit. */
const invoiceFields = {
  title: z.string({ error: M.form.titleRequired }).trim().min(1, M.form.titleRequired).max(200),
  issued_at: dateSchema(M.form.invoiceDateRequired),
  amount: amountInput(M.form.amountRequired),
  commitment_amount: amountInput(M.form.commitmentAmountRequired).optional(),
  payment_period: paymentPeriodInput.optional(),
  /** Credit notes: the invoice they correct (required for them, refused for the others). */
  ref_invoice: idRef.nullable().optional(),
  /** Final invoices: the commitment payment they draw on (optional). */
  commitment: idRef.nullable().optional(),
};

/** POST invoices/: one incoming invoice (payouts: the payouts issue). */
export const invoiceCreateBody = z
  .object({
    type: z.enum(INCOMING_INVOICE_TYPES),
    project: idRef.or(dbId.transform((id) => ({ id }))),
    ...invoiceFields,
  })
  .strict();
export type InvoiceCreateBody = z.infer<typeof invoiceCreateBody>;

/** The invoice's `revision` as the caller read it: one changed since is stale (409). */
const revisionSeen = z.number().int().min(0).max(MAX_DB_ID).optional();

/** PATCH invoices/{id}/ without `action`: edit the form's fields (draft-like invoices only). */
export const invoiceEditBody = z
  .object(invoiceFields)
  .partial()
  .extend({ action: z.literal('edit').optional(), revision: revisionSeen })
  .strict();
export type InvoiceEditBody = z.infer<typeof invoiceEditBody>;

/**
 * PATCH invoices/{id}/ with `action`: a transition (spec 001 §4). With `revision`, only of the
 * invoice as the caller read it: nobody approves an amount they did not see.
 */
export const invoiceTransitionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('send_for_approval'), revision: revisionSeen }).strict(),
  z.object({ action: z.literal('approve'), revision: revisionSeen }).strict(),
  z.object({ action: z.literal('mark_as_paid'), revision: revisionSeen }).strict(),
  z
    .object({
      action: z.literal('reject'),
      reason: z.enum(REJECT_REASONS, { error: M.reject.reasonRequired }),
      additional_info: z.string().trim().max(500).optional(),
      revision: revisionSeen,
    })
    .strict(),
]);
export type InvoiceTransitionBody = z.infer<typeof invoiceTransitionBody>;

/** One union on `action` (absent: an edit), so a refusal names its fields (a union would not). */
export const invoicePatchBody = z.discriminatedUnion('action', [
  ...invoiceTransitionBody.options,
  invoiceEditBody,
]);
export type InvoicePatchBody = z.infer<typeof invoicePatchBody>;

export const invoiceCommentBody = z
  .object({
    body: z
      .string({ error: M.panel.commentRequired })
      .trim()
      .min(1, M.panel.commentRequired)
      .max(INVOICE_COMMENT_MAX, tooLong(INVOICE_COMMENT_MAX)),
  })
  .strict();

/** The most invoices one bulk request names. */
const BULK_MAX_INVOICES = 500;

/**
 * POST invoices/bulk/: all or nothing, finance only. `revisions` (optional): the `revision` of each
 * invoice as the caller read it, by id; one changed since refuses the whole request, as a stale
 * PATCH does.
 */
export const invoiceBulkBody = z
  .object({
    ids: z.array(dbId).min(1).max(BULK_MAX_INVOICES),
    action: z.enum(BULK_ACTIONS),
    revisions: z.record(z.string().regex(/^[1-9]\d{0,15}$/), revisionSeen.unwrap()).optional(),
  })
  .strict()
  .refine(({ ids, revisions }) => Object.keys(revisions ?? {}).every((id) => ids.includes(Number(id))), {
    path: ['revisions'],
    message: M.errors.bulkRevisionsUnselected,
  });
export type InvoiceBulkBody = z.infer<typeof invoiceBulkBody>;

/**
 * PATCH invoices/bulk/edit/ ("with invoices and action", spec 001 §7): the same action on the
 * invoices as the caller read them, each named with its `revision` (required here); one changed
 * since refuses the whole request.
 */
export const invoiceBulkEditBody = z
  .object({
    invoices: z
      .array(z.object({ id: dbId, revision: revisionSeen.unwrap() }).strict())
      .min(1)
      .max(BULK_MAX_INVOICES),
    action: z.enum(BULK_ACTIONS),
  })
  .strict()
  .refine(({ invoices }) => new Set(invoices.map(({ id }) => id)).size === invoices.length, {
    path: ['invoices'],
    message: M.errors.bulkInvoiceTwice,
  });
export type InvoiceBulkEditBody = z.infer<typeof invoiceBulkEditBody>;

/** A bulk refusal (409): nothing changed, and why each refused invoice refused. */
export const invoiceBulkRefusal = z.object({
  detail: z.string(),
  refused: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  /** As on every `{ detail }` error (ADR 038). */
  request_id: z.string().optional(),
});

const personOut = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

const money = z.string();

/** One invoice as the lists and the side panel show it (spec 001 §3). */
export const invoiceSchema = z.object({
  id: z.number().int(),
  type: z.enum(INVOICE_TYPES),
  type_label: z.string(),
  title: z.string(),
  /** "{project title} – {title}". */
  full_title: z.string(),
  /** The series number once generated, else null ('N/A'). */
  number: z.string().nullable(),
  issued_at: z.string(),
  created_at: z.string(),
  due_at: z.string(),
  /** Net amount (subtotal); credit notes are positive here and shown negative. */
  amount: money,
  subtotal: money,
  vat: money,
  vat_rate: z.string(),
  vat_mode: z.enum(VAT_MODES),
  total_amount: money,
  commitment_amount: money,
  currency: z.enum(CURRENCIES),
  payment_period: z.number().int(),
  ref_invoice: z
    .object({ id: z.number().int(), number: z.string().nullable(), title: z.string(), amount: money })
    .nullable(),
  commitment: z.object({ id: z.number().int(), number: z.string().nullable(), title: z.string() }).nullable(),
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    archived: z.boolean(),
    currency: z.enum(CURRENCIES),
    owner: z.object({ display_name: z.string() }).nullable(),
    commitment_amount_balance: money,
  }),
  client: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  /** A payout's recipient, with their payment provider now (spec 001 §3 `user.payment_provider`). */
  user: personOut
    .extend({
      payment_provider: z
        .object({
          provider: z.enum(PAYMENT_PLATFORMS),
          status: z.enum(['pending', 'active', 'replaced', 'closed']),
        })
        .nullable(),
    })
    .nullable(),
  status: z.enum(INVOICE_STATUSES),
  display_status: z.enum(DISPLAY_STATUSES),
  overdue: z.boolean(),
  paid: z.boolean(),
  paid_at: z.string().nullable(),
  finalized: z.boolean(),
  archived: z.boolean(),
  last_sent_at: z.string().nullable(),
  reminder_count: z.number().int(),
  reminder_sent_at: z.string().nullable(),
  invoice_email_status: z.enum(INVOICE_EMAIL_STATUSES).nullable(),
  payment_platform: z.enum(PAYMENT_PLATFORMS).nullable(),
  batch_ref: z.string().nullable(),
  /** The PDF, once finalized; else null. */
  download_url: z.string().nullable(),
  /** Grows with every change; an edit naming an older one is stale (409). */
  revision: z.number().int(),
  abilities: z.object({
    ...Object.fromEntries(INVOICE_ACTIONS.map((action) => [action, z.boolean()])),
    comment: z.boolean(),
    view_history: z.boolean(),
  } as Record<(typeof INVOICE_ACTIONS)[number] | 'comment' | 'view_history', z.ZodBoolean>),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = paginated(invoiceSchema);

/** One line of the history timeline (spec 001 §3 Activity). */
export const invoiceEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(INVOICE_EVENT_ACTIONS),
  label: z.string(),
  timestamp: z.string(),
  data: z.object({
    author: personOut.nullable(),
    reason: z.string().nullable(),
    additional_info: z.string().nullable(),
    previous_status: z.string().nullable(),
    current_status: z.string().nullable(),
  }),
});
export const invoiceHistorySchema = paginated(invoiceEventSchema);

export const invoiceCommentSchema = z.object({
  id: z.number().int(),
  actor: personOut.nullable(),
  data: z.object({ comment: z.string() }),
  timestamp: z.string(),
});
export const invoiceCommentListSchema = paginated(invoiceCommentSchema);

const summaryDays = optionalWholeDayRange('min_date', 'max_date');

/**
 * GET invoices/summary/ (spec 001 §5, §7 Summary): the days are whole (start 00:00:00 to end
 * 23:59:59), both or neither (all time), the start not after the end, as export/'s range.
 */
export const invoiceSummaryQuery = z
  .object({
    ...summaryDays.shape,
    type: z.enum(['sale', 'purchase']).default('sale'),
    project: dbId.optional(),
  })
  .superRefine(summaryDays.check);

const currencySummary = z.object({
  total: money,
  /** Finance only; null for everyone else. */
  total_expected: money.nullable(),
  paid: money,
  unpaid: money,
  credit_notes: z.object({ total: money }),
});
export const invoiceSummarySchema = z.object({ EUR: currencySummary, USD: currencySummary });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
