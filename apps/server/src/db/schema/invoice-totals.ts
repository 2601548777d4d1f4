import { INVOICE_STATUSES, INVOICE_TYPES } from '@kazi/shared/invoices/rules';
import { CURRENCIES } from '@kazi/shared/money/currencies';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/** The key invoices are counted by (fresh columns for each table). */
const countKey = () => ({
  type: text('type', { enum: INVOICE_TYPES }).notNull(),
  status: text('status', { enum: INVOICE_STATUSES }).notNull(),
  paid: boolean('paid').notNull(),
  archived: boolean('archived').notNull(),
});

/**
 * How many live invoices each (type, status, paid, archived) holds: the total of a list that
 * filters by nothing else (the staff's payments lists) is a few rows read instead of a count over
 * most of the table. It is `invoice_list_counts.n` plus the `invoice_total_changes` not yet folded.
 */
export const invoiceListCounts = pgTable(
  'invoice_list_counts',
  { ...countKey(), n: integer('n').notNull() },
  (t) => [
    primaryKey({ columns: [t.type, t.status, t.paid, t.archived] }),
    oneOf('invoice_list_counts_type_check', t.type, INVOICE_TYPES),
    oneOf('invoice_list_counts_status_check', t.status, INVOICE_STATUSES),
  ],
);

/**
 * The live invoices of each invoice day and key, counted and summed (totals with VAT, minor
 * units): the summary over every project sums a year's days instead of a year's invoices.
 */
export const invoiceDayTotals = pgTable(
  'invoice_day_totals',
  {
    issuedAt: date('issued_at').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    paid: boolean('paid').notNull(),
    archived: boolean('archived').notNull(),
    n: integer('n').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issuedAt, t.currency, t.type, t.status, t.paid, t.archived] }),
    oneOf('invoice_day_totals_currency_check', t.currency, CURRENCIES),
    oneOf('invoice_day_totals_type_check', t.type, INVOICE_TYPES),
    oneOf('invoice_day_totals_status_check', t.status, INVOICE_STATUSES),
  ],
);

/**
 * How many live, unpaid, unarchived invoices of each type fall due each day: the overdue list of
 * every project counts the days before today instead of the overdue invoices (ADR 032).
 */
export const invoiceDueCounts = pgTable(
  'invoice_due_counts',
  {
    dueAt: date('due_at').notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dueAt, t.type] }),
    oneOf('invoice_due_counts_type_check', t.type, INVOICE_TYPES),
  ],
);

/**
 * How many live invoices each project holds per (type, status, paid, archived): a scoped person's
 * list that filters by nothing else sums their projects' rows instead of counting their invoices
 * (a client of 28 projects: 9,500 index entries). Plus the changes of those projects not folded yet.
 */
export const invoiceProjectCounts = pgTable(
  'invoice_project_counts',
  { projectId: integer('project_id').notNull(), ...countKey(), n: integer('n').notNull() },
  (t) => [
    primaryKey({ columns: [t.projectId, t.type, t.status, t.paid, t.archived] }),
    oneOf('invoice_project_counts_type_check', t.type, INVOICE_TYPES),
    oneOf('invoice_project_counts_status_check', t.status, INVOICE_STATUSES),
  ],
);

/**
 * ±1 (and ± its total) per live invoice entering or leaving a key, appended by a trigger on
 * `invoices` (migration 0025), so concurrent invoice writes never wait on a shared counter row;
 * the `invoices.fold_totals` job folds them into the tables above every minute.
 */
export const invoiceTotalChanges = pgTable(
  'invoice_total_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issuedAt: date('issued_at').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    paid: boolean('paid').notNull(),
    archived: boolean('archived').notNull(),
    /** Null on the changes appended before migration 0032 (folded by then). */
    dueAt: date('due_at'),
    /** Null on the changes appended before migration 0037 (folded by then). */
    projectId: integer('project_id'),
    delta: smallint('delta').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('invoice_total_changes_day_idx').on(t.issuedAt),
    oneOf('invoice_total_changes_currency_check', t.currency, CURRENCIES),
    oneOf('invoice_total_changes_type_check', t.type, INVOICE_TYPES),
    oneOf('invoice_total_changes_status_check', t.status, INVOICE_STATUSES),
  ],
);
