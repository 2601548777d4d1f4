// @ts-check
// Invoices at 1,000,000 (PostgreSQL): the payments list with its filters and search, and the
// summary header over a year, as finance sees them (payadmin@demo.test: every project) and as a
// client sees them (client@demo.test: the projects they own, 20 of the bench's 2,000).
// Floor: the statements of invoices/service.ts and summary.ts as Drizzle emits them (captured with
// the query logger): the session lookup, the project for its caller when the list names one, the
// page with its joins and commitment balance (a first page named, its LIMIT written in, as the app
// names it) and the count (in parallel, as the app runs them; a list
// of every project reads the folded counts, by key or by due day), or
// the summary's one aggregate; the rows shaped as the presenter answers them. A search reads its
// page's ids first (repository.ts searchPage).

import {
  FROM_INVOICES_AND_PROJECTS,
  LOADED,
  LOADED_COLUMNS,
  money,
  params,
  present,
  seesExpected,
  TODAY,
  viewsAll,
} from '../lib/invoice-rows.mjs';
import { envelope, pageOf } from '../lib/page.mjs';
import { PROJECT } from '../lib/project-core.mjs';
import { shapeName } from '../lib/shape-name.mjs';
import { invoicesTarget, RARE_TERM, seedInvoices } from '../seed-invoices.mjs';
import { lookupSession } from './auth.mjs';

/** @typedef {import('../lib/types.d.ts').Sql} Sql */

const FINANCE = { email: 'payadmin@demo.test', password: 'demo-password' };
const CLIENT = { email: 'client@demo.test', password: 'demo-password' };
const INCOMING = '{sale,credit_nota,commitment,final}';
/**
 * repository.ts NEWEST_FIRST, in the created-at indexes' order, and MATCHES_NEWEST_FIRST, a
 * search's order (nulls last: no index holds it, so the planner sorts the trigram matches).
 */
const NEWEST_FIRST = '"invoices"."created_at" desc, "invoices"."id" desc';
const MATCHES_NEWEST_FIRST = '"invoices"."created_at" desc nulls last, "invoices"."id" desc nulls last';

/**
 * invoices/repository.ts scopeOf: never deleted, the incoming types (also in words, so the planner
 * can use the indexes of incoming invoices), and for whoever does not open
 * every project, the projects they hold a place on (project-core memberProjectIds), unless the
 * statement walks those itself (`walked`).
 * @param {(value: unknown) => string} param
 * @param {Record<string, unknown>} live
 * @param {boolean} [walked]
 */
function scope(param, live, walked = false) {
  const parts = [
    `"invoices"."deleted_at" is null and "invoices"."type" = any(${param(INCOMING)}::text[]) and "invoices"."type" <> 'purchase'`,
  ];
  if (!viewsAll(live)) {
    parts.push(`("invoices"."status" <> 'draft' or "invoices"."type" = 'purchase')`);
    if (!walked) parts.push(`"invoices"."project_id" = any(${theirProjects(param, live)})`);
  }
  return `(${parts.join(' and ')})`;
}

/**
 * project-core memberProjectIds: the projects a person holds a place on.
 * @param {(value: unknown) => string} param @param {Record<string, unknown>} live
 */
const theirProjects = (param, live) => `array(
    select id from projects where owner_id = ${param(live.id)}
    union all select id from projects where cm_id = ${param(live.id)}
    union all select id from projects where cso_id = ${param(live.id)}
    union all select id from projects where created_by_id = ${param(live.id)}
    union all select project_id from participations where user_id = ${param(live.id)} and status = 'accepted')`;

/**
 * invoices/repository.ts findInvoicePage's page: a search sorts its matches, counting them, and
 * loads the page's ids; a scoped person's list walks each of their projects up to the window's end
 * (a first page named per size and shape, as the app's pagedByWindow), by filters that leave
 * their projects to the walk; any
 * other reads the list in index order. `values` holds the filters' values then the limit and the
 * offset; the walk's projects' parameters are appended to its own.
 * @param {Sql} sql @param {Record<string, string | undefined>} query
 * @param {Record<string, unknown>} live @param {string} where @param {unknown[]} values
 * @param {string} today
 */
function pagedBy(sql, query, live, where, values, today) {
  if (query.search) {
    const text = `${LOADED_COLUMNS}, "total" from (select "id", count(*) over () as "total" from "invoices" where ${where}
      order by ${MATCHES_NEWEST_FIRST}${pagingOf(values)}) "matches"
      inner join "invoices" on "invoices"."id" = "matches"."id" ${FROM_INVOICES_AND_PROJECTS}
      order by ${MATCHES_NEWEST_FIRST}`;
    // repository.ts theirSearchPage: a scoped person's search is named, planned once per connection.
    return viewsAll(live)
      ? sql.query(text, values)
      : sql.query(text, values, `kazi_invoices_their_search_${shapeName(text)}`);
  }
  if (viewsAll(live) || query.project) {
    const [limit, offset] = values.slice(-2);
    if (offset === 0 && FIRST_PAGE_SIZES.includes(Number(limit))) {
      const text = `${LOADED} where ${where} order by ${NEWEST_FIRST} limit ${Number(limit)}`;
      return sql.query(text, values.slice(0, -2), `kazi_invoices_first_${limit}_${shapeName(text)}`);
    }
    return sql.query(`${LOADED} where ${where} order by ${NEWEST_FIRST}${pagingOf(values)}`, values);
  }
  const walked = listWhere(query, live, today, true);
  const [limit, offset] = values.slice(-2);
  // repository.ts pagedByWindow: a first page is named, its size written in; later pages not.
  const first = offset === 0 && FIRST_PAGE_SIZES.includes(Number(limit));
  const walkValues = first ? [...walked.values] : [...walked.values, limit, offset];
  const [reach, window] = first
    ? [`${Number(limit)}`, ` limit ${Number(limit)}`]
    : [`$${walkValues.length - 1}::int + $${walkValues.length}::int`, pagingOf(walkValues)];
  const param = (/** @type {unknown} */ value) => {
    walkValues.push(value);
    return `$${walkValues.length}`;
  };
  const text = `${LOADED} where "invoices"."id" in (select m.id
    from (select distinct unnest(${theirProjects(param, live)}) as id) as p
    cross join lateral (select "invoices"."id" as id, "invoices"."created_at" as created_at from "invoices"
      where ${walked.where} and "invoices"."project_id" = p.id
      order by ${NEWEST_FIRST} limit ${reach}) as m
    order by m.created_at desc, m.id desc${window}) order by ${NEWEST_FIRST}`;
  return first
    ? sql.query(text, walkValues, `kazi_invoices_their_first_${limit}_${shapeName(text)}`)
    : sql.query(text, walkValues);
}

/** repository.ts pagedByWindow: a first page at one of these sizes is named, its LIMIT written in. */
const FIRST_PAGE_SIZES = [20, 50, 100, 150];

/** The window, the last two of the values. @param {unknown[]} values */
const pagingOf = (values) => ` limit $${values.length - 1} offset $${values.length}`;

/**
 * invoices/list-filters.repository.ts listFilters: scope, archived, paid, overdue, project and search.
 * @param {Record<string, string | undefined>} query
 * @param {Record<string, unknown>} live
 * @param {string} today
 * @param {boolean} [walked] the statement walks the person's projects itself (scope)
 */
function listWhere(query, live, today, walked = false) {
  const { values, param } = params();
  const where = [
    scope(param, live, walked),
    `${query.archived === 'true' ? '' : 'not '}"invoices"."archived"`,
  ];
  if (query.paid !== undefined) where.push(`${query.paid === 'true' ? '' : 'not '}"invoices"."paid"`);
  if (query.overdue !== undefined) {
    const overdue = `(not "invoices"."paid" and "invoices"."due_at" < ${param(today)}::date)`;
    where.push(query.overdue === 'true' ? overdue : `not ${overdue}`);
  }
  if (query.project) where.push(`"invoices"."project_id" = ${param(Number(query.project))}`);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase()}%`;
    // A scoped person's search reads their projects' invoices, and the text it matches, from
    // their projects' index (schema invoiceSearchText), not the trigram indexes.
    const ownText = viewsAll(live)
      ? `lower("invoices"."title") like ${param(pattern)} or lower("invoices"."number") like ${param(pattern)}`
      : `(lower("invoices"."title") || E'\\x1f' || lower(coalesce("invoices"."number", ''))) like ${param(pattern)}`;
    where.push(`(${ownText}
        or "invoices"."project_id" = any(array(
  select id from projects where lower(title) like ${param(pattern)}
  union all select p.id from companies c join projects p on p.owner_id = c.owner_id
    where lower(c.name) like ${param(pattern)}
  union all select p.id from users u join projects p on p.owner_id = u.id
    where lower(u.first_name || ' ' || u.last_name) like ${param(pattern)})))`);
  }
  return { where: `(${where.join(' and ')})`, values };
}

/**
 * invoices/repository.ts countPage: a list of every project reads the folded counts (by key, or
 * by due day for the overdue one), others count their invoices.
 * @param {Sql} sql @param {Record<string, string | undefined>} query @param {Record<string, unknown>} live
 * @param {string} where @param {unknown[]} values @param {string} today
 */
async function countOf(sql, query, live, where, values, today) {
  const everyProject = viewsAll(live) && !query.project && !query.search;
  if (everyProject && query.overdue === undefined) {
    // totals.repository.ts countFromTotals and countOverdueFromTotals: named as the app names them.
    const key = `type = any($1::text[]) and archived = $2`;
    return sql.query(
      `select (coalesce((select sum("invoice_list_counts"."n") from "invoice_list_counts" where ${key}), 0)
      + coalesce((select sum("invoice_total_changes"."delta") from "invoice_total_changes" where ${key}), 0))::int as n`,
      [INCOMING, query.archived === 'true'],
      'kazi_invoices_count_1',
    );
  }
  const theirProjectsOnly =
    !viewsAll(live) &&
    !query.project &&
    !query.search &&
    !query.payment_method &&
    query.overdue === undefined;
  if (theirProjectsOnly) {
    // totals.repository.ts countTheirProjectsFromTotals: their projects' folded counts and changes,
    // named per shape as the app names it.
    const { values: counted, param } = params();
    const key = (/** @type {string} */ table) =>
      `${table}.project_id = any(${theirProjects(param, live)}) and ${table}.type = any(${param(INCOMING)}::text[])
      and ${table}.archived = ${param(query.archived === 'true')} and (${table}.status <> 'draft' or ${table}.type = 'purchase')
      ${query.paid === undefined ? '' : `and ${table}.paid = ${param(query.paid === 'true')}`}
      ${query.exclude_status ? `and ${table}.status <> ${param(query.exclude_status)}` : ''}`;
    const text = `select (coalesce((select sum(n) from invoice_project_counts where ${key('invoice_project_counts')}), 0)
      + coalesce((select sum(delta) from invoice_total_changes where ${key('invoice_total_changes')}), 0))::int as n`;
    return sql.query(text, counted, `kazi_invoices_their_count_${shapeName(text)}`);
  }
  if (everyProject && query.overdue === 'true' && query.archived !== 'true') {
    return sql.query(
      `select (coalesce((select sum("invoice_due_counts"."n") from "invoice_due_counts"
        where "invoice_due_counts"."due_at" < $1::date and "invoice_due_counts"."type" = any($2::text[])), 0)
      + coalesce((select sum("invoice_total_changes"."delta") from "invoice_total_changes"
        where "invoice_total_changes"."due_at" < $3::date and not "invoice_total_changes"."paid"
          and not "invoice_total_changes"."archived" and "invoice_total_changes"."type" = any($4::text[])), 0))::int as n`,
      [today, INCOMING, today, INCOMING],
      'kazi_invoices_overdue_count_1',
    );
  }
  return sql.query(`select count(*)::int as n from "invoices" where ${where}`, values);
}

/** totals.repository.ts `summed`: the summary's sums per currency over rows of (currency, type, status, paid, total_minor). */
const SUMMED = (/** @type {string} */ rows) => `select currency,
  coalesce(sum(total_minor) filter (where not type = 'credit_nota'), 0)::text as expected,
  coalesce(sum(total_minor) filter (where not type = 'credit_nota' and status not in ('draft', 'rejected')), 0)::text as total,
  coalesce(sum(total_minor) filter (where not type = 'credit_nota' and status not in ('draft', 'rejected') and paid), 0)::text as paid,
  coalesce(sum(total_minor) filter (where type = 'credit_nota' and status not in ('draft', 'rejected')), 0)::text as credit_notes
    from (${rows}) as summed group by currency`;

/** The summary's range: the year up to today. */
const YEAR_AGO = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/** @type {import('../lib/types.d.ts').Engine[]} */
const POSTGRES = ['postgres'];
/** @type {'list'} */
const LIST = 'list';
/** @type {'detail'} */
const DETAIL = 'detail';

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'invoices',
  floor: {
    async '/api/invoices/'(sql, request) {
      const live = /** @type {Record<string, any> | null} */ (await lookupSession(sql, request.cookies));
      if (!live) return null;
      const query = request.query;
      if (query.project) {
        const [project] = await sql.query(
          PROJECT,
          [live.id, live.id, Number(query.project), 1],
          'kazi_project_for_user',
        );
        if (!project) return null;
      }
      const today = TODAY();
      const window = pageOf(query);
      const { where, values } = listWhere(query, live, today);
      // The window is always two placeholders: the app builds the statement once per shape.
      const pageValues = [...values, window.limit, window.offset];
      /** @type {[Record<string, any>[], number]} */
      const [rows, total] = query.search
        ? await pagedBy(sql, query, live, where, pageValues, today).then(async (found) => [
            found,
            // A search's page carries its count; an empty page past the end counts alone.
            found[0]
              ? Number(found[0].total)
              : window.offset === 0
                ? 0
                : Number((await countOf(sql, query, live, where, values, today))[0]?.n ?? 0),
          ])
        : await Promise.all([
            pagedBy(sql, query, live, where, pageValues, today),
            countOf(sql, query, live, where, values, today).then(([counted]) => Number(counted?.n ?? 0)),
          ]);
      return envelope(
        request.url,
        window,
        total,
        rows.map((row) => present(row, live, today)),
      );
    },
    async '/api/invoices/summary/'(sql, request) {
      const live = /** @type {Record<string, any> | null} */ (await lookupSession(sql, request.cookies));
      if (!live) return null;
      const { values, param } = params();
      const { min_date: from, max_date: to } = request.query;
      /** @type {Record<string, unknown>[]} */
      let rows;
      if (viewsAll(live)) {
        // Over every project: the folded day totals and the unfolded changes.
        const where = (/** @type {string} */ table) =>
          [
            `not archived and type = any(${param(INCOMING)}::text[])`,
            ...(from ? [`${table}.issued_at >= ${param(from)}::date`] : []),
            ...(to ? [`${table}.issued_at <= ${param(to)}::date`] : []),
          ].join(' and ');
        rows = await sql.query(
          SUMMED(`select currency, type, status, paid, total_minor from invoice_day_totals where ${where('invoice_day_totals')}
        union all select currency, type, status, paid, total_minor from invoice_total_changes where ${where('invoice_total_changes')}`),
          values,
        );
      } else {
        const where = [scope(param, live), `"invoices"."archived" = ${param(false)}`];
        if (from) where.push(`"invoices"."issued_at" >= ${param(from)}::date`);
        if (to) where.push(`"invoices"."issued_at" <= ${param(to)}::date`);
        rows = await sql.query(
          SUMMED(`select "invoices"."currency" as currency, "invoices"."type" as type, "invoices"."status" as status,
        "invoices"."paid" as paid, "invoices"."total_minor" as total_minor
      from "invoices" where (${where.join(' and ')})`),
          values,
        );
      }
      const of = (/** @type {string} */ currency) => {
        const row = rows.find((found) => found.currency === currency);
        const [total, paid] = [BigInt(String(row?.total ?? 0)), BigInt(String(row?.paid ?? 0))];
        return {
          total: money(total),
          total_expected: seesExpected(live) ? money(row?.expected ?? 0) : null,
          paid: money(paid),
          unpaid: money(total - paid),
          credit_notes: { total: money(row?.credit_notes ?? 0) },
        };
      };
      return { EUR: of('EUR'), USD: of('USD') };
    },
  },
  scenarios: [
    ...[
      { name: 'invoices all (1M, finance)', path: '/api/invoices/', user: FINANCE },
      { name: 'invoices overdue (1M, finance)', path: '/api/invoices/?overdue=true', user: FINANCE },
      { name: 'invoices search (1M, finance)', path: `/api/invoices/?search=${RARE_TERM}`, user: FINANCE },
      {
        name: 'invoices project unpaid (1M, finance)',
        path: '/api/invoices/?project={project}&paid=false',
        user: FINANCE,
      },
      { name: 'invoices all (1M, client)', path: '/api/invoices/', user: CLIENT },
      { name: 'invoices search (1M, client)', path: '/api/invoices/?search=development', user: CLIENT },
      {
        name: 'invoices project unpaid (1M, client)',
        path: '/api/invoices/?project={project}&paid=false',
        user: CLIENT,
      },
    ].map((scenario) => ({ ...scenario, kind: LIST, engines: POSTGRES, ratioBar: 0.75 })),
    // The summary header over the last year: 100 req/s, p99 < 100 ms (issue 11 Bars).
    ...[
      { name: 'invoices summary year (1M, finance)', user: FINANCE },
      { name: 'invoices summary year (1M, client)', user: CLIENT },
    ].map((scenario) => ({
      ...scenario,
      path: '/api/invoices/summary/?min_date={yearAgo}&max_date={today}',
      kind: DETAIL,
      engines: POSTGRES,
      rate: { postgres: 100 },
      p99Bar: { postgres: 100 },
      ratioBar: 0.75,
    })),
  ],
  async seed(sql) {
    if (sql.engine !== 'postgres') return 'skipped (1,000,000 invoices run on PostgreSQL only)';
    return seedInvoices(sql, { perProject: 500 });
  },
  async facts(sql) {
    const target = await invoicesTarget(sql);
    const n = (/** @type {number} */ value) => value.toLocaleString('en');
    return (
      `${n(target.live)} invoices not deleted; "${RARE_TERM}" in ${n(target.rare)} titles; ` +
      `client@demo.test's project ${target.project}: ${n(target.invoices)} invoices`
    );
  },
  async vars(sql) {
    return { project: (await invoicesTarget(sql)).project, yearAgo: YEAR_AGO(), today: TODAY() };
  },
};
