// @ts-check
// Payouts at 1,000,000 (PostgreSQL): the payouts list, a row per batch, as finance sees it
// (payadmin@demo.test: every payout) and as a developer sees it (dev@demo.test: their own).
// Floor: invoices/payouts-list.repository.ts's statements as Drizzle emits them: the session
// lookup, the page's batch heads and the row count in parallel, then the heads' members as lines,
// then their projects, named as the app names them; the groups shaped as payouts-list.presenter.ts
// answers them.

import {
  abilitiesOf,
  clientOf,
  money,
  params,
  recipientOf,
  statusOf,
  TODAY,
  viewsAll,
} from '../lib/invoice-rows.mjs';
import { envelope, pageOf } from '../lib/page.mjs';
import { payoutsTarget, seedPayouts } from '../seed-payouts.mjs';
import { lookupSession } from './auth.mjs';

const FINANCE = { email: 'payadmin@demo.test', password: 'demo-password' };
const DEVELOPER = { email: 'dev@demo.test', password: 'demo-password' };

/**
 * scope.repository.ts scopeOf for the purchase type (in words) on the invoices table or an alias:
 * never deleted; a developer (no `invoices.view_drafts`, no `projects.view_all`) their own payouts.
 * @param {(value: unknown) => string} param @param {Record<string, unknown>} live @param {string} t
 */
function payoutWhere(param, live, t) {
  const parts = [`"${t}"."deleted_at" is null`, `"${t}"."type" = 'purchase'`];
  if (!viewsAll(live)) {
    parts.push(
      `("${t}"."status" <> 'draft' or "${t}"."type" = 'purchase')`,
      `"${t}"."user_id" = ${param(live.id)}`,
    );
  }
  return `(${parts.join(' and ')}) and not "${t}"."archived"`;
}

/**
 * payouts-list.repository.ts batchHeadPage: over every project, unfiltered, the heads from the
 * batches' rows and their folded count.
 * @param {import('../lib/types.d.ts').Sql} sql @param {{ limit: number, offset: number }} window
 */
function batchHeads(sql, window) {
  return Promise.all([
    sql
      .query(
        `select "unarchived_id" as "id", "key" from "payout_batches" where "payout_batches"."unarchived_id" is not null
        order by "payout_batches"."unarchived_at" desc, "payout_batches"."unarchived_id" desc limit $1 offset $2`,
        [window.limit, window.offset],
        'kazi_payout_batch_heads_unarchived',
      )
      .then((rows) =>
        rows.map((row) => ({ id: row.id, batch_ref: String(row.key).startsWith('id:') ? null : row.key })),
      ),
    sql.query(
      `select ("n" + coalesce((select sum(c.delta)
        from payout_batch_count_changes c where c.list = $1), 0))::int as n from "payout_batch_counts" where "payout_batch_counts"."list" = $2`,
      ['unarchived', 'unarchived'],
      'kazi_payout_batch_count',
    ),
  ]);
}

/** payouts-list.repository.ts lineFields: a payout's own columns, its recipient and their provider. */
const LINES = `select "id", "type", "project_id", "title", "number", "created_at", "due_at", "total_minor", "currency",
  "status", "paid", "finalized", "archived", "last_sent_at", "payment_platform", "batch_ref", "revision",
  (select json_build_object('id', u.id, 'firstName', u.first_name,
    'lastName', u.last_name, 'email', u.email, 'avatarFileId', u.avatar_file_id) from users u where u.id = "invoices"."user_id") as "recipient",
  case when "type" = 'purchase'
  then (
    select json_build_object('provider', a.provider, 'status', a.status) from payout_accounts a
    where a.user_id = "invoices"."user_id" and (a.is_default or (a.provider = 'payoneer' and a.status = 'pending'))
    order by a.is_default desc, a.id desc limit 1) end as "recipient_provider" from "invoices"`;

/** payouts-list.repository.ts projectsOf: the lines' projects with the client they bill. */
const PROJECTS = `select "id", "title", "archived", (select json_build_object('id', u.id, 'firstName', u.first_name,
    'lastName', u.last_name, 'email', u.email, 'avatarFileId', u.avatar_file_id) from users u where u.id = "projects"."owner_id") as "owner",
  (select c.name from companies c where c.owner_id = "projects"."owner_id") as "company_name" from "projects"`;

/**
 * payouts-list.repository.ts ownPage: a developer's payouts as lines (each a row of its own, a
 * batch paying each recipient once), the first page at a footer size with its LIMIT written in,
 * and their count, in parallel.
 * @param {import('../lib/types.d.ts').Sql} sql @param {Record<string, unknown>} live
 * @param {{ limit: number, offset: number }} window
 */
function ownLines(sql, live, window) {
  const lines = params();
  const where = payoutWhere(lines.param, live, 'invoices');
  const first = window.offset === 0 && [20, 50, 100, 150].includes(window.limit);
  const paging = first
    ? ` limit ${window.limit}`
    : ` limit ${lines.param(window.limit)} offset ${lines.param(window.offset)}`;
  const counted = params();
  return Promise.all([
    sql.query(
      `${LINES} where ${where} order by "invoices"."created_at" desc, "invoices"."id" desc${paging}`,
      lines.values,
      first ? `kazi_payout_own_first_${window.limit}_1` : 'kazi_payout_own_lines_1',
    ),
    sql.query(
      `select count(*)::int as n from "invoices" where ${payoutWhere(counted.param, live, 'invoices')}`,
      counted.values,
      'kazi_payout_own_count_1',
    ),
  ]);
}

/**
 * payouts-list.presenter.ts presentLine: a payout as a line of its row.
 * @param {Record<string, any>} row @param {Record<string, any> | undefined} project
 * @param {Record<string, unknown>} live @param {string} today
 */
function presentLine(row, project, live, today) {
  const { due, overdue, display } = statusOf(row, today);
  return {
    id: row.id,
    type: 'purchase',
    title: row.title,
    number: row.number,
    created_at: row.created_at.toISOString(),
    due_at: due,
    total_amount: money(row.total_minor),
    currency: row.currency,
    project: { id: row.project_id, title: project?.title ?? '', archived: project?.archived ?? false },
    client: project ? clientOf(project.owner, project.company_name) : null,
    user: recipientOf(row.recipient, row.recipient_provider),
    status: row.status,
    display_status: display,
    overdue,
    paid: row.paid,
    finalized: row.finalized,
    archived: row.archived,
    payment_platform: row.payment_platform,
    batch_ref: row.batch_ref,
    download_url: row.finalized ? `/api/invoices/${row.id}/download/?format=pdf` : null,
    revision: row.revision,
    abilities: abilitiesOf(row, live),
  };
}

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'payouts',
  floor: {
    async '/api/invoices/payouts/'(sql, request) {
      const live = /** @type {Record<string, any> | null} */ (await lookupSession(sql, request.cookies));
      if (!live) return null;
      const today = TODAY();
      const window = pageOf(request.query);
      /** @type {{ key: string, batch_ref: unknown, rows: Record<string, any>[] }[]} */
      let rowsOfPage;
      /** @type {Record<string, any>[]} */
      let rows;
      /** @type {number} */
      let count;
      if (viewsAll(live)) {
        const [page, [total]] = await batchHeads(sql, window);
        count = /** @type {number} */ (total?.n ?? 0);
        if (!page.length) return envelope(request.url, window, count, []);
        const members = params();
        const memberWhere = payoutWhere(members.param, live, 'invoices');
        const refs = page.flatMap((head) => (head.batch_ref === null ? [] : [head.batch_ref]));
        const single = page.filter((head) => head.batch_ref === null).map((head) => head.id);
        const either = `("invoices"."batch_ref" = any(${members.param(refs)}::text[])
          or ("invoices"."batch_ref" is null and "invoices"."id" = any(${members.param(single)}::int[])))`;
        rows = await sql.query(
          `${LINES} where (${memberWhere} and ${either}) order by "invoices"."id"`,
          members.values,
          'kazi_payout_lines_1',
        );
        /** @type {Map<string, Record<string, any>[]>} */
        const byKey = new Map();
        for (const row of rows) {
          const key = String(row.batch_ref ?? `id:${row.id}`);
          byKey.set(key, [...(byKey.get(key) ?? []), row]);
        }
        rowsOfPage = page.map((head) => {
          const key = String(head.batch_ref ?? `id:${head.id}`);
          return { key, batch_ref: head.batch_ref, rows: byKey.get(key) ?? [] };
        });
      } else {
        const [lines, [total]] = await ownLines(sql, live, window);
        count = /** @type {number} */ (total?.n ?? 0);
        rows = lines;
        rowsOfPage = lines.map((row) => ({
          key: String(row.batch_ref ?? `id:${row.id}`),
          batch_ref: row.batch_ref,
          rows: [row],
        }));
      }
      const ids = [...new Set(rows.map((row) => row.project_id))];
      const projects = new Map(
        (
          await sql.query(`${PROJECTS} where "projects"."id" = any($1::int[])`, [ids], 'kazi_payout_projects')
        ).map((project) => [project.id, project]),
      );
      const groups = rowsOfPage.flatMap(({ key, batch_ref, rows: group }) => {
        if (!group.length) return [];
        return [
          {
            key,
            batch_ref,
            subtotal: money(group.reduce((sum, row) => sum + BigInt(row.total_minor), 0n)),
            currency: group[0]?.currency ?? 'EUR',
            invoices: group.map((row) => presentLine(row, projects.get(row.project_id), live, today)),
          },
        ];
      });
      return envelope(request.url, window, count, groups);
    },
  },
  scenarios: [
    { name: 'payouts all (1M, finance)', path: '/api/invoices/payouts/', user: FINANCE },
    { name: 'payouts own (1M, developer)', path: '/api/invoices/payouts/', user: DEVELOPER },
  ].map((scenario) => ({
    ...scenario,
    kind: /** @type {'list'} */ ('list'),
    engines: ['postgres'],
    ratioBar: 0.75,
  })),
  async seed(sql) {
    if (sql.engine !== 'postgres') return 'skipped (1,000,000 payouts run on PostgreSQL only)';
    return seedPayouts(sql, { projects: 1_800, team: 20, months: 50 });
  },
  async facts(sql) {
    const target = await payoutsTarget(sql);
    return `${target.live.toLocaleString('en')} payouts not deleted; dev@demo.test's own: ${target.own.toLocaleString('en')}`;
  },
};
