// @ts-check
// Timesheets at scale for the bench: 1,000 dedicated projects with teams of 2–20 developers
// (10,000 accepted participations, each with its rates from about two years ago, a third with a
// rate change a year ago), one entry per working day from each first rate to yesterday (a day off
// now and then): about 5,000,000 entries, in the order a live database gets them (day after day);
// and the timesheet_months rows with their totals (the sums of the entries): older months approved
// by the project's CM or the admin, a few rejected, the last one and the current one pending.
// cm@demo.test manages every tenth project; dev@demo.test is on 20 of them (its last twelve months
// pending, so the bulk save scenario can save them). All set-based (`insert … select … from
// generate_series`); the entries' secondary indexes are built after the load, from their own
// definitions (pg_indexes), which is much faster than maintaining them row by row.

import { bulkLoad } from './lib/bulk-load.mjs';
import { stepTimer } from './lib/steps.mjs';

/** @typedef {import('./lib/types.d.ts').Sql} Sql */

const TITLE = 'Bench timesheets project';
/** Projects where (id − first id) % this = 0 have cm@demo.test as CM; the others the bench CM. */
const CM_EVERY = 10;
/** dev@demo.test is on the projects where (id − first id) % this = 0. */
const DEV_EVERY = 50;

/**
 * @param {Sql} sql
 * @param {{ projects: number, developers?: number, spanDays?: number }} sizes
 * @returns {Promise<string>}
 */
export async function seedTimesheets(sql, sizes) {
  const developers = sizes.developers ?? 4000;
  const spanDays = sizes.spanDays ?? 730;
  const { step, steps } = stepTimer();

  await sql.query(
    `insert into users (email, username, first_name, last_name, type, category, can_contribute, onboarding_stage)
     select 'bench-ts-' || k || '-' || g || '@bench.test', 'bench-ts-' || k || '-' || g || '@bench.test',
            case when k = 'cm' then 'Manager' else 'Developer' end, 'Timesheets ' || g,
            case when k = 'cm' then 3 else 1 end::smallint, case when k = 'cm' then null else 'developer' end,
            true, 'finish'
     from (select 'dev' as k, g from generate_series(1, $1::int) g
           union all select 'cm', g from generate_series(1, 40) g) people`,
    [developers],
  );
  const [ids] = await sql.query(
    `select (select min(id)::int from users where email like 'bench-ts-dev-%') as dev_lo,
            (select min(id)::int from users where email like 'bench-ts-cm-%') as cm_lo,
            (select id from users where email = 'cm@demo.test') as cm,
            (select id from users where email = 'dev@demo.test') as dev,
            (select id from users where email = 'client@demo.test') as client,
            (select id from users where email = 'admin@demo.test') as admin`,
  );
  const people =
    /** @type {{ dev_lo: number, cm_lo: number, cm: number, dev: number, client: number, admin: number }} */ (
      ids
    );

  await sql.query(
    `insert into projects (title, description, category, type, stage, currency, invoicing_email,
                           expected_start_date, expected_end_date, start_date, owner_id, cm_id, created_by_id,
                           created_at, updated_at)
     select $1 || ' ' || g, 'A dedicated team made by the bench seed.', 'dedicated', 'web', 'active',
            case when g % 4 = 0 then 'USD' else 'EUR' end, 'billing@bench.test',
            current_date - $2::int - 30, date '2099-12-31', current_date - $2::int - 30,
            $3::int, case when (g - 1) % $4::int = 0 then $5::int else $6::int + g % 40 end, $7::int,
            now() - ($2::int + 30) * interval '1 day', now()
     from generate_series(1, $8::int) g`,
    [TITLE, spanDays, people.client, CM_EVERY, people.cm, people.cm_lo, people.admin, sizes.projects],
  );
  const [bounds] = await sql.query(
    `select min(id)::int as lo, max(id)::int as hi from projects where title like $1 || ' %'`,
    [TITLE],
  );
  const { lo, hi } = /** @type {{ lo: number, hi: number }} */ (bounds);

  // Teams of 2–20 (project p: 2 + p % 19), distinct developers within a team; dev@demo.test on every 50th.
  await sql.query(
    `insert into participations (project_id, user_id, status, created_at, accepted_at)
     select p, $3::int + ((p - $1) * 20 + k) % $4::int, 'accepted',
            now() - ($5::int + 40) * interval '1 day', now() - ($5::int + 35) * interval '1 day'
     from generate_series($1::int, $2::int) p cross join generate_series(0, 19) k
     where k < 2 + p % 19
     union all
     select p, $6::int, 'accepted', now() - ($5::int + 40) * interval '1 day', now() - ($5::int + 35) * interval '1 day'
     from generate_series($1::int, $2::int) p where (p - $1) % $7::int = 0`,
    [lo, hi, people.dev_lo, developers, spanDays, people.dev, DEV_EVERY],
  );
  // First rates about two years back (40, 40, 20 or 10 h a week); a third change their rate a year ago.
  await sql.query(
    `insert into participation_rates (participation_id, effective_from, hours_per_week, payout_rate_minor, client_rate_minor, created_by_id)
     select pa.id, current_date - $3::int + case when pa.user_id = $4::int then 0 else pa.id % 60 end,
            (array[40, 40, 20, 10])[1 + pa.id % 4], 2000 + pa.id % 1000, 3500 + pa.id % 1500, $5::int
     from participations pa where pa.project_id between $1 and $2
     union all
     select pa.id, current_date - 365, (array[40, 40, 20, 10])[1 + pa.id % 4], 2500 + pa.id % 1000, 4000 + pa.id % 1500, $5::int
     from participations pa where pa.project_id between $1 and $2 and pa.id % 3 = 0`,
    [lo, hi, spanDays, people.dev, people.admin],
  );
  step('people, projects, teams');

  // The load: entries day by day (as a live database fills), secondary indexes rebuilt afterwards.
  // The rows reference participations' projects and people by construction: a superuser skips the
  // 5,000,000 foreign-key trigger calls, anyone else waits for them.
  await bulkLoad(sql, 'timesheet_entries', { maintenanceWorkMem: '512MB', workMem: '256MB' }, async (tx) => {
    await tx.query(
      `insert into timesheet_entries (project_id, user_id, day, hours)
       select pa.project_id, pa.user_id, d::date,
              (array[40, 40, 20, 10])[1 + pa.id % 4] * 20 + ((pa.id + (d::date - date '2000-01-01')) % 5 - 2) * 25
       from participations pa
       join lateral (select min(r.effective_from) as first from participation_rates r where r.participation_id = pa.id) r on true
       cross join lateral generate_series(r.first, current_date - 1, interval '1 day') d
       where pa.project_id between $1 and $2
         and extract(isodow from d) < 6
         and (pa.id * 7 + (d::date - date '2000-01-01')) % 23 <> 0
       order by d, pa.project_id, pa.user_id`,
      [lo, hi],
    );
  });
  step('entries');

  // Months: the sums of the entries. Last month and this one pending; dev@demo.test's last twelve
  // pending too (the bulk save saves them); two months back one in ten rejected; the rest approved.
  await sql.transaction(async (tx) => {
    await tx.query(`set local work_mem = '256MB'`);
    await tx.query(
      `insert into timesheet_months (project_id, user_id, month, status, total_hours, revision, reason, reviewed_by_id, reviewed_at)
     select t.project_id, t.user_id, t.month, s.status, t.total, case when s.status = 'pending' then 1 else 2 end,
            case when s.status = 'rejected' then 'Please check the hours of the second week against the tickets.' end,
            case when s.status = 'pending' then null when t.project_id % 3 = 0 then $4::int else p.cm_id end,
            case when s.status = 'pending' then null else t.month + interval '1 month 3 days 10 hours' end
     from (
       select e.project_id, e.user_id, date_trunc('month', e.day)::date as month, sum(e.hours)::int as total
       from timesheet_entries e where e.project_id between $1 and $2
       group by 1, 2, 3
     ) t
     join projects p on p.id = t.project_id
     cross join lateral (select case
       when t.month >= date_trunc('month', current_date) - interval '1 month' then 'pending'
       when t.user_id = $3::int and t.month >= date_trunc('month', current_date) - interval '12 months' then 'pending'
       when t.month = date_trunc('month', current_date) - interval '2 months' and (t.project_id + t.user_id) % 10 = 0 then 'rejected'
       else 'approved' end as status) s
     order by t.month, t.project_id, t.user_id`,
      [lo, hi, people.dev, people.admin],
    );
  });
  step('months');
  // A live database has been vacuumed by autovacuum: index-only scans need the visibility map.
  await sql.query(
    'vacuum (analyze) users, projects, participations, participation_rates, timesheet_entries, timesheet_months',
  );
  step('vacuum');

  const [counts] = await sql.query(
    `select (select count(*)::int from timesheet_entries) as entries, (select count(*)::int from timesheet_months) as months,
            (select count(*)::int from participations where project_id between $1 and $2) as members`,
    [lo, hi],
  );
  const n = /** @type {Record<string, number>} */ (counts);
  return (
    `${n.entries?.toLocaleString('en')} timesheet entries, ${n.months?.toLocaleString('en')} months, ` +
    `${sizes.projects.toLocaleString('en')} projects with ${n.members?.toLocaleString('en')} members (${steps()})`
  );
}

/**
 * What the scenarios read and write: the largest team among cm@demo.test's bench projects (its
 * month and year summaries), and the bench projects dev@demo.test is on (the bulk save).
 * @param {Sql} sql
 */
export async function timesheetTargets(sql) {
  const [target] = await sql.query(
    `select p.id, count(pa.id)::int as members from projects p join participations pa on pa.project_id = p.id
     where p.title like $1 || ' %' and p.cm_id = (select id from users where email = 'cm@demo.test')
     group by p.id order by members desc, p.id limit 1`,
    [TITLE],
  );
  const devProjects = await sql.query(
    `select pa.project_id as id from participations pa join projects p on p.id = pa.project_id
     where p.title like $1 || ' %' and pa.user_id = (select id from users where email = 'dev@demo.test')
     order by pa.project_id`,
    [TITLE],
  );
  const [dev] = await sql.query(`select id from users where email = 'dev@demo.test'`);
  return {
    project: /** @type {number} */ (target?.id ?? 0),
    members: /** @type {number} */ (target?.members ?? 0),
    devProjects: devProjects.map((row) => /** @type {number} */ (row.id)),
    dev: /** @type {number} */ (dev?.id ?? 0),
  };
}
