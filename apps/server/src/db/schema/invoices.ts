import {
  INVOICE_COMMENT_MAX,
  INVOICE_EMAIL_STATUSES,
  INVOICE_EVENT_ACTIONS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PAYMENT_PERIODS,
  PAYMENT_PLATFORMS,
  VAT_MODES,
} from '@kazi/shared/invoices/rules';
import { CURRENCIES } from '@kazi/shared/money/currencies';
import { MAX_MONEY_MINOR } from '@kazi/shared/money/money';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { outbox } from './mail.ts';
import { oneOf } from './one-of.ts';
import { projects } from './projects.ts';
import { timesheetMonths } from './timesheets.ts';
import { users } from './users.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * An invoice (spec 001 §3, ADR 032): incoming client payments (sale, credit_nota, commitment,
 * final) and, for the payouts issue, payouts (purchase). Amounts in minor units of `currency`;
 * credit notes are stored positive and shown negative. A deleted invoice keeps its row
 * (`deleted_at`) so its history stays; lists leave it out.
 */
/**
 * What a scoped person's search matches (invoices/list-filters.repository.ts listFilters): the title and the
 * number in lower case, apart (a unit separator, which no term holds: queries refuse control
 * characters, ADR 017). The projects' indexes keep it, so a search reads it there instead of
 * lowering every title and number again (a client's 9,510 invoices at 1,000,000: 9 → 1.8 ms).
 */
export const invoiceSearchText = (t: { title: AnyPgColumn; number: AnyPgColumn }) =>
  sql`(lower(${t.title}) || E'\\x1f' || lower(coalesce(${t.number}, '')))`;

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The payout's recipient (purchase); null for incoming invoices. */
    userId: integer('user_id').references(() => users.id),
    title: text('title').notNull(),
    /** The series number, given when generated (`INV-2026-0001`); null before. */
    number: text('number'),
    issuedAt: date('issued_at').notNull(),
    dueAt: date('due_at').notNull(),
    paymentPeriod: smallint('payment_period').notNull().default(14),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Net amount (the subtotal). */
    amountMinor: money('amount_minor').notNull(),
    vatMinor: money('vat_minor').notNull().default(0),
    totalMinor: money('total_minor').notNull(),
    vatMode: text('vat_mode', { enum: VAT_MODES }).notNull().default('none'),
    /** VAT rate in basis points (2100 = 21 %). */
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    /** Commitment payments: what they add to the project's balance; final invoices: what they consume. */
    commitmentAmountMinor: money('commitment_amount_minor').notNull().default(0),
    refInvoiceId: integer('ref_invoice_id').references((): AnyPgColumn => invoices.id),
    commitmentId: integer('commitment_id').references((): AnyPgColumn => invoices.id),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidById: integer('paid_by_id').references(() => users.id),
    finalized: boolean('finalized').notNull().default(false),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The latest mail of this invoice (invoice or reminder): its outbox status is the e-mail status. */
    lastMailId: integer('last_mail_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** Set when no mail could be queued at all (no invoicing e-mail, limit): shown Failed. */
    emailStatus: text('email_status', { enum: INVOICE_EMAIL_STATUSES }),
    paymentPlatform: text('payment_platform', { enum: PAYMENT_PLATFORMS }),
    batchRef: text('batch_ref'),
    /** What the PDF prints, frozen when generated: seller, client company, address, VAT number, bank. */
    billing: jsonb('billing'),
    /** The generated PDF, stored once when the invoice is finalized. */
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    /** Grows with every change; an edit that names an older revision is stale (409). */
    revision: integer('revision').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => {
    // A project's invoices newest first, with what the list filters read (made for each index:
    // `.on()` takes a column's sort order as it reads it); and a project's invoices by invoice
    // date, with what the summary sums.
    const projectNewestFirst = () =>
      [
        t.projectId,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.type,
        t.archived,
        t.paid,
        t.dueAt,
        t.status,
      ] as const;
    const projectIssued = [
      t.projectId,
      t.issuedAt,
      t.currency,
      t.type,
      t.status,
      t.paid,
      t.archived,
      t.totalMinor,
    ] as const;
    const incoming = sql`${t.deletedAt} is null and ${t.type} <> 'purchase'`;
    return [
      uniqueIndex('invoices_number_key').on(t.number),
      // Newest first as the lists order them (`desc`, which is NULLS FIRST): an index in another
      // null order cannot serve `order by created_at desc, id desc` (ADR 032, Bench). It holds every
      // column the list filters read, so a scoped person's count and search read it alone.
      index('invoices_project_created_idx')
        .on(...projectNewestFirst(), t.title, t.number, invoiceSearchText(t))
        .where(sql`${t.deletedAt} is null`),
      // A scoped person's incoming list walks each of their projects newest first (repository.ts
      // theirProjectsWalk), and their search reads them, past none of its payouts: a client's
      // project with a thousand payouts and no invoice would be read whole on every page.
      index('invoices_incoming_project_created_idx')
        .on(...projectNewestFirst(), t.title, t.number, invoiceSearchText(t))
        .where(incoming),
      index('invoices_created_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.deletedAt} is null`),
      // The incoming list of every project, newest first, past the payouts: a month's payouts made
      // after its last invoices were read and dropped on every page (1,000,000 of each: 13 ms a page).
      index('invoices_incoming_created_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(incoming),
      // The overdue list of every project, newest first: the due day is a key column so the index
      // itself skips the unpaid invoices not due yet, without reading their rows (ADR 032).
      index('invoices_unpaid_created_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.dueAt)
        .where(sql`${t.deletedAt} is null and not ${t.paid} and not ${t.archived}`),
      // The same of incoming invoices: unpaid payouts are due too, and a payout run made after the
      // newest invoices was read and dropped on every overdue page.
      index('invoices_incoming_unpaid_created_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.dueAt)
        .where(sql`${incoming} and not ${t.paid} and not ${t.archived}`),
      index('invoices_unpaid_due_idx')
        .on(t.dueAt, t.id)
        .where(sql`${t.deletedAt} is null and not ${t.paid} and not ${t.archived}`),
      // Every list row shows its project's commitment balance (loaded.repository.ts balanceOf):
      // the project's paid commitments and final invoices in its currency, read from this index
      // alone. Without the currency in it, each row's balance read the invoices' heap (a 20-row
      // page at 1,000,000 invoices: 2.2 ms of PostgreSQL against 0.4 ms).
      index('invoices_commitment_balance_idx')
        .on(t.projectId, t.currency, t.type, t.commitmentAmountMinor)
        .where(
          sql`${t.deletedAt} is null and ((${t.type} = 'commitment' and ${t.paid}) or ${t.type} = 'final')`,
        ),
      // A scoped summary (a client's projects, or one project) sums its invoices of a date range
      // from this index alone (ADR 032 Summary).
      index('invoices_project_issued_idx')
        .on(...projectIssued)
        .where(sql`${t.deletedAt} is null`),
      // The same sums of a scoped person's incoming invoices, past their projects' payouts.
      index('invoices_incoming_project_issued_idx')
        .on(...projectIssued)
        .where(incoming),
      index('invoices_issued_idx').on(t.issuedAt).where(sql`${t.deletedAt} is null`),
      index('invoices_ref_idx').on(t.refInvoiceId).where(sql`${t.refInvoiceId} is not null`),
      index('invoices_commitment_idx').on(t.commitmentId).where(sql`${t.commitmentId} is not null`),
      index('invoices_user_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.userId} is not null`),
      // The payouts list pages over the batches' heads (ADR 033): payouts newest first, and a
      // payout's earlier batch members by batch_ref.
      index('invoices_payouts_created_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.type} = 'purchase' and ${t.deletedAt} is null`),
      // A developer's own payouts newest first, with what their list filters and counts by (their
      // count reads this index alone).
      index('invoices_recipient_payouts_idx')
        .on(
          t.userId,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.archived,
          t.paid,
          t.batchRef,
        )
        .where(sql`${t.type} = 'purchase' and ${t.deletedAt} is null`),
      index('invoices_batch_idx')
        .on(t.batchRef, t.id)
        .where(sql`${t.batchRef} is not null and ${t.deletedAt} is null`),
      // One payout per recipient in a batch (spec 001 §5, ADR 036): a recipient's own payouts
      // list then has as many rows as payouts.
      uniqueIndex('invoices_batch_recipient_key')
        .on(t.batchRef, t.userId)
        .where(sql`${t.type} = 'purchase' and ${t.batchRef} is not null and ${t.deletedAt} is null`),
      // Payouts waiting for money, by platform: the unpaid IBAN batch (ADR 035).
      index('invoices_payable_payouts_idx')
        .on(t.paymentPlatform, t.id)
        .where(
          sql`${t.type} = 'purchase' and ${t.status} = 'approved' and not ${t.paid} and not ${t.archived} and ${t.deletedAt} is null`,
        ),
      oneOf('invoices_type_check', t.type, INVOICE_TYPES),
      oneOf('invoices_status_check', t.status, INVOICE_STATUSES),
      oneOf('invoices_currency_check', t.currency, CURRENCIES),
      oneOf('invoices_vat_mode_check', t.vatMode, VAT_MODES),
      oneOf('invoices_email_status_check', t.emailStatus, INVOICE_EMAIL_STATUSES),
      oneOf('invoices_payment_platform_check', t.paymentPlatform, PAYMENT_PLATFORMS),
      oneOf('invoices_payment_period_check', t.paymentPeriod, PAYMENT_PERIODS),
      check(
        'invoices_money_check',
        sql`${t.amountMinor} between 0 and ${sql.raw(String(MAX_MONEY_MINOR))} and ${t.vatMinor} >= 0 and ${t.totalMinor} = ${t.amountMinor} + ${t.vatMinor} and ${t.commitmentAmountMinor} between 0 and ${sql.raw(String(MAX_MONEY_MINOR))}`,
      ),
      check('invoices_number_final_check', sql`${t.number} is null or ${t.finalized}`),
    ];
  },
);

/** The lines an invoice prints; invoices from approved hours have one per developer and month. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Hours in hundredths (ADR 028), when the line is hours × rate. */
    hours: integer('hours'),
    rateMinor: money('rate_minor'),
    amountMinor: money('amount_minor').notNull(),
    /** The approved month this line bills; unique, so a month is never invoiced twice. */
    timesheetMonthId: integer('timesheet_month_id').references(() => timesheetMonths.id),
    /** The approved month this payout line pays out (ADR 036); unique, so a month is never paid out twice. */
    payoutTimesheetMonthId: integer('payout_timesheet_month_id').references(() => timesheetMonths.id),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    uniqueIndex('invoice_lines_timesheet_month_key').on(t.timesheetMonthId),
    uniqueIndex('invoice_lines_payout_timesheet_month_key').on(t.payoutTimesheetMonthId),
    check(
      'invoice_lines_amount_check',
      sql`${t.amountMinor} between 0 and ${sql.raw(String(MAX_MONEY_MINOR))}`,
    ),
  ],
);

/**
 * The history timeline (spec 001 §4): append-only (a trigger refuses UPDATE and DELETE), so who
 * approved and who paid is never lost.
 */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    action: text('action', { enum: INVOICE_EVENT_ACTIONS }).notNull(),
    /** Null for the system (the reminder schedule). */
    actorId: integer('actor_id').references(() => users.id),
    /** reason, additional_info, previous_status, current_status. */
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_events_invoice_idx').on(t.invoiceId, t.id.desc()),
    oneOf('invoice_events_action_check', t.action, INVOICE_EVENT_ACTIONS),
  ],
);

export const invoiceComments = pgTable(
  'invoice_comments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    actorId: integer('actor_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_comments_invoice_idx').on(t.invoiceId, t.id.desc()),
    check(
      'invoice_comments_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(INVOICE_COMMENT_MAX))}`,
    ),
  ],
);

/**
 * The last number of each series (a type and a year). Generating takes the next one with an
 * upsert inside its transaction: the row stays locked until commit, so parallel generations queue
 * and a rolled-back one gives its number back, leaving no gap.
 */
export const invoiceNumberSeries = pgTable(
  'invoice_number_series',
  {
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.year] }),
    oneOf('invoice_number_series_type_check', t.type, INVOICE_TYPES),
  ],
);
