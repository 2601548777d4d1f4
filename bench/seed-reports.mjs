// @ts-check
// Progress events at scale for the bench: 1,000,000 events on 1,801 projects, one large project
// (100,000 events: 137 a day for about two years, as a team of over a hundred people files them)
// and 1,800 small ones (500 each, two a day). Types as the schedules and staff make them (developer
// updates 60 %, PM reports 15 %, developer surveys 10 %, client surveys 5 %, client, internal and
// milestone events the rest), each filed by its own person (a pool of 200 bench developers, one per
// slot of the day, so the schedule's unique key holds). Older events are mostly completed (92 %),
// the last three days mostly open: pending, and overdue past their grace (1 day for developer
// updates, 3 for the others) — the same instants the app's trigger keeps, written here because a
// superuser load skips triggers. The large project's last 60 days of completed events carry their
// report (client surveys a rating), so its completed pages present filed answers. Loaded day after
// day as a live database fills; secondary indexes rebuilt afterwards from their own definitions.

import { bulkLoad } from './lib/bulk-load.mjs';
import { stepTimer } from './lib/steps.mjs';

/** @typedef {import('./lib/types.d.ts').Sql} Sql */

const TITLE = 'Bench reports project';
const LARGE = `${TITLE} (large)`;
const DEVELOPERS = 200;

/**
 * @param {Sql} sql
 * @param {{ large: number, small: number, perSmall: number }} sizes
 * @returns {Promise<string>}
 */
export async function seedReports(sql, sizes) {
  const { step, steps } = stepTimer();

  await sql.query(
    `insert into users (email, username, first_name, last_name, type, category, can_contribute, onboarding_stage)
     select 'bench-rp-dev-' || g || '@bench.test', 'bench-rp-dev-' || g || '@bench.test', 'Developer', 'Reports ' || g,
            1, 'developer', true, 'finish'
     from generate_series(1, $1::int) g`,
    [DEVELOPERS],
  );
  const [ids] = await sql.query(
    `select (select min(id)::int from users where email like 'bench-rp-dev-%') as dev_lo,
            (select id from users where email = 'cm@demo.test') as cm,
            (select id from users where email = 'client@demo.test') as client,
            (select id from users where email = 'admin@demo.test') as admin`,
  );
  const people = /** @type {{ dev_lo: number, cm: number, client: number, admin: number }} */ (ids);

  // The large project first, then the small ones: (id, events, events a day).
  await sql.query(
    `insert into projects (title, description, category, type, stage, currency, invoicing_email,
                           expected_start_date, expected_end_date, start_date, owner_id, cm_id, created_by_id,
                           created_at, updated_at)
     select case when g = 0 then $1 else $2 || ' ' || g end, 'A project made by the bench seed.', 'dedicated', 'web',
            'active', 'EUR', 'billing@bench.test', current_date - 800, date '2099-12-31', current_date - 800,
            $3::int, $4::int, $5::int, now() - interval '800 days', now()
     from generate_series(0, $6::int) g order by g`,
    [LARGE, TITLE, people.client, people.cm, people.admin, sizes.small],
  );
  const [bounds] = await sql.query(
    `select (select id from projects where title = $1) as large,
            min(id)::int as lo, max(id)::int as hi from projects where title like $2 || ' %'`,
    [LARGE, TITLE],
  );
  const { large, lo, hi } = /** @type {{ large: number, lo: number, hi: number }} */ (bounds);
  const perDayLarge = 137;
  const perDaySmall = 2;
  step('people, projects');

  // Rows reference bench projects and people by construction: a superuser skips the foreign-key
  // (and overdue_at) triggers; overdue_at is written with the trigger's own formula either way.
  await bulkLoad(sql, 'progress_events', { maintenanceWorkMem: '512MB', workMem: '256MB' }, async (tx) => {
    await tx.query(
      `insert into progress_events (project_id, type, title, due_at, user_id, created_by_id, overdue_at,
                                    completed_at, scheduled_on, created_at, updated_at)
       select e.project_id, e.type, e.title, e.due_at, e.user_id, null,
              e.due_at + case when e.type = 'developer' then interval '24 hours' else interval '72 hours' end,
              case when e.due_at < now() - interval '3 days' and e.roll < 92 then e.due_at - interval '3 hours'
                   when e.due_at < now() and e.roll < 30 then e.due_at - interval '3 hours' end,
              e.day, e.day::timestamptz, e.day::timestamptz
       from (
         select p.id as project_id, x.day, (x.day + time '17:00') at time zone 'UTC' as due_at,
                $5::int + (p.slot_base + x.s) % $6::int as user_id, t.type, t.title,
                (x.g * 7919 + p.id * 31) % 100 as roll
         from (select $1::int as id, $2::int as n, $3::int as per_day, 0 as slot_base
               union all
               select id, $4::int, $7::int, (id * $7::int) % $6::int from projects
               where title like $8 || ' %' and title <> $9) p
         cross join lateral generate_series(0, p.n - 1) g
         cross join lateral (select g, (current_date - g / p.per_day)::date as day, g % p.per_day as s) x
         cross join lateral (
           select case
             when k < 12 then 'developer' when k < 15 then 'cm' when k < 16 then 'developer_rating'
             when k < 18 then 'developer_survey' when k = 18 then 'client'
             when x.s % 2 = 0 then 'internal' else 'milestone' end as type
           from (select (x.s + (x.g / p.per_day) * 3) % 20 as k) kk
         ) tt
         cross join lateral (select tt.type, case tt.type
             when 'developer' then 'Developer update' when 'cm' then 'PM report'
             when 'developer_rating' then 'Client survey' when 'developer_survey' then 'Developer survey'
             when 'client' then 'Client report' when 'internal' then 'Internal report'
             else 'Milestone' end as title) t
       ) e
       order by e.day, e.project_id`,
      [large, sizes.large, perDayLarge, sizes.perSmall, people.dev_lo, DEVELOPERS, perDaySmall, TITLE, LARGE],
    );
  });
  step('events');

  // What was filed on the large project's completed events of the last 60 days.
  await sql.query(
    `insert into progress_reports (event_id, author_id, percentage, status, accomplished, todo, next_deadline,
                                   next_deadline_meet, rate_communication, created_at, updated_at)
     select e.id, e.user_id,
            case when e.type = 'developer_survey' then null else 1 + e.id % 100 end,
            case when e.type = 'developer_survey' then null
                 else (array['ahead', 'on_schedule', 'on_schedule', 'behind_progressing'])[1 + e.id % 4] end,
            case when e.type = 'developer_survey' then null else 'Finished the tickets of the sprint board.' end,
            case when e.type = 'developer_survey' then null else 'Start on the next milestone.' end,
            case when e.type = 'developer_survey' then null else (e.due_at + interval '7 days')::date end,
            case when e.type = 'developer_survey' then null else true end,
            case when e.type = 'developer_survey' then 3 + e.id % 3 end,
            e.completed_at, e.completed_at
     from progress_events e
     where e.project_id = $1 and e.completed_at is not null and e.type <> 'developer_rating'
       and e.due_at > now() - interval '60 days'`,
    [large],
  );
  await sql.query(
    `insert into developer_ratings (event_id, user_id, created_by_id, rating, created_at, updated_at)
     select e.id, $2::int + e.id % $3::int, e.user_id, 3 + e.id % 3, e.completed_at, e.completed_at
     from progress_events e
     where e.project_id = $1 and e.completed_at is not null and e.type = 'developer_rating'
       and e.due_at > now() - interval '60 days'`,
    [large, people.dev_lo, DEVELOPERS],
  );
  step('reports');
  await sql.query('vacuum (analyze) users, projects, progress_events, progress_reports, developer_ratings');
  step('vacuum');

  const [counts] = await sql.query(
    `select (select count(*)::int from progress_events) as events,
            (select count(*)::int from progress_reports) as reports,
            (select count(*)::int from projects where id between $1 and $2) as projects`,
    [lo, hi],
  );
  const n = /** @type {Record<string, number>} */ (counts);
  return (
    `${n.events?.toLocaleString('en')} progress events, ${n.reports?.toLocaleString('en')} reports, ` +
    `${n.projects?.toLocaleString('en')} projects (${steps()})`
  );
}

/**
 * The large project and how its events stand, for the scenarios and the report.
 * @param {Sql} sql
 */
export async function reportsTarget(sql) {
  const [row] = await sql.query(
    `select p.id, count(e.id)::int as events,
            count(e.id) filter (where e.completed_at is not null)::int as completed,
            count(e.id) filter (where e.completed_at is null and e.overdue_at < now())::int as overdue,
            count(e.id) filter (where e.completed_at is null and e.overdue_at >= now())::int as pending
     from projects p join progress_events e on e.project_id = p.id
     where p.title = $1 group by p.id`,
    [LARGE],
  );
  return /** @type {{ id: number, events: number, completed: number, overdue: number, pending: number }} */ (
    row ?? { id: 0, events: 0, completed: 0, overdue: 0, pending: 0 }
  );
}
