import { type Actor, can } from '@kazi/shared/auth/permissions';
import type { InvoiceStatus, InvoiceType } from '@kazi/shared/invoices/rules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import { asParameters, type Bind, namedPerShape, type Shape, shapedOncePerKey } from '../../db/prepared.ts';
import {
  invoiceDueCounts,
  invoiceListCounts,
  invoiceProjectCounts,
  invoices,
  invoiceTotalChanges,
} from '../../db/schema/index.ts';
import { draftsHiddenFrom, permissionsKey, projectsOf, scopeOf, visibleTypes } from './scope.repository.ts';

/**
 * Lists and summaries at scale (ADR 032, migration 0025): the invoices trigger appends ±1 and ±
 * its total per key to `invoice_total_changes`; `fold_invoice_totals()` folds them every minute
 * into `invoice_list_counts` (per type, status, paid, archived), `invoice_day_totals` (per
 * invoice day too), `invoice_due_counts` (unpaid, unarchived ones per due day and type) and
 * `invoice_project_counts` (per project, type, status, paid, archived). A figure over every project is the folded rows plus the changes not folded
 * yet, read in one statement, so a fold running meanwhile is seen wholly or not at all.
 */

interface CountKey {
  types: readonly InvoiceType[];
  archived: boolean;
  paid?: boolean;
  excludeStatus?: InvoiceStatus;
}

/** The key's WHERE on a table with the key's columns (the folded counts or the changes). */
function keyOf(
  table: Record<'type' | 'status' | 'paid' | 'archived', AnyPgColumn>,
  key: CountKey,
  bind: Bind = asParameters,
): SQL | undefined {
  return and(
    sql`${table.type} = any(${bind('types', [...key.types])}::text[])`,
    eq(table.archived, bind('archived', key.archived)),
    key.paid === undefined ? undefined : eq(table.paid, bind('paid', key.paid)),
    key.excludeStatus ? sql`${table.status} <> ${bind('excludeStatus', key.excludeStatus)}` : undefined,
  );
}

/** A table of folded counts, or the changes not folded into it yet. */
type CountsOf<Folded> = Folded | typeof invoiceTotalChanges;

/**
 * A count kept in `folded` plus the changes not folded into it yet, `where` on either: one
 * expression, so a fold running meanwhile is counted wholly or not at all.
 */
function foldedCount<Folded extends typeof invoiceListCounts | typeof invoiceProjectCounts>(
  folded: Folded,
  where: (table: CountsOf<Folded>) => SQL | undefined,
): SQL {
  return sql`(coalesce((select sum(${folded.n}) from ${folded} where ${where(folded)}), 0)
    + coalesce((select sum(${invoiceTotalChanges.delta}) from ${invoiceTotalChanges} where ${where(invoiceTotalChanges)}), 0))::int`;
}

/** The values keyOf binds, by name. */
const keyValues = (key: CountKey) => ({
  types: [...key.types],
  archived: key.archived,
  paid: key.paid,
  excludeStatus: key.excludeStatus,
});

/** What keyOf is written from besides its values: which of the key's filters it has. */
const keyShape = (key: CountKey) => `${key.paid !== undefined}|${Boolean(key.excludeStatus)}`;

const everyProjectTotal = shapedOncePerKey((key: CountKey, bind) =>
  foldedCount(invoiceListCounts, (table) => keyOf(table, key, bind)),
);

/** How many live invoices of every project the key holds: a few folded rows and the unfolded changes. */
export function countFromTotals(db: Db, key: CountKey): Promise<number> {
  return runCount(everyProjectCount, db, everyProjectTotal(keyShape(key), key), keyValues(key));
}

/** A count as one named statement per shape: written and planned once, not on every list read. */
const countStatement = (name: string) =>
  namedPerShape(name, (db, total, statement) =>
    db
      .select({ n: sql<number>`${total}` })
      .from(sql`(values (1)) as one (x)`)
      .prepare(statement),
  );

/** The count `total` (its values placeholders, `values` theirs), by its statement per shape. */
async function runCount(
  statement: ReturnType<typeof countStatement>,
  db: Db,
  total: Shape,
  values: Record<string, unknown>,
): Promise<number> {
  const [row] = await statement(db, total).execute(values);
  return Number(row?.n ?? 0);
}

const everyProjectCount = countStatement('kazi_invoices_count');

/**
 * How many live invoices of the projects a scoped person holds places on the key holds, of those
 * they may see (no drafts for a client): their projects' folded rows and unfolded changes.
 */
export function countTheirProjectsFromTotals(db: Db, actor: Actor, key: CountKey): Promise<number> {
  return runCount(
    theirProjectsCount,
    db,
    theirProjectsTotal(`${keyShape(key)}|${permissionsKey(actor)}`, { actor, key }),
    { ...keyValues(key), actor: actor.id },
  );
}

const theirProjectsTotal = shapedOncePerKey(({ actor, key }: { actor: Actor; key: CountKey }, bind) =>
  foldedCount(invoiceProjectCounts, (table) =>
    and(
      sql`${table.projectId} = any(${projectsOf(bind('actor', actor.id))})`,
      keyOf(table, key, bind),
      draftsHiddenFrom(actor, table),
    ),
  ),
);

/** Its statement per shape (which filters the key has), named: its path is the same whatever the values. */
const theirProjectsCount = countStatement('kazi_invoices_their_count');

/**
 * How many live invoices of these types of every project are overdue (unpaid, unarchived, due
 * before `today`): the folded due days before today plus the unfolded changes, one statement.
 */
export async function countOverdueFromTotals(
  db: Db,
  types: readonly InvoiceType[],
  today: string,
): Promise<number> {
  return runCount(overdueCount, db, overdueTotal('', null), { types: [...types], today });
}

/** Its one shape: the types and today are its values. */
const overdueTotal = shapedOncePerKey((_: null, bind) => {
  const ofTypes = (column: AnyPgColumn) => sql`${column} = any(${bind('types', null)}::text[])`;
  const beforeToday = (column: AnyPgColumn) => sql`${column} < ${bind('today', null)}::date`;
  return sql`(coalesce((select sum(${invoiceDueCounts.n}) from ${invoiceDueCounts}
        where ${beforeToday(invoiceDueCounts.dueAt)} and ${ofTypes(invoiceDueCounts.type)}), 0)
      + coalesce((select sum(${invoiceTotalChanges.delta}) from ${invoiceTotalChanges}
        where ${beforeToday(invoiceTotalChanges.dueAt)} and not ${invoiceTotalChanges.paid}
          and not ${invoiceTotalChanges.archived} and ${ofTypes(invoiceTotalChanges.type)}), 0))::int`;
});

const overdueCount = countStatement('kazi_invoices_overdue_count');

/** A summary's sums in minor units as the database's decimal text (exact whatever their size). */
export interface SummaryRow {
  currency: 'EUR' | 'USD';
  expected: string;
  total: string;
  paid: string;
  credit_notes: string;
}

/**
 * The summary's sums per currency over rows of (currency, type, status, paid, total_minor)
 * (ADR 032 Summary): Expected, every invoice but credit notes; Total, those neither draft nor
 * rejected; Paid, of those the paid ones; Credit notes, those neither draft nor rejected.
 */
const summed = (rows: SQL) => {
  const counted = sql`status not in ('draft', 'rejected')`;
  const note = sql`type = 'credit_nota'`;
  const sum = (where: SQL) => sql`coalesce(sum(total_minor) filter (where ${where}), 0)::text`;
  return sql`select currency, ${sum(sql`not ${note}`)} as expected, ${sum(sql`not ${note} and ${counted}`)} as total,
      ${sum(sql`not ${note} and ${counted} and paid`)} as paid, ${sum(sql`${note} and ${counted}`)} as credit_notes
    from (${rows}) as summed group by currency`;
};

export interface SummaryFilter {
  types: readonly InvoiceType[];
  from?: string;
  to?: string;
  projectId?: number;
}

const dayRange = (column: SQL, filter: SummaryFilter) =>
  and(
    filter.from ? sql`${column} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${column} <= ${filter.to}::date` : undefined,
  );

/**
 * The summary's sums per currency over the invoices the actor sees of these types, not archived,
 * with an invoice date in the range (whole days, both included), on one project or all: one
 * aggregate statement. Over every project (staff, no `project`) it sums the folded day totals and
 * the unfolded changes; otherwise the invoices themselves.
 */
export async function sumInvoices(db: Db, actor: Actor, filter: SummaryFilter): Promise<SummaryRow[]> {
  const types = filter.types.filter((type) => visibleTypes(actor).includes(type));
  if (!types.length) return [];
  const ofTypes = sql`type = any(${sql.param([...types])}::text[])`;
  if (can(actor, 'projects.view_all') && filter.projectId === undefined) {
    const where = (table: string) =>
      and(sql`not archived`, ofTypes, dayRange(sql.raw(`${table}.issued_at`), filter));
    return queryRows<SummaryRow>(
      db,
      summed(sql`select currency, type, status, paid, total_minor from invoice_day_totals where ${where('invoice_day_totals')}
        union all select currency, type, status, paid, total_minor from invoice_total_changes where ${where('invoice_total_changes')}`),
    );
  }
  return queryRows<SummaryRow>(
    db,
    summed(sql`select ${invoices.currency} as currency, ${invoices.type} as type, ${invoices.status} as status,
        ${invoices.paid} as paid, ${invoices.totalMinor} as total_minor
      from ${invoices}
      where ${and(
        scopeOf(actor, types),
        eq(invoices.archived, false),
        dayRange(sql`${invoices.issuedAt}`, filter),
        filter.projectId === undefined ? undefined : eq(invoices.projectId, filter.projectId),
      )}`),
  );
}

/**
 * Folds the changes the invoices trigger appended into the totals, and the payouts list's row
 * count changes into its counts (migration 0040); the keys folded.
 */
export async function foldInvoiceTotals(db: Db): Promise<number> {
  const [row] = await queryRows<{ keys: number }>(
    db,
    sql`select fold_invoice_totals() + fold_payout_batch_counts() as keys`,
  );
  return Number(row?.keys ?? 0);
}
