// @ts-check
// Invoices at 1,000,000 (PostgreSQL): the payments list with its filters and search, and the
// summary header over a year, as finance sees them (payadmin@demo.test: every project) and as a
// client sees them (client@demo.test: the projects they own, 20 of the bench's 2,000).
// Floor: the statements of invoices/service.ts and summary.ts as Drizzle emits them (captured with
// the query logger): the session lookup, the project for its caller when the list names one, the
// page with its joins and commitment balance and the count (in parallel, as the app runs them; a list
// of every project reads the folded counts, by key or by due day), or
// the summary's one aggregate; the rows shaped as the presenter answers them. A search reads its
// page's ids first (repository.ts searchPage).

import { createHash } from 'node:crypto';
import { envelope, pageOf } from '../lib/page.mjs';
import { PROJECT } from '../lib/project-core.mjs';
import { invoicesTarget, RARE_TERM, seedInvoices } from '../seed-invoices.mjs';
import { lookupSession } from './auth.mjs';

/** @typedef {import('../lib/types.d.ts').Sql} Sql */

const FINANCE = { email: 'payadmin@demo.test', password: 'demo-password' };
const CLIENT = { email: 'client@demo.test', password: 'demo-password' };
const INCOMING = '{sale,credit_nota,commitment,final}';
const TYPE_LABELS = /** @type {Record<string, string>} */ ({
  final: 'Final Invoice',
  sale: 'Payment',
  purchase: 'Payout',
  credit_nota: 'Credit Note',
  commitment: 'Commitment Payment',
});
const MAIL_STATUS = /** @type {Record<string, string>} */ ({
  queued: 'pending',
  sending: 'pending',
  sent: 'sent',
  stored: 'sent',
  failed: 'failed',
});

const INVOICE_COLUMNS = [
  'id',
  'type',
  'project_id',
  'user_id',
  'title',
  'number',
  'issued_at',
  'due_at',
  'payment_period',
  'currency',
  'amount_minor',
  'vat_minor',
  'total_minor',
  'vat_mode',
  'vat_rate_bp',
  'commitment_amount_minor',
  'ref_invoice_id',
  'commitment_id',
  'status',
  'paid',
  'paid_at',
  'paid_by_id',
  'finalized',
  'finalized_at',
  'archived',
  'archived_at',
  'last_sent_at',
  'reminder_count',
  'reminder_sent_at',
  'last_mail_id',
  'email_status',
  'payment_platform',
  'batch_ref',
  'pdf_file_id',
  'revision',
  'created_by_id',
  'created_at',
  'updated_at',
  'deleted_at',
]
  .map((column) => `"invoices"."${column}"`)
  .join(', ');

/** invoices/loaded.repository.ts `person`: a user as a JSON object. */
const PERSON = (/** @type {string} */ id) => `(select json_build_object('id', u.id, 'firstName', u.first_name,
    'lastName', u.last_name, 'email', u.email, 'avatarFileId', u.avatar_file_id) from users u where u.id = ${id})`;

/** invoices/loaded.repository.ts `loaded`: the invoice, its project, and the records around as scalar subqueries. */
const LOADED_COLUMNS = `select ${INVOICE_COLUMNS}, "projects"."id" as "p_id", "projects"."title" as "p_title",
  "projects"."archived" as "p_archived", "projects"."currency" as "p_currency", "projects"."owner_id" as "p_owner_id",
  ${PERSON('"projects"."owner_id"')} as "owner",
  (select c.name from companies c where c.owner_id = "projects"."owner_id") as "company_name",
  (select o.status from outbox o where o.id = "invoices"."last_mail_id") as "mail_status",
  (select json_build_object('id', r.id, 'number', r.number, 'title', r.title,
        'amountMinor', r.amount_minor) from invoices r where r.id = "invoices"."ref_invoice_id") as "ref",
  (select json_build_object('id', k.id, 'number', k.number,
        'title', k.title) from invoices k where k.id = "invoices"."commitment_id") as "commitment",
  ${PERSON('"invoices"."user_id"')} as "recipient",
  case when "invoices"."type" = 'purchase' then (
    select json_build_object('provider', a.provider, 'status', a.status) from payout_accounts a
    where a.user_id = "invoices"."user_id" and (a.is_default or (a.provider = 'payoneer' and a.status = 'pending'))
    order by a.is_default desc, a.id desc limit 1) end as "recipient_provider", (select
    coalesce(sum(case when b.type = 'commitment' then b.commitment_amount_minor else -b.commitment_amount_minor end), 0)
  from invoices b where b.project_id = "invoices"."project_id" and b.deleted_at is null
    and ((b.type = 'commitment' and b.paid) or b.type = 'final')) as "balance"`;
const FROM_INVOICES_AND_PROJECTS = `inner join "projects" on "projects"."id" = "invoices"."project_id"`;
export const LOADED = `${LOADED_COLUMNS}
  from "invoices" ${FROM_INVOICES_AND_PROJECTS}`;

/**
 * repository.ts NEWEST_FIRST, in the created-at indexes' order, and MATCHES_NEWEST_FIRST, a
 * search's order (nulls last: no index holds it, so the planner sorts the trigram matches).
 */
const NEWEST_FIRST = '"invoices"."created_at" desc, "invoices"."id" desc';
const MATCHES_NEWEST_FIRST = '"invoices"."created_at" desc nulls last, "invoices"."id" desc nulls last';

/** The statement's parameters, numbered from $1 as Drizzle numbers them. */
export function params() {
  /** @type {unknown[]} */
  const values = [];
  const param = (/** @type {unknown} */ value) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

/**
 * invoices/repository.ts scopeOf: never deleted, the incoming types, and for whoever does not open
 * every project, the projects they hold a place on (project-core memberProjectIds), unless the
 * statement walks those itself (`walked`).
 * @param {(value: unknown) => string} param
 * @param {Record<string, unknown>} live
 * @param {boolean} [walked]
 */
function scope(param, live, walked = false) {
  const parts = [`"invoices"."deleted_at" is null and "invoices"."type" = any(${param(INCOMING)}::text[])`];
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
 * loads the page's ids; a scoped person's list walks each of their projects up to the window's end, named per shape
 * as the app names it (theirProjectsPage), by filters that leave their projects to the walk; any
 * other reads the list in index order. `values` holds the filters' values then the limit and the
 * offset; the walk's projects' parameters are appended to its own.
 * @param {Sql} sql @param {Record<string, string | undefined>} query
 * @param {Record<string, unknown>} live @param {string} where @param {unknown[]} values
 * @param {string} today
 */
function pagedBy(sql, query, live, where, values, today) {
  if (query.search) {
    return sql.query(
      `${LOADED_COLUMNS}, "total" from (select "id", count(*) over () as "total" from "invoices" where ${where}
      order by ${MATCHES_NEWEST_FIRST}${pagingOf(values)}) "matches"
      inner join "invoices" on "invoices"."id" = "matches"."id" ${FROM_INVOICES_AND_PROJECTS}
      order by ${MATCHES_NEWEST_FIRST}`,
      values,
    );
  }
  if (viewsAll(live) || query.project) {
    return sql.query(`${LOADED} where ${where} order by ${NEWEST_FIRST}${pagingOf(values)}`, values);
  }
  const walked = listWhere(query, live, today, true);
  const walkValues = [...walked.values, ...values.slice(-2)];
  const [limit, offset] = [`$${walkValues.length - 1}`, `$${walkValues.length}`];
  const paging = pagingOf(walkValues);
  const param = (/** @type {unknown} */ value) => {
    walkValues.push(value);
    return `$${walkValues.length}`;
  };
  const text = `${LOADED} where "invoices"."id" in (select m.id
    from (select distinct unnest(${theirProjects(param, live)}) as id) as p
    cross join lateral (select "invoices"."id" as id, "invoices"."created_at" as created_at from "invoices"
      where ${walked.where} and "invoices"."project_id" = p.id
      order by ${NEWEST_FIRST} limit ${limit}::int + ${offset}::int) as m
    order by m.created_at desc, m.id desc${paging}) order by ${NEWEST_FIRST}`;
  return sql.query(text, walkValues, `kazi_invoices_their_projects_${shapeName(text)}`);
}

/** The window, the last two of the values. @param {unknown[]} values */
const pagingOf = (values) => ` limit $${values.length - 1} offset $${values.length}`;

/** A statement's name for its text, as the app names one per shape. */
const shapeName = (/** @type {string} */ text) => createHash('sha1').update(text).digest('hex').slice(0, 12);

/** `projects.view_all`: admins, staff, pay admins and space leads (the session's flags and type). */
export const viewsAll = (/** @type {Record<string, unknown>} */ live) =>
  Boolean(live.is_admin || live.is_staff || live.is_pay_admin || live.type === 7);
/** `payments.view_expected`: pay admins (finance). */
const seesExpected = (/** @type {Record<string, unknown>} */ live) => Boolean(live.is_pay_admin);

/**
 * invoices/repository.ts listFilters: scope, archived, paid, overdue, project and search.
 * @param {Record<string, string | undefined>} query
 * @param {Record<string, unknown>} live
 * @param {string} today
 * @param {boolean} [walked] the statement walks the person's projects itself (scope)
 */
function listWhere(query, live, today, walked = false) {
  const { values, param } = params();
  const where = [scope(param, live, walked), `"invoices"."archived" = ${param(query.archived === 'true')}`];
  if (query.paid !== undefined) where.push(`"invoices"."paid" = ${param(query.paid === 'true')}`);
  if (query.overdue !== undefined) {
    const overdue = `(not "invoices"."paid" and "invoices"."due_at" < ${param(today)}::date)`;
    where.push(query.overdue === 'true' ? overdue : `not ${overdue}`);
  }
  if (query.project) where.push(`"invoices"."project_id" = ${param(Number(query.project))}`);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase()}%`;
    // A scoped person's search reads their projects' invoices, not the trigram indexes.
    const text = (/** @type {string} */ column) =>
      viewsAll(live) ? `lower("invoices"."${column}")` : `(lower("invoices"."${column}") || '')`;
    where.push(`(${text('title')} like ${param(pattern)} or ${text('number')} like ${param(pattern)}
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
    const key = `type = any($1::text[]) and archived = $2`;
    return sql.query(
      `select (coalesce((select sum("invoice_list_counts"."n") from "invoice_list_counts" where ${key}), 0)
      + coalesce((select sum("invoice_total_changes"."delta") from "invoice_total_changes" where ${key}), 0))::int as n`,
      [INCOMING, query.archived === 'true'],
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
    );
  }
  return sql.query(`select count(*)::int as n from "invoices" where ${where}`, values);
}

/** Minor units as the API's decimal text (`-12.05`). */
export const money = (/** @type {unknown} */ minor) => {
  const value = BigInt(/** @type {string | number} */ (minor ?? 0));
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const iso = (/** @type {unknown} */ value) => (value instanceof Date ? value.toISOString() : (value ?? null));
/** A `date` column as pg returns it (local midnight) → `YYYY-MM-DD`. */
const dayOf = (/** @type {unknown} */ value) => {
  if (!(value instanceof Date)) return /** @type {string} */ (value);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};
const nameOf = (/** @type {Record<string, unknown>} */ person) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || String(person.email);

/**
 * invoices/presenter.ts presentInvoice: the row as the list answers it, with the display status
 * and what the caller may do (invoices/policy.ts: finance everything its state allows; clients
 * approve and reject pending ones).
 * @param {Record<string, any>} row
 * @param {Record<string, unknown>} live
 * @param {string} today
 */
export function present(row, live, today) {
  const due = dayOf(row.due_at);
  const overdue = !row.paid && due < today;
  const display = row.paid
    ? 'paid'
    : row.status === 'approved'
      ? 'approved'
      : overdue
        ? 'overdue'
        : row.status === 'draft'
          ? 'draft'
          : row.status === 'rejected'
            ? 'rejected'
            : 'pending';
  const finance = seesExpected(live);
  const open = !row.archived && !row.paid;
  const unsent = !row.finalized && row.last_sent_at === null;
  return {
    id: row.id,
    type: row.type,
    type_label: TYPE_LABELS[row.type],
    title: row.title,
    full_title: `${row.p_title} – ${row.title}`,
    number: row.number,
    issued_at: dayOf(row.issued_at),
    created_at: iso(row.created_at),
    due_at: due,
    amount: money(row.amount_minor),
    subtotal: money(row.amount_minor),
    vat: money(row.vat_minor),
    vat_rate: `${Math.trunc(row.vat_rate_bp / 100)}.${String(row.vat_rate_bp % 100).padStart(2, '0')}`,
    vat_mode: row.vat_mode,
    total_amount: money(row.total_minor),
    commitment_amount: money(row.commitment_amount_minor),
    currency: row.currency,
    payment_period: row.payment_period,
    ref_invoice: row.ref
      ? { id: row.ref.id, number: row.ref.number, title: row.ref.title, amount: money(row.ref.amountMinor) }
      : null,
    commitment: row.commitment
      ? { id: row.commitment.id, number: row.commitment.number, title: row.commitment.title }
      : null,
    project: {
      id: row.p_id,
      title: row.p_title,
      archived: row.p_archived,
      currency: row.p_currency,
      owner: row.owner ? { display_name: nameOf(row.owner) } : null,
      commitment_amount_balance: money(row.balance),
    },
    client: row.owner
      ? { id: row.owner.id, display_name: row.company_name?.trim() || nameOf(row.owner) }
      : null,
    user: row.recipient
      ? {
          id: row.recipient.id,
          display_name: nameOf(row.recipient),
          avatar_url: row.recipient.avatarFileId ? `/api/avatars/${row.recipient.avatarFileId}/` : null,
          payment_provider: row.recipient_provider ?? null,
        }
      : null,
    status: row.status,
    display_status: display,
    overdue,
    paid: row.paid,
    paid_at: iso(row.paid_at),
    finalized: row.finalized,
    archived: row.archived,
    last_sent_at: iso(row.last_sent_at),
    reminder_count: row.reminder_count,
    reminder_sent_at: iso(row.reminder_sent_at),
    invoice_email_status: row.mail_status ? MAIL_STATUS[row.mail_status] : row.email_status,
    payment_platform: row.payment_platform,
    batch_ref: row.batch_ref,
    download_url: row.finalized ? `/api/invoices/${row.id}/download/?format=pdf` : null,
    revision: row.revision,
    abilities: {
      edit: finance && open && unsent,
      delete: finance && open && unsent,
      send_for_approval: finance && open && (row.status === 'draft' || row.status === 'rejected'),
      approve: !finance && open && row.status === 'pending',
      reject: !finance && open && row.status === 'pending',
      generate: finance && open && unsent && row.status !== 'rejected',
      mark_as_paid: finance && open && !unsent,
      send_reminder: finance && open && !unsent,
      archive: finance && open,
      comment: true,
      view_history: finance,
    },
  };
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
export const TODAY = () => new Date().toISOString().slice(0, 10);

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
