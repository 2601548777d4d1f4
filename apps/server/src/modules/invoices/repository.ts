import { type Actor, can } from '@kazi/shared/auth/permissions';
import { INCOMING_INVOICE_TYPES, INVOICE_PAGE_SIZES, type InvoiceType } from '@kazi/shared/invoices/rules';
import type { InvoiceListQuery } from '@kazi/shared/invoices/schemas';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { carriedTotal, pageMatches } from '../../db/carried-total.ts';
import type { Db } from '../../db/client.ts';
import { builtPerShape, namedPerShape, type Shape, UNNAMED, writtenLimit } from '../../db/prepared.ts';
import { invoices, projects } from '../../db/schema/index.ts';
import { listShape, listValues } from './list-filters.repository.ts';
import { type LoadedInvoice, loaded, loadedFields } from './loaded.repository.ts';
import { projectsOf, seesTheirProjects, visibleTypes } from './scope.repository.ts';
import {
  countFromTotals,
  countOverdueFromTotals,
  countTheirProjectsFromTotals,
} from './totals.repository.ts';

/** The types a list asks for (the incoming ones by default) that the actor may see. */
function typesOf(actor: Actor, query: InvoiceListQuery): InvoiceType[] {
  const asked = query.types ?? (query.type ? [query.type] : INCOMING_INVOICE_TYPES);
  return asked.filter((type) => visibleTypes(actor).includes(type));
}

/**
 * A list of every project (staff who open them all) that names no project, searches nothing and
 * asks no platform nor issued: its other filters are keys that rows kept per key can answer (ADR
 * 032 for the invoices' folded counts, ADR 033 for the payouts' batches).
 */
export const listsEveryProject = (
  actor: Actor,
  query: Pick<InvoiceListQuery, 'project' | 'search' | 'payment_method' | 'issued'>,
) =>
  can(actor, 'projects.view_all') &&
  query.project === undefined &&
  !query.search &&
  query.payment_method === undefined &&
  query.issued === undefined;

/** Whether the list's total is the folded counts' (their key: type, status, paid, archived)… */
const countsByKey = (actor: Actor, query: InvoiceListQuery) =>
  listsEveryProject(actor, query) && query.overdue === undefined;

/** …or the overdue ones of every project, from the due days' counts. */
const countsByDueDay = (actor: Actor, query: InvoiceListQuery) =>
  listsEveryProject(actor, query) &&
  query.overdue === true &&
  !query.archived &&
  query.paid !== true &&
  query.exclude_status === undefined;

/** A scoped person's list that names no project and searches nothing: it walks their projects. */
const walksTheirProjects = (actor: Actor, query: InvoiceListQuery) =>
  seesTheirProjects(actor) && query.project === undefined && !query.search;

/** …or, for such a list filtered by nothing their projects' folded counts lack, from those. */
const countsByTheirProjects = (actor: Actor, query: InvoiceListQuery) =>
  walksTheirProjects(actor, query) &&
  query.payment_method === undefined &&
  query.overdue === undefined &&
  query.issued === undefined;

/** The list's total: folded where a list of every project, or of a person's projects, allows it, else counted. */
function countPage(
  db: Db,
  actor: Actor,
  query: InvoiceListQuery,
  types: InvoiceType[],
  filtered: { where: Shape; values: Record<string, unknown> },
  today: string,
): Promise<number> {
  const key = {
    types,
    archived: query.archived ?? false,
    paid: query.paid,
    excludeStatus: query.exclude_status,
  };
  if (countsByKey(actor, query)) return countFromTotals(db, key);
  if (countsByDueDay(actor, query)) return countOverdueFromTotals(db, types, today);
  if (countsByTheirProjects(actor, query)) return countTheirProjectsFromTotals(db, actor, key);
  return countOf(db, filtered.where, filtered.values);
}

/**
 * Newest first, in the order of the created-at indexes (`DESC`, nulls first, migration 0027). A
 * search sorts its matches instead, on purpose (nulls last: an order no index holds): the planner
 * cannot tell how rare a term is, and walking the index for one that matches nothing reads the
 * whole table, where the trigram indexes find the few matches at once (measured at 1,000,000
 * invoices: 3.5 s against 25 ms).
 */
export const NEWEST_FIRST = [desc(invoices.createdAt), desc(invoices.id)];
export const MATCHES_NEWEST_FIRST = [
  sql`${invoices.createdAt} desc nulls last`,
  sql`${invoices.id} desc nulls last`,
];

const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');

type Window = { limit: number; offset: number };

/**
 * A list's page statement per shape, by its window. The first page at each of the footer's sizes
 * has its LIMIT written in and is named (`${name}_${size}_…`), so PostgreSQL plans it once per
 * connection (after five runs, when the plan for any values costs what each run's own plan does):
 * planning finance's page took longer than running it (1.9 against 1.3 ms at 1,000,000 invoices).
 * A LIMIT as a parameter is planned for a tenth of the rows, a plan PostgreSQL rightly never keeps,
 * so later pages, rarer, are unnamed with the window as placeholders (`size` null).
 */
function pagedByWindow<Q extends object>(
  name: string,
  build: (db: Db, where: SQL, statement: string, size: number | null) => Q,
): (db: Db, where: Shape, window: Window) => Q {
  const firstPages = new Map(
    INVOICE_PAGE_SIZES.map((size) => {
      const page = namedPerShape(`${name}_${size}`, (db, where, statement) =>
        build(db, where, statement, size),
      );
      return [size as number, page] as const;
    }),
  );
  const laterPages = builtPerShape((db, where) => build(db, where, UNNAMED, null));
  return (db, where, window) =>
    (window.offset === 0 ? firstPages.get(window.limit) : undefined)?.(db, where) ?? laterPages(db, where);
}

/** A page of the list, newest first. */
const pageStatement = pagedByWindow('kazi_invoices_first', (db, where, statement, size) => {
  const page = loaded(db)
    .where(where)
    .orderBy(...NEWEST_FIRST);
  return (size === null ? page.limit(LIMIT).offset(OFFSET) : page.limit(writtenLimit(size))).prepare(
    statement,
  );
});

/**
 * A page of a search: its ids first, read from the indexes alone (a scoped person's invoices from
 * the project index, which holds every column the filters read), with how many match in all, then
 * those invoices loaded. Loading the page straight away read every match's row before sorting them
 * (a client's common term at 1,000,000 invoices: 25–38 ms against 8 ms); counting the matches in a
 * statement of its own read them all again (a client's 10,000 invoices: 10 ms more).
 */
const searchStatement = (db: Db, where: SQL, name: string) => {
  const matches = db
    .select({ id: invoices.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(invoices)
    .where(where)
    .orderBy(...MATCHES_NEWEST_FIRST)
    .limit(LIMIT)
    .offset(OFFSET)
    .as('matches');
  return db
    .select({ ...loadedFields, total: matches.total })
    .from(matches)
    .innerJoin(invoices, eq(invoices.id, matches.id))
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .orderBy(...MATCHES_NEWEST_FIRST)
    .prepare(name);
};
const searchPage = builtPerShape((db, where) => searchStatement(db, where, UNNAMED));

/**
 * A scoped person's search (the projects they hold a place on): its path is their projects' index
 * whatever the term, since the trigram indexes never serve it, so it is named per shape and planned
 * once per connection. Planning it took 20 ms a request, five times what running it takes, and
 * held a client's searches to 120 a second at 1,000,000 invoices.
 */
const theirSearchPage = namedPerShape('kazi_invoices_their_search', searchStatement);

/**
 * A page of a list over the projects a person holds a place on: each project's newest matches,
 * walked on the project index up to the window's end (each project once, whatever their places on
 * it), then the newest of those. Sorting every match of their projects read all of them (a client
 * of 28 projects and 9,500 invoices: 3.4 ms against 0.7 at 1,000,000 invoices). Its filters leave
 * out the scope's condition on their projects (`'walked'`): each project's scan would match its
 * rows against every project of theirs again (a client of 1,800 projects: 0.6 s a page).
 * `size`: a first page's size, written in (pagedByWindow), else the window's placeholders.
 */
function theirProjectsWalk(db: Db, where: SQL, name: string, size: number | null) {
  const reach = size === null ? sql`${LIMIT}::int + ${OFFSET}::int` : sql.raw(String(size));
  const window = size === null ? sql`limit ${LIMIT} offset ${OFFSET}` : sql`limit ${sql.raw(String(size))}`;
  const ids = sql`(select m.id from (select distinct unnest(${projectsOf(sql.placeholder('actor'))}) as id) as p
    cross join lateral (select ${invoices.id} as id, ${invoices.createdAt} as created_at from ${invoices}
      where ${where} and ${invoices.projectId} = p.id
      order by ${invoices.createdAt} desc, ${invoices.id} desc limit ${reach}) as m
    order by m.created_at desc, m.id desc ${window})`;
  return loaded(db)
    .where(sql`${invoices.id} in ${ids}`)
    .orderBy(...NEWEST_FIRST)
    .prepare(name);
}

/**
 * The walk's page (pagedByWindow): with the window as parameters it never kept a plan and was
 * planned on every request, 3.9 ms of PostgreSQL's 4.7 for a client's page at 1,000,000 invoices.
 */
const theirProjectsPage = pagedByWindow('kazi_invoices_their_first', theirProjectsWalk);

const counted = builtPerShape((db, where) =>
  db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where).prepare(UNNAMED),
);

/** The invoices a list's filters keep, counted. */
const countOf = (db: Db, where: Shape, values: Record<string, unknown>) =>
  counted(db, where)
    .execute(values)
    .then(([total]) => total?.n ?? 0);

/**
 * One page of the list, newest first, and its total: two statements whatever the page size (a
 * search: one, its page counting its matches; two when its page is empty past the end).
 */
export async function findInvoicePage(
  db: Db,
  actor: Actor,
  query: InvoiceListQuery,
  today: string,
  window: Window,
): Promise<{ rows: LoadedInvoice[]; count: number }> {
  const types = typesOf(actor, query);
  if (!types.length) return { rows: [], count: 0 };
  const values = listValues(actor, query, types, today);
  const where = listShape(actor, query, types);
  const paged = { ...values, limit: window.limit, offset: window.offset };
  if (query.search) {
    const search = seesTheirProjects(actor) ? theirSearchPage : searchPage;
    const { rows, total } = carriedTotal(await search(db, where).execute(paged));
    return { rows, count: await pageMatches(total, window.offset, () => countOf(db, where, values)) };
  }
  // The walk reads by filters that leave their projects to it.
  const page = walksTheirProjects(actor, query)
    ? theirProjectsPage(db, listShape(actor, query, types, 'walked'), window)
    : pageStatement(db, where, window);
  const [rows, count] = await Promise.all([
    page.execute(paged),
    countPage(db, actor, query, types, { where, values }, today),
  ]);
  return { rows: rows as LoadedInvoice[], count };
}
