// @ts-check
// Projects at scale for the bench: people (clients, client managers, developers), 200,000
// projects of every category and stage (some archived) owned by those clients (the title names
// the owner's company, as real titles do) and run by those client managers, teams of 0–4 developers (some pending), dev@demo.test on about 120 teams, and
// milestones past and upcoming — all set-based (`insert … select … from generate_series`).

/** @typedef {import('./lib/types.d.ts').Sql} Sql */

const WORDS_A = [
  'Mobile banking',
  'Fleet tracking',
  'Web shop',
  'Data platform',
  'Booking portal',
  'CRM migration',
  'Payments gateway',
  'Analytics dashboard',
  'Customer app',
  'Inventory system',
  'Learning platform',
  'Telehealth app',
];

/**
 * @param {Sql} sql
 * @param {{ projects: number, clients?: number, managers?: number, developers?: number }} sizes
 * @returns {Promise<string>}
 */
export async function seedProjects(sql, sizes) {
  const clients = sizes.clients ?? 4000;
  const managers = sizes.managers ?? 150;
  const developers = sizes.developers ?? 30000;
  const people = [
    ['client', 2, clients, null],
    ['cm', 3, managers, null],
    ['dev', 1, developers, 'developer'],
  ];
  for (const [label, type, count, category] of people) {
    await sql.query(
      `insert into users (email, username, first_name, last_name, type, category, can_contribute, onboarding_stage)
       select 'bench-' || $1 || '-' || g || '@bench.test', 'bench-' || $1 || '-' || g || '@bench.test',
              initcap($1), 'Bench ' || g, $2::smallint, $3, true, 'finish'
       from generate_series(1, $4::int) g`,
      [label, type, category, count],
    );
  }
  /** @param {string} label */
  const range = async (label) => {
    const [row] = await sql.query(
      `select min(id)::int as lo, count(*)::int as n from users where email like 'bench-' || $1 || '-%'`,
      [label],
    );
    return /** @type {{ lo: number, n: number }} */ (row);
  };
  const [c, m, d] = [await range('client'), await range('cm'), await range('dev')];

  await sql.query(
    `insert into projects (title, description, category, type, stage, currency, invoicing_email,
                           expected_start_date, expected_end_date, deadline, archived, archived_at,
                           owner_id, cm_id, created_by_id, created_at, updated_at)
     select ($1::text[])[1 + g % ${WORDS_A.length}] || ' for Company ' || ((g * 7919) % $3::int + 1) || ' #' || g,
            'A project made by the bench seed.',
            case when g % 20 < 9 then 'dedicated' when g % 20 < 18 then 'project' else 'other' end,
            (array['web', 'mobile', 'other'])[1 + g % 3],
            case when g % 10 = 0 then 'opportunity' else 'active' end,
            case when g % 4 = 0 then 'USD' else 'EUR' end,
            'billing-' || (g % $3) || '@bench.test',
            date '2024-01-01' + (g % 900),
            case when g % 5 = 0 then date '2099-12-31' else date '2024-06-01' + (g % 1200) end,
            case when g % 3 = 0 then null else date '2024-06-01' + (g % 1200) end,
            g % 7 = 0, case when g % 7 = 0 then now() - interval '30 days' else null end,
            $2::int + (g * 7919) % $3::int, $4::int + g % $5::int,
            case when g % 2 = 0 then $4::int + g % $5::int else $2::int + (g * 7919) % $3::int end,
            now() - (g % 1000) * interval '1 hour', now()
     from generate_series(1, $6::int) g`,
    [WORDS_A, c.lo, c.n, m.lo, m.n, sizes.projects],
  );
  const [bounds] = await sql.query(
    `select min(id)::int as lo, max(id)::int as hi from projects where description = 'A project made by the bench seed.'`,
  );
  const { lo, hi } = /** @type {{ lo: number, hi: number }} */ (bounds);

  // Teams: project p gets p % 5 developers (0–4), the fourth one still pending.
  await sql.query(
    `insert into participations (project_id, user_id, status, accepted_at, created_at)
     select p, $3::int + ((p * 31 + k * 7907) % $4::int), case when k = 3 then 'pending' else 'accepted' end,
            case when k = 3 then null else now() end, now()
     from generate_series($1::int, $2::int) p cross join generate_series(0, 3) k
     where k < p % 5
     on conflict do nothing`,
    [lo, hi, d.lo, d.n],
  );
  // dev@demo.test (the bench's signed-in developer) is on about 120 of them.
  await sql.query(
    `insert into participations (project_id, user_id, status, accepted_at)
     select p, (select id from users where email = 'dev@demo.test'), case when p % 11 = 0 then 'pending' else 'accepted' end, now()
     from generate_series($1::int, $2::int) p where p % 1667 = 0
     on conflict do nothing`,
    [lo, hi],
  );
  // Milestones: one per project (past or upcoming), a second one on every other project.
  await sql.query(
    `insert into progress_events (project_id, type, title, due_at)
     select p, 'milestone', 'Milestone ' || k || ' of project ' || p, now() + ((p + k * 37) % 160 - 60) * interval '1 day'
     from generate_series($1::int, $2::int) p cross join generate_series(1, 2) k
     where k = 1 or p % 2 = 0`,
    [lo, hi],
  );
  // The app's projects.fold_list_counts job folds the list counts every minute; the bench app
  // runs without jobs, so fold once here as that job would have.
  await sql.query('select fold_project_list_counts()');
  // A live database has been vacuumed by autovacuum: index-only scans need the visibility map.
  await sql.query(
    'vacuum (analyze) users, projects, participations, progress_events, project_list_counts, project_list_count_changes',
  );
  const [counts] = await sql.query(
    `select (select count(*)::int from projects) as projects, (select count(*)::int from participations) as members,
            (select count(*)::int from progress_events) as milestones, (select count(*)::int from users) as users`,
  );
  const n = /** @type {Record<string, number>} */ (counts);
  return `${n.projects?.toLocaleString('en')} projects, ${n.members?.toLocaleString('en')} team members, ${n.milestones?.toLocaleString('en')} milestones, ${n.users?.toLocaleString('en')} users`;
}
