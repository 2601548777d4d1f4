import type { Actor } from '@kazi/shared/auth/permissions';
import type { PayoutListQuery } from '@kazi/shared/invoices/payouts-list';
import { INVOICE_PAGE_SIZES, type PaymentPlatform } from '@kazi/shared/invoices/rules';
import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  asParameters,
  type Bind,
  builtPerShape,
  namedPerShape,
  placeholders,
  preparedPer,
  shapeOf,
  UNNAMED,
  writtenLimit,
} from '../../db/prepared.ts';
import {
  invoices,
  type PAYOUT_BATCH_LISTS,
  payoutBatchCounts,
  payoutBatches,
} from '../../db/schema/index.ts';
import { listFilters } from './list-filters.repository.ts';
import {
  findLineProjects,
  findLines,
  lineFields,
  type PayoutLineRow,
  type PayoutProjectRow,
} from './payout-lines.repository.ts';
import { listsEveryProject, MATCHES_NEWEST_FIRST, NEWEST_FIRST } from './repository.ts';
import { seesOwnPayoutsOnly, visibleTypes } from './scope.repository.ts';

const earlier = alias(invoices, 'earlier');

type PayoutBatchList = (typeof PAYOUT_BATCH_LISTS)[number];

/** The payouts list's WHERE for this actor on the invoices table or an alias; null when they see no payouts. */
function payoutFilters(
  actor: Actor,
  query: PayoutListQuery,
  today: string,
  t = invoices,
  bind: Bind = asParameters,
): SQL | null {
  const types = visibleTypes(actor).includes('purchase') ? (['purchase'] as const) : [];
  return listFilters(actor, query, types, today, t, bind);
}

/**
 * The row (batch) a payout heads: it has no `batch_ref`, or no earlier payout of its batch (by
 * id) passes the same filters. Each batch the filters reach has exactly one head, so paging over
 * heads pages over rows, in the created-at index's order, each head checked by the batch index
 * (the count counts the same rows another way: the payouts without a batch plus the batches).
 */
function heads(actor: Actor, query: PayoutListQuery, today: string, where: SQL, bind: Bind): SQL {
  const earlierWhere = payoutFilters(actor, query, today, earlier as unknown as typeof invoices, bind) as SQL;
  return and(
    where,
    or(
      isNull(invoices.batchRef),
      sql`not exists (select 1 from ${invoices} as ${sql.identifier('earlier')} where ${earlier.batchRef} = ${invoices.batchRef}
        and ${earlier.id} < ${invoices.id} and ${earlierWhere})`,
    ),
  ) as SQL;
}

/** The heads of `payout_batches` a list of every project reads: its filters are the table's keys alone. */
function batchListOf(actor: Actor, query: PayoutListQuery): PayoutBatchList | null {
  const keyOnly =
    listsEveryProject(actor, query) && query.overdue === undefined && query.exclude_status === undefined;
  if (!keyOnly) return null;
  if (query.archived) return query.paid === undefined ? 'archived' : null;
  if (query.paid === undefined) return 'unarchived';
  return query.paid ? 'paid' : 'unpaid';
}

const HEAD_COLUMNS = {
  unarchived: { id: payoutBatches.unarchivedId, at: payoutBatches.unarchivedAt },
  unpaid: { id: payoutBatches.unpaidId, at: payoutBatches.unpaidAt },
  paid: { id: payoutBatches.paidId, at: payoutBatches.paidAt },
  archived: { id: payoutBatches.archivedId, at: payoutBatches.archivedAt },
} as const;

/** A page of heads ({id, batchRef}) and the number of rows. */
type HeadPage = Promise<[{ id: number; batchRef: string | null }[], number]>;

const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');

/** A list's heads newest first, from its partial index: one named statement per list. */
function batchHeadsOf(list: PayoutBatchList) {
  const heads = HEAD_COLUMNS[list];
  return preparedPer((db) =>
    db
      .select({ id: sql<number>`${heads.id}`, key: payoutBatches.key })
      .from(payoutBatches)
      .where(isNotNull(heads.id))
      .orderBy(desc(heads.at), desc(heads.id))
      .limit(LIMIT)
      .offset(OFFSET)
      .prepare(`kazi_payout_batch_heads_${list}`),
  );
}
const batchHeadsStatement = {
  unarchived: batchHeadsOf('unarchived'),
  unpaid: batchHeadsOf('unpaid'),
  paid: batchHeadsOf('paid'),
  archived: batchHeadsOf('archived'),
};

/**
 * A list of every project's rows: its folded count plus the changes not folded yet (migration
 * 0040), in one statement, so a fold running meanwhile is counted wholly or not at all. Every list
 * has its row in `payout_batch_counts` (the migration makes the four; nothing deletes them).
 */
const batchCountStatement = preparedPer((db) =>
  db
    .select({
      n: sql<number>`(${payoutBatchCounts.n} + coalesce((select sum(c.delta)
        from payout_batch_count_changes c where c.list = ${sql.placeholder('list')}), 0))::int`,
    })
    .from(payoutBatchCounts)
    .where(eq(payoutBatchCounts.list, sql.placeholder('list')))
    .prepare('kazi_payout_batch_count'),
);

/**
 * Over every project, by the table's keys alone: the heads from `payout_batches` (one row per
 * batch, migration 0035), as the members' query would find them, and their folded count.
 */
function batchHeadPage(db: Db, list: PayoutBatchList, window: { limit: number; offset: number }): HeadPage {
  return Promise.all([
    batchHeadsStatement[list](db)
      .execute(window)
      .then((rows) => rows.map(({ id, key }) => ({ id, batchRef: key.startsWith('id:') ? null : key }))),
    batchCountStatement(db)
      .execute({ list })
      .then(([total]) => total?.n ?? 0),
  ]);
}

/** The heads in an order, built once per shape of the filters. */
const headsIn = (order: SQL[]) =>
  builtPerShape((db, where) =>
    db
      .select({ id: invoices.id, batchRef: invoices.batchRef })
      .from(invoices)
      .where(where)
      .orderBy(...order)
      .limit(LIMIT)
      .offset(OFFSET)
      .prepare(UNNAMED),
  );
const newestHeads = headsIn(NEWEST_FIRST);
const matchingHeads = headsIn(MATCHES_NEWEST_FIRST);

/**
 * A person's own payouts as lines, in an order, built once per shape of the filters: named (planned
 * once per connection) where `name` is given, with `limit` a page size written in, else the window
 * as parameters.
 */
const ownLinesIn = (order: SQL[], name: string | null, limit: number | null = null) => {
  const build = (db: Db, where: SQL, statement: string) => {
    const lines = db
      .select(lineFields)
      .from(invoices)
      .where(where)
      .orderBy(...order);
    const paged = limit ? lines.limit(writtenLimit(limit)) : lines.limit(LIMIT).offset(OFFSET);
    return paged.prepare(statement);
  };
  return name ? namedPerShape(name, build) : builtPerShape((db, where) => build(db, where, UNNAMED));
};
/**
 * Walked on the recipient index whatever the values, so named. The first page at each footer size
 * has its LIMIT written in: a plan for any LIMIT is costed for a tenth of their payouts, and
 * PostgreSQL rightly keeps planning each run (0.3 ms a request) instead (repository.ts pagedByWindow).
 */
const ownNewestLines = ownLinesIn(NEWEST_FIRST, 'kazi_payout_own_lines');
const ownFirstLines = new Map(
  INVOICE_PAGE_SIZES.map((size) => [
    size as number,
    ownLinesIn(NEWEST_FIRST, `kazi_payout_own_first_${size}`, size),
  ]),
);
const ownMatchingLines = ownLinesIn(MATCHES_NEWEST_FIRST, null);

/**
 * The rows counted another way: the payouts without a batch plus the batches (without a probe
 * per payout: measured 4× faster at 1,000,000); for someone who sees only their own payouts, the
 * payouts, since a batch pays each recipient once (`invoices_batch_recipient_key`), counted on
 * the recipient index alone whatever the values (named).
 */
const rowCount = builtPerShape((db, where) =>
  db
    .select({
      n: sql<number>`(count(*) filter (where ${invoices.batchRef} is null) + count(distinct ${invoices.batchRef}))::int`,
    })
    .from(invoices)
    .where(where)
    .prepare(UNNAMED),
);
const ownRowCount = namedPerShape('kazi_payout_own_count', (db, where, name) =>
  db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where).prepare(name),
);

/**
 * Any other list: the payouts that pass the filters and have no earlier member of their batch
 * among them, and the rows counted.
 */
function memberHeadPage(
  db: Db,
  actor: Actor,
  query: PayoutListQuery,
  filters: { where: SQL; bind: Bind; values: Record<string, unknown> },
  today: string,
  window: { limit: number; offset: number },
): HeadPage {
  const page = shapeOf(heads(actor, query, today, filters.where, filters.bind));
  return Promise.all([
    (query.search ? matchingHeads : newestHeads)(db, page).execute({ ...filters.values, ...window }),
    rowCount(db, shapeOf(filters.where))
      .execute(filters.values)
      .then(([total]) => total?.n ?? 0),
  ]);
}

/**
 * Someone who sees only their own payouts has at most one in each batch
 * (`invoices_batch_recipient_key`): each of their payouts is a row of its own, so the page is
 * their payouts as lines (one statement, the count beside it), with no heads to find first.
 */
async function ownPage(
  db: Db,
  query: PayoutListQuery,
  filters: { where: SQL; values: Record<string, unknown> },
  window: { limit: number; offset: number },
): Promise<[PayoutLineRow[][], number]> {
  const where = shapeOf(filters.where);
  const first = window.offset === 0 ? ownFirstLines.get(window.limit) : undefined;
  const lines = query.search ? ownMatchingLines : (first ?? ownNewestLines);
  const [rows, [total]] = await Promise.all([
    lines(db, where).execute({ ...filters.values, ...window }),
    ownRowCount(db, where).execute(filters.values),
  ]);
  return [(rows as PayoutLineRow[]).map((line) => [line]), total?.n ?? 0];
}

/**
 * One page of the payouts list (ADR 033): its rows newest first, each the payouts of one batch
 * (or one payout without one) that pass the filters, by id, the rows' projects, and the number of
 * rows. Four statements whatever the page size, each built once per shape of the filters: the
 * page's heads and the count, then their members, then the members' projects; three for someone
 * who sees only their own payouts (ownPage: their payouts are the rows).
 */
export async function findPayoutPage(
  db: Db,
  actor: Actor,
  query: PayoutListQuery,
  today: string,
  window: { limit: number; offset: number },
): Promise<{ groups: PayoutLineRow[][]; projects: Map<number, PayoutProjectRow>; count: number }> {
  const { bind, values } = placeholders();
  const where = payoutFilters(actor, query, today, invoices, bind);
  if (!where) return { groups: [], projects: new Map(), count: 0 };
  const [groups, count] = seesOwnPayoutsOnly(actor)
    ? await ownPage(db, query, { where, values }, window)
    : await memberGroups(db, actor, query, { where, bind, values }, today, window);
  const projectIds = new Set(groups.flatMap((group) => group.map((line) => line.invoice.projectId)));
  return { groups, projects: await findLineProjects(db, [...projectIds]), count };
}

/** The page's rows of a list of batches: its heads (and count), then their members as lines. */
async function memberGroups(
  db: Db,
  actor: Actor,
  query: PayoutListQuery,
  filters: { where: SQL; bind: Bind; values: Record<string, unknown> },
  today: string,
  window: { limit: number; offset: number },
): Promise<[PayoutLineRow[][], number]> {
  const list = batchListOf(actor, query);
  const [page, count] = await (list
    ? batchHeadPage(db, list, window)
    : memberHeadPage(db, actor, query, filters, today, window));
  if (!page.length) return [[], count];
  const members = await findLines(db, filters.where, filters.values, {
    batchRefs: page.flatMap((head) => (head.batchRef === null ? [] : [head.batchRef])),
    single: page.filter((head) => head.batchRef === null).map((head) => head.id),
  });
  const byKey = new Map<string, PayoutLineRow[]>();
  for (const member of members) {
    const key = member.invoice.batchRef ?? `id:${member.invoice.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), member]);
  }
  const groups = page.map((head) => byKey.get(head.batchRef ?? `id:${head.id}`) ?? []);
  return [groups.filter((group) => group.length > 0), count];
}

/** The payouts' totals per platform (spec 001 §3 Platform summary) over the list's filters: one statement. */
export async function sumByPlatform(
  db: Db,
  actor: Actor,
  query: PayoutListQuery,
  today: string,
): Promise<{ platform: PaymentPlatform | null; total: string }[]> {
  const where = payoutFilters(actor, query, today);
  if (!where) return [];
  return db
    .select({
      platform: invoices.paymentPlatform,
      total: sql<string>`sum(${invoices.totalMinor})::text`,
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.paymentPlatform)
    .orderBy(sql`${invoices.paymentPlatform} nulls last`);
}
