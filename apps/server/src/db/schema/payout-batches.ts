import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/**
 * The payouts list's rows over every project (ADR 033): one row per batch (`key`: its
 * `batch_ref`, or `id:{id}` for a payout without one), kept by a trigger on `invoices` (migration
 * 0035). For each of the global list's filters, the batch's head: its earliest live payout (by id)
 * that passes the filter and that payout's created-at, null when none passes. The list of every
 * project pages over these heads and counts them instead of probing each payout for an earlier
 * member of its batch.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    key: text('key').primaryKey(),
    /** Not archived (the list's default). */
    unarchivedId: integer('unarchived_id'),
    unarchivedAt: timestamp('unarchived_at', { withTimezone: true }),
    /** Not archived and not paid (`paid=false`). */
    unpaidId: integer('unpaid_id'),
    unpaidAt: timestamp('unpaid_at', { withTimezone: true }),
    /** Not archived and paid (`paid=true`). */
    paidId: integer('paid_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Archived (`archived=true`). */
    archivedId: integer('archived_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_batches_unarchived_idx')
      .on(t.unarchivedAt.desc().nullsFirst(), t.unarchivedId.desc().nullsFirst())
      .where(sql`${t.unarchivedId} is not null`),
    index('payout_batches_unpaid_idx')
      .on(t.unpaidAt.desc().nullsFirst(), t.unpaidId.desc().nullsFirst())
      .where(sql`${t.unpaidId} is not null`),
    index('payout_batches_paid_idx')
      .on(t.paidAt.desc().nullsFirst(), t.paidId.desc().nullsFirst())
      .where(sql`${t.paidId} is not null`),
    index('payout_batches_archived_idx')
      .on(t.archivedAt.desc().nullsFirst(), t.archivedId.desc().nullsFirst())
      .where(sql`${t.archivedId} is not null`),
  ],
);

/** The lists of every project whose rows `payout_batches` keeps a head for. */
export const PAYOUT_BATCH_LISTS = ['unarchived', 'unpaid', 'paid', 'archived'] as const;

/**
 * How many rows (batches with a head) each of those lists has (migration 0040): the list's count is
 * `n` plus the `payout_batch_count_changes` not folded yet, a few rows instead of a count of every
 * batch.
 */
export const payoutBatchCounts = pgTable(
  'payout_batch_counts',
  {
    list: text('list', { enum: PAYOUT_BATCH_LISTS }).primaryKey(),
    n: integer('n').notNull(),
  },
  (t) => [oneOf('payout_batch_counts_list_check', t.list, PAYOUT_BATCH_LISTS)],
);

/**
 * The ± changes to those counts that refreshing `payout_batches` appends (a batch gaining or
 * losing a list's head), folded into `payout_batch_counts` every minute with the invoices' totals.
 */
export const payoutBatchCountChanges = pgTable(
  'payout_batch_count_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    list: text('list', { enum: PAYOUT_BATCH_LISTS }).notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [oneOf('payout_batch_count_changes_list_check', t.list, PAYOUT_BATCH_LISTS)],
);
