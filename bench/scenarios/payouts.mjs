// @ts-check
// Payouts at 1,000,000 (PostgreSQL): the payouts list, a row per batch, as finance sees it
// (payadmin@demo.test: every payout) and as a developer sees it (dev@demo.test: their own).
// Floor: invoices/payouts-list.repository.ts's statements as Drizzle emits them: the session
// lookup, the page's batch heads and the row count in parallel, then the heads' members with the
// records around them; the groups shaped as payouts-list.service.ts answers them.

import { LOADED, money, params, present, TODAY, viewsAll } from '../lib/invoice-rows.mjs';
import { envelope, pageOf } from '../lib/page.mjs';
import { payoutsTarget, seedPayouts } from '../seed-payouts.mjs';
import { lookupSession } from './auth.mjs';

const FINANCE = { email: 'payadmin@demo.test', password: 'demo-password' };
const DEVELOPER = { email: 'dev@demo.test', password: 'demo-password' };

/**
 * scope.repository.ts scopeOf for the purchase type on the invoices table or an alias: never
 * deleted; a developer (no `invoices.view_drafts`, no `projects.view_all`) their own payouts.
 * @param {(value: unknown) => string} param @param {Record<string, unknown>} live @param {string} t
 */
function payoutWhere(param, live, t) {
  const parts = [`"${t}"."deleted_at" is null`, `"${t}"."type" = any(${param('{purchase}')}::text[])`];
  if (!viewsAll(live)) {
    parts.push(
      `("${t}"."status" <> 'draft' or "${t}"."type" = 'purchase')`,
      `"${t}"."user_id" = ${param(live.id)}`,
    );
  }
  return `(${parts.join(' and ')}) and "${t}"."archived" = ${param(false)}`;
}

/**
 * payouts-list.repository.ts batchHeadPage: over every project, unfiltered, the heads and their
 * count from the batches' rows.
 * @param {import('../lib/types.d.ts').Sql} sql @param {{ limit: number, offset: number }} window
 */
function batchHeads(sql, window) {
  const paging = window.offset ? ' limit $1 offset $2' : ' limit $1';
  return Promise.all([
    sql
      .query(
        `select "unarchived_id" as "id", "key" from "payout_batches" where "payout_batches"."unarchived_id" is not null
        order by "payout_batches"."unarchived_at" desc, "payout_batches"."unarchived_id" desc${paging}`,
        window.offset ? [window.limit, window.offset] : [window.limit],
      )
      .then((rows) =>
        rows.map((row) => ({ id: row.id, batch_ref: String(row.key).startsWith('id:') ? null : row.key })),
      ),
    sql.query(
      `select count(*)::int as n from "payout_batches" where "payout_batches"."unarchived_id" is not null`,
    ),
  ]);
}

/**
 * payouts-list.repository.ts memberHeadPage: the payouts that pass the filters with no earlier
 * member of their batch among them, and the rows counted another way.
 * @param {import('../lib/types.d.ts').Sql} sql @param {Record<string, unknown>} live
 * @param {{ limit: number, offset: number }} window
 */
function memberHeads(sql, live, window) {
  const heads = params();
  const where = payoutWhere(heads.param, live, 'invoices');
  const earlier = payoutWhere(heads.param, live, 'earlier');
  const paging = window.offset
    ? ` limit ${heads.param(window.limit)} offset ${heads.param(window.offset)}`
    : ` limit ${heads.param(window.limit)}`;
  const counted = params();
  return Promise.all([
    sql.query(
      `select "id", "batch_ref" from "invoices" where (${where} and ("invoices"."batch_ref" is null or
        not exists (select 1 from "invoices" as "earlier" where "earlier"."batch_ref" = "invoices"."batch_ref"
        and "earlier"."id" < "invoices"."id" and ${earlier})))
        order by "invoices"."created_at" desc, "invoices"."id" desc${paging}`,
      heads.values,
    ),
    sql.query(
      `select (count(*) filter (where "invoices"."batch_ref" is null) + count(distinct "invoices"."batch_ref"))::int as n
        from "invoices" where ${payoutWhere(counted.param, live, 'invoices')}`,
      counted.values,
    ),
  ]);
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
      const [page, [total]] = viewsAll(live)
        ? await batchHeads(sql, window)
        : await memberHeads(sql, live, window);
      const count = /** @type {number} */ (total?.n ?? 0);
      if (!page.length) return envelope(request.url, window, count, []);
      const members = params();
      const memberWhere = payoutWhere(members.param, live, 'invoices');
      const refs = page.flatMap((head) => (head.batch_ref === null ? [] : [head.batch_ref]));
      const single = page.filter((head) => head.batch_ref === null).map((head) => head.id);
      const either = [
        ...(refs.length
          ? [`"invoices"."batch_ref" in (${refs.map((ref) => members.param(ref)).join(', ')})`]
          : []),
        ...(single.length
          ? [
              `("invoices"."batch_ref" is null and "invoices"."id" in (${single.map((id) => members.param(id)).join(', ')}))`,
            ]
          : []),
      ];
      const rows = await sql.query(
        `${LOADED} where (${memberWhere} and (${either.join(' or ')})) order by "invoices"."id"`,
        members.values,
      );
      /** @type {Map<string, Record<string, any>[]>} */
      const byKey = new Map();
      for (const row of rows) {
        const key = String(row.batch_ref ?? `id:${row.id}`);
        byKey.set(key, [...(byKey.get(key) ?? []), row]);
      }
      const groups = page.flatMap((head) => {
        const group = byKey.get(String(head.batch_ref ?? `id:${head.id}`)) ?? [];
        if (!group.length) return [];
        return [
          {
            key: head.batch_ref ?? `id:${head.id}`,
            batch_ref: head.batch_ref,
            subtotal: money(group.reduce((sum, row) => sum + BigInt(row.total_minor), 0n)),
            currency: group[0]?.currency ?? 'EUR',
            invoices: group.map((row) => present(row, live, today)),
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
