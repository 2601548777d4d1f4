// @ts-check
// Payouts at scale for the bench (PostgreSQL): about 1,000,000 payouts (invoices of type purchase)
// on 1,800 projects with teams of 2–20 of 400 bench developers, a batch per project and month (the
// month's payouts finance makes in one request, one per developer: ADR 036) over 50 months
// (90,000 batches). dev@demo.test is on every tenth team (about 9,000 payouts of its own). Older
// months approved on Payoneer or IBAN and mostly paid, a few rejected or archived; the month before
// last approved and unpaid (Processing), last month drafts (the months are whole ones, the current
// month's payouts not made yet: nothing is dated after now). Loaded month after month as a live
// database fills; secondary indexes rebuilt afterwards, then the folded totals and the batches'
// rows (ADR 033) rebuilt from the rows, as the bulk load ran without the triggers.

import { bulkLoad } from './lib/bulk-load.mjs';
import { rebuildPayoutBatches, refoldInvoiceTotals } from './lib/invoice-totals.mjs';
import { stepTimer } from './lib/steps.mjs';

/** @typedef {import('./lib/types.d.ts').Sql} Sql */

const TITLE = 'Bench payouts project';
const DEVELOPERS = 400;
/** dev@demo.test is on every this-many-th bench project's team. */
const DEMO_DEV_EVERY = 10;

/**
 * @param {Sql} sql
 * @param {{ projects: number, team: number, months: number }} sizes `team`: the largest team
 * @returns {Promise<string>}
 */
export async function seedPayouts(sql, sizes) {
  const { step, steps } = stepTimer();

  await sql.query(
    `insert into users (email, username, first_name, last_name, type, category, can_contribute, onboarding_stage)
     select 'bench-po-dev-' || g || '@bench.test', 'bench-po-dev-' || g || '@bench.test', 'Developer', 'Payouts ' || g,
            1, 'developer', true, 'finish'
     from generate_series(1, $1::int) g`,
    [DEVELOPERS],
  );
  const [ids] = await sql.query(
    `select (select min(id)::int from users where email like 'bench-po-dev-%') as dev_lo,
            (select id from users where email = 'dev@demo.test') as dev,
            (select id from users where email = 'client@demo.test') as client,
            (select id from users where email = 'payadmin@demo.test') as finance`,
  );
  const people = /** @type {{ dev_lo: number, dev: number, client: number, finance: number }} */ (ids);
  await sql.query(
    `insert into projects (title, description, category, type, stage, currency, expected_start_date, start_date,
                           owner_id, created_by_id, created_at, updated_at)
     select $1 || ' ' || g, 'A project made by the bench seed.', 'dedicated', 'web', 'active', 'EUR',
            current_date - 31 * $2::int, current_date - 31 * $2::int, $3::int, $4::int,
            now() - 31 * $2::int * interval '1 day', now()
     from generate_series(1, $5::int) g order by g`,
    [TITLE, sizes.months, people.client, people.finance, sizes.projects],
  );
  step('developers, projects');

  await bulkLoad(sql, 'invoices', { maintenanceWorkMem: '512MB', workMem: '256MB' }, async (tx) => {
    await tx.query(
      `with months as (
         select m, (date_trunc('month', current_date) - (m + 1) * interval '1 month')::date as month
         from generate_series($2::int - 1, 0, -1) m),
       base as (
         select p.id as project_id, x.m, x.month, s.slot,
                case when s.slot = 0 and substring(p.title from '[0-9]+$')::int % ${DEMO_DEV_EVERY} = 0 then $3::int
                     else $4::int + (p.id * 7 + s.slot * 13) % ${DEVELOPERS} end as user_id,
                (abs(hashint8extended(p.id::bigint * 100000 + x.m * 100 + s.slot, 0)) % 1000)::int as roll,
                md5(p.id || '-' || x.month) as batch_ref
         from months x
         cross join projects p
         cross join lateral generate_series(0, 1 + p.id % ($5::int - 1)) s(slot)
         where p.title like $1 || ' %'),
       i as (
         select base.*,
                case when m = 0 then 'draft' when m = 1 then 'approved'
                     when roll < 20 then 'rejected' else 'approved' end as status,
                m > 1 and roll >= 20 and roll < 990 as paid,
                m > 3 and roll >= 990 as archived,
                (80000 + (roll * 7919) % 420000)::bigint as amount,
                (month + interval '1 month - 1 day')::date as issued,
                -- A batch's payouts are made in one request: one creation time; batches a few seconds apart,
                -- after their month and never after now (early in a month, the last batches are today's).
                least((month + interval '1 month' + interval '2 days' + (project_id % 5000) * interval '7 seconds') at time zone 'UTC',
                      now()) as created_at
         from base)
       insert into invoices (type, project_id, user_id, title, issued_at, due_at, payment_period, currency,
                             amount_minor, vat_minor, total_minor, vat_mode, vat_rate_bp, status, paid, paid_at, paid_by_id,
                             archived, archived_at, payment_platform, batch_ref, revision, created_by_id, created_at, updated_at)
       select 'purchase', project_id, user_id, 'Payout ' || to_char(month, 'FMMonth YYYY'), issued, issued + 14, 14, 'EUR',
              amount, 0, amount, 'none', 0, status, paid, case when paid then created_at + interval '10 days' end,
              case when paid then $6::int end, archived, case when archived then created_at + interval '90 days' end,
              case when status = 'approved' then case when roll % 5 < 3 then 'payoneer' else 'iban' end end,
              batch_ref, case status when 'draft' then 0 else 1 + paid::int end, $6::int, created_at, created_at
       from i
       order by month, project_id, slot`,
      [TITLE, sizes.months, people.dev, people.dev_lo, sizes.team, people.finance],
    );
  });
  step('payouts');
  // The bulk load ran without the invoices trigger.
  await sql.query('vacuum (analyze) users, projects, invoices');
  step('vacuum');
  await refoldInvoiceTotals(sql);
  await rebuildPayoutBatches(sql);
  step('folded totals, batches');

  const [counts] = await sql.query(
    `select count(*)::int as payouts, count(distinct batch_ref)::int as batches from invoices where type = 'purchase'`,
  );
  const { payouts, batches } = /** @type {{ payouts: number, batches: number }} */ (counts);
  return `${payouts.toLocaleString('en')} payouts in ${batches.toLocaleString('en')} batches (${steps()})`;
}

/**
 * What the payouts scenarios read: the live payouts, dev@demo.test's own.
 * @param {Sql} sql
 */
export async function payoutsTarget(sql) {
  const [row] = await sql.query(
    `select count(*) filter (where deleted_at is null)::int as live,
            count(*) filter (where deleted_at is null and user_id = (select id from users where email = 'dev@demo.test'))::int as own
     from invoices where type = 'purchase'`,
  );
  return /** @type {{ live: number, own: number }} */ (row);
}
