import type { Actor } from '@kazi/shared/auth/permissions';
import type { PaymentPlatform, RecipientProvider } from '@kazi/shared/invoices/rules';
import type { PayoutListQuery } from '@kazi/shared/invoices/schemas';
import { and, desc, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import {
  invoices,
  type PAYOUT_BATCH_LISTS,
  payoutBatchCountChanges,
  payoutBatchCounts,
  payoutBatches,
  projects,
} from '../../db/schema/index.ts';
import type { PersonRow } from '../project-core/index.ts';
import { companyOf, type LoadedInvoice, person, recipientProviderOf } from './loaded.repository.ts';
import { listFilters, listsEveryProject, MATCHES_NEWEST_FIRST, NEWEST_FIRST } from './repository.ts';
import { seesOwnPayoutsOnly, visibleTypes } from './scope.repository.ts';

const earlier = alias(invoices, 'earlier');

type PayoutBatchList = (typeof PAYOUT_BATCH_LISTS)[number];

/**
 * A payout as a line of the list shows it (payoutLineSchema): its own columns, its recipient and
 * their payment provider; nothing of the records around an invoice that payouts never have.
 */

const lineFields = {
  invoice: {
    id: invoices.id,
    type: invoices.type,
    projectId: invoices.projectId,
    title: invoices.title,
    number: invoices.number,
    createdAt: invoices.createdAt,
    dueAt: invoices.dueAt,
    totalMinor: invoices.totalMinor,
    currency: invoices.currency,
    status: invoices.status,
    paid: invoices.paid,
    finalized: invoices.finalized,
    archived: invoices.archived,
    lastSentAt: invoices.lastSentAt,
    paymentPlatform: invoices.paymentPlatform,
    batchRef: invoices.batchRef,
  },
  user: person(sql`${invoices.userId}`),
  recipientProvider: recipientProviderOf,
};

export interface PayoutLineRow {
  invoice: Pick<LoadedInvoice['invoice'], keyof (typeof lineFields)['invoice']>;
  user: PersonRow | null;
  recipientProvider: RecipientProvider | null;
}

/** A page's project as its lines show it: title, archived, and the client it bills. */
export type PayoutProjectRow = { id: number; title: string; archived: boolean } & Pick<
  LoadedInvoice,
  'owner' | 'companyName'
>;

/** The payouts list's WHERE for this actor on the invoices table or an alias; null when they see no payouts. */
function payoutFilters(actor: Actor, query: PayoutListQuery, today: string, t = invoices): SQL | null {
  const types = visibleTypes(actor).includes('purchase') ? (['purchase'] as const) : [];
  return listFilters(actor, query, types, today, t);
}

/**
 * The row (batch) a payout heads: it has no `batch_ref`, or no earlier payout of its batch (by
 * id) passes the same filters. Each batch the filters reach has exactly one head, so paging over
 * heads pages over rows, in the created-at index's order, each head checked by the batch index
 * (the count counts the same rows another way: the payouts without a batch plus the batches).
 */
function heads(actor: Actor, query: PayoutListQuery, today: string, where: SQL): SQL {
  const earlierWhere = payoutFilters(actor, query, today, earlier as unknown as typeof invoices) as SQL;
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
function batchHeadsOf(actor: Actor, query: PayoutListQuery) {
  const keyOnly =
    listsEveryProject(actor, query) && query.overdue === undefined && query.exclude_status === undefined;
  if (!keyOnly) return null;
  const t = payoutBatches;
  if (query.archived)
    return query.paid === undefined
      ? ({ list: 'archived', id: t.archivedId, at: t.archivedAt } as const)
      : null;
  if (query.paid === undefined)
    return { list: 'unarchived', id: t.unarchivedId, at: t.unarchivedAt } as const;
  return query.paid
    ? ({ list: 'paid', id: t.paidId, at: t.paidAt } as const)
    : ({ list: 'unpaid', id: t.unpaidId, at: t.unpaidAt } as const);
}

/** A page of heads ({id, batchRef}) and the number of rows. */
type HeadPage = Promise<[{ id: number; batchRef: string | null }[], number]>;

/**
 * A list of every project's rows: its folded count plus the changes not folded yet (migration
 * 0040), in one expression, so a fold running meanwhile is counted wholly or not at all.
 */
const countOfList = (list: PayoutBatchList) =>
  sql`(coalesce((select sum(${payoutBatchCounts.n}) from ${payoutBatchCounts} where ${payoutBatchCounts.list} = ${list}), 0)
    + coalesce((select sum(${payoutBatchCountChanges.delta}) from ${payoutBatchCountChanges} where ${payoutBatchCountChanges.list} = ${list}), 0))::int`;

/**
 * Over every project, by the table's keys alone: the heads from `payout_batches` (one row per
 * batch, migration 0035), as the members' query would find them, and their folded count.
 */
function batchHeadPage(
  db: Db,
  heads: NonNullable<ReturnType<typeof batchHeadsOf>>,
  window: { limit: number; offset: number },
): HeadPage {
  return Promise.all([
    db
      .select({ id: sql<number>`${heads.id}`, key: payoutBatches.key })
      .from(payoutBatches)
      .where(isNotNull(heads.id))
      .orderBy(desc(heads.at), desc(heads.id))
      .limit(window.limit)
      .offset(window.offset)
      .then((rows) => rows.map(({ id, key }) => ({ id, batchRef: key.startsWith('id:') ? null : key }))),
    queryRows<{ n: number }>(db, sql`select ${countOfList(heads.list)} as n`).then(
      ([total]) => total?.n ?? 0,
    ),
  ]);
}

/**
 * Any other list: the payouts that pass the filters and have no earlier member of their batch
 * among them, and the rows counted another way: the payouts without a batch plus the batches
 * (without a probe per payout: measured 4× faster at 1,000,000); for someone who sees only their
 * own payouts, the payouts, since a batch pays each recipient once (`invoices_batch_recipient_key`).
 */
function memberHeadPage(
  db: Db,
  actor: Actor,
  query: PayoutListQuery,
  today: string,
  where: SQL,
  window: { limit: number; offset: number },
): HeadPage {
  return Promise.all([
    db
      .select({ id: invoices.id, batchRef: invoices.batchRef })
      .from(invoices)
      .where(heads(actor, query, today, where))
      .orderBy(...(query.search ? MATCHES_NEWEST_FIRST : NEWEST_FIRST))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({
        n: seesOwnPayoutsOnly(actor)
          ? sql<number>`count(*)::int`
          : sql<number>`(count(*) filter (where ${invoices.batchRef} is null) + count(distinct ${invoices.batchRef}))::int`,
      })
      .from(invoices)
      .where(where)
      .then(([total]) => total?.n ?? 0),
  ]);
}

/**
 * One page of the payouts list (ADR 033): its rows newest first, each the payouts of one batch
 * (or one payout without one) that pass the filters, by id, the rows' projects, and the number of
 * rows. Four statements whatever the page size: the page's heads and the count, then their
 * members, then the members' projects.
 */
export async function findPayoutPage(
  db: Db,
  actor: Actor,
  query: PayoutListQuery,
  today: string,
  window: { limit: number; offset: number },
): Promise<{ groups: PayoutLineRow[][]; projects: Map<number, PayoutProjectRow>; count: number }> {
  const where = payoutFilters(actor, query, today);
  if (!where) return { groups: [], projects: new Map(), count: 0 };
  const batchHeads = batchHeadsOf(actor, query);
  const [page, count] = await (batchHeads
    ? batchHeadPage(db, batchHeads, window)
    : memberHeadPage(db, actor, query, today, where, window));
  if (!page.length) return { groups: [], projects: new Map(), count };
  const batchRefs = page.flatMap((head) => (head.batchRef === null ? [] : [head.batchRef]));
  const single = page.filter((head) => head.batchRef === null).map((head) => head.id);
  const members = (await db
    .select(lineFields)
    .from(invoices)
    .where(
      and(
        where,
        or(
          batchRefs.length ? inArray(invoices.batchRef, batchRefs) : undefined,
          single.length ? and(isNull(invoices.batchRef), inArray(invoices.id, single)) : undefined,
        ),
      ),
    )
    .orderBy(invoices.id)) as PayoutLineRow[];
  const byKey = new Map<string, PayoutLineRow[]>();
  for (const member of members) {
    const key = member.invoice.batchRef ?? `id:${member.invoice.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), member]);
  }
  const groups = page.map((head) => byKey.get(head.batchRef ?? `id:${head.id}`) ?? []);
  return {
    groups: groups.filter((group) => group.length > 0),
    projects: await projectsOf(db, [...new Set(members.map((member) => member.invoice.projectId))]),
    count,
  };
}

/** The page's projects by id: one statement. */
async function projectsOf(db: Db, ids: number[]): Promise<Map<number, PayoutProjectRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      archived: projects.archived,
      // Wrapped: a statement on one table names its columns bare, and a bare owner_id in the
      // subqueries would be the companies' or users' own.
      owner: person(sql`${projects.ownerId}`),
      companyName: companyOf(sql`${projects.ownerId}`),
    })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row as PayoutProjectRow]));
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
