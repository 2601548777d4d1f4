// @ts-check
// The talent pool at scale for the bench: 100,000 talents (active, onboarded developers and
// designers, as talent-pool.repository.ts `isTalent` counts them) and 12,000 developers who are not
// (sign-up unfinished, or deactivated), with names drawn from two lists of common first and last
// names (so a name fragment matches a few hundred people, as in a real pool), countries weighted
// towards where Kazi's talent lives, 3–8 skills each from the catalogue (`skills`, popularity
// falling with the catalogue's order, designers from the design skills and tools; the first three
// primary), 0–20 years of experience, 15 % vetted, and 1–3 test results for one in five. On the
// demo opportunity (Fintech onboarding MVP), 60 of them are shortlisted and asked, some answered,
// so the page's joins find rows. Set-based, about 15 seconds.

import { bulkLoad } from './lib/bulk-load.mjs';
import { stepTimer } from './lib/steps.mjs';
import { COUNTRIES, FIRST_NAMES, LAST_NAMES } from './lib/talent-names.mjs';

/** @typedef {import('./lib/types.d.ts').Sql} Sql */

/** The design skills and tools of the catalogue (drizzle/0002_skills_catalogue.sql) designers draw from. */
const DESIGN_SKILLS = [
  'ui-design',
  'ux-design',
  'ux-research',
  'interaction-design',
  'visual-design',
  'graphic-design',
  'product-design',
  'web-design',
  'mobile-app-design',
  'typography',
  'branding',
  'illustration',
  'motion-design',
  'prototyping',
  'wireframing',
  'design-systems',
  'usability-testing',
  'information-architecture',
  'iconography',
  'figma',
  'figjam',
  'sketch',
  'adobe-xd',
  'adobe-photoshop',
  'adobe-illustrator',
  'invision',
  'framer',
  'zeplin',
  'miro',
  'protopie',
];
const TESTS = ['Technical interview', 'Take-home assignment', 'English communication', 'System design'];

const PREFIX = 'bench-talent-';
/** The demo opportunity whose pool the scenarios read (seed/projects-data.ts DEMO_PROJECTS.fintech). */
export const TALENT_OPPORTUNITY = 'Fintech onboarding MVP';

/**
 * @param {Sql} sql
 * @param {{ talents: number, others: number }} sizes
 * @returns {Promise<string>}
 */
export async function seedTalents(sql, sizes) {
  const { step, steps } = stepTimer();
  const total = sizes.talents + sizes.others;

  // A hash of the row number picks each trait, so traits do not move together (hashint8 is built in).
  const pick = (/** @type {string} */ of, /** @type {number} */ salt) =>
    `(hashint8(${of}::bigint * 7919 + ${salt}) & 1073741823)`;
  await sql.query(
    `insert into users (email, username, first_name, last_name, type, category, is_active, can_contribute,
                        onboarding_stage, date_joined, deactivated_at)
     select $1 || g || '@bench.test', $1 || g || '@bench.test',
            ($2::text[])[1 + ${pick('g', 1)} % cardinality($2::text[])],
            ($3::text[])[1 + ${pick('g', 2)} % cardinality($3::text[])],
            1, case when ${pick('g', 3)} % 5 = 0 then 'designer' else 'developer' end,
            g <= $4 or g % 3 <> 0, g <= $4,
            case when g <= $4 then 'finish' else (array['one', 'two', 'three'])[1 + g % 3] end,
            now() - (${pick('g', 4)} % 1500) * interval '1 day',
            case when g > $4 and g % 3 = 0 then now() - interval '2 days' end
     from generate_series(1, $5::int) g`,
    [PREFIX, FIRST_NAMES, LAST_NAMES, sizes.talents, total],
  );
  await sql.query(
    `insert into profiles (user_id, bio, city, country, years_of_experience, is_vetted)
     select u.id, 'Builds and ships software with distributed teams.', null,
            ($2::text[])[1 + ${pick('u.id', 5)} % cardinality($2::text[])],
            ${pick('u.id', 6)} % 21, u.can_contribute and ${pick('u.id', 7)} % 100 < 15
     from users u where u.email like $1 || '%'`,
    [PREFIX, COUNTRIES],
  );
  step('people');

  // Skills: the catalogue in its order (well-known first), designers' from the design skills and
  // tools; the k-th pick of a person is skewed to the head of the list (a power of a uniform draw).
  // The rows reference bench people and catalogue skills by construction (foreign keys unchecked
  // for a superuser).
  await bulkLoad(sql, 'profile_skills', { maintenanceWorkMem: '256MB' }, async (tx) => {
    await tx.query(
      `with design as (
       select array_agg(id order by id) as ids from skills
       where slug = any($2::text[])
     ), code as (
       select array_agg(id order by id) as ids from skills where slug <> all($2::text[])
     )
     insert into profile_skills (user_id, skill_id, is_primary, years_of_experience, position)
     select user_id, skill_id, bool_or(k <= 3), min(years), min(k) - 1
     from (
       select u.id as user_id, k,
              case when u.category = 'designer'
                   then (select ids from design)[1 + floor(power(((${pick('u.id', 10)} + k * 104729) % 1000) / 1000.0, 1.6)
                                                        * cardinality((select ids from design)))::int]
                   else (select ids from code)[1 + floor(power(((${pick('u.id', 11)} + k * 104729) % 1000) / 1000.0, 2.2)
                                                      * cardinality((select ids from code)))::int]
              end as skill_id,
              greatest(1, (${pick('u.id', 12)} % 10) - k) as years
       from users u
       cross join lateral generate_series(1, 3 + ${pick('u.id', 13)} % 6) k
       where u.email like $1 || '%'
     ) picks
     where skill_id is not null
     group by user_id, skill_id`,
      [PREFIX, DESIGN_SKILLS],
    );
    // users.skill_ids, as migration 0038's triggers keep it (a superuser's load runs without them).
    await tx.query(
      `update users u set skill_ids = s.ids
       from (select user_id, array_agg(skill_id order by skill_id) as ids from profile_skills group by user_id) s
       where u.id = s.user_id and u.email like $1 || '%'`,
      [PREFIX],
    );
  });
  step('skills');

  const [admin] = await sql.query(`select id from users where email = 'admin@demo.test'`);
  await sql.query(
    `insert into talent_test_results (user_id, title, score, taken_on, reviewer_id, notes, created_by_id, created_at, updated_at)
     select u.id, ($2::text[])[1 + (${pick('u.id', 20)} + n) % cardinality($2::text[])],
            40 + (${pick('u.id', 21)} + n * 17) % 61, current_date - (${pick('u.id', 22)} % 700) - n * 30,
            $3::int, null, $3::int, now(), now()
     from users u cross join lateral generate_series(1, 1 + ${pick('u.id', 23)} % 3) n
     where u.email like $1 || '%' and u.can_contribute and ${pick('u.id', 24)} % 5 = 0`,
    [PREFIX, TESTS, admin?.id],
  );
  step('tests');

  // The opportunity's shortlist: 60 talents asked, a third available, a few not.
  await sql.query(
    `with opportunity as (select id from projects where title = $2),
          chosen as (
            select u.id, row_number() over (order by u.id) as n from users u
            where u.email like $1 || '%' and u.can_contribute and u.id % 1499 = 0 limit 60)
     , polls as (
       insert into interest_polls (project_id, user_id, status, asked_at, asked_by_id, answered_at)
       select o.id, c.id, case when c.n % 3 = 0 then 'interested' when c.n % 7 = 0 then 'uninterested' end,
              now() - interval '5 days', $3::int, case when c.n % 3 = 0 or c.n % 7 = 0 then now() - interval '2 days' end
       from chosen c cross join opportunity o
       on conflict do nothing)
     insert into shortlist_entries (project_id, user_id, added_by_id, added_at)
     select o.id, c.id, $3::int, now() - interval '5 days' from chosen c cross join opportunity o
     on conflict do nothing`,
    [PREFIX, TALENT_OPPORTUNITY, admin?.id],
  );
  await sql.query(
    'vacuum (analyze) users, profiles, profile_skills, talent_test_results, interest_polls, shortlist_entries',
  );
  step('vacuum');

  const [counts] = await sql.query(
    `select (select count(*)::int from users where email like $1 || '%' and can_contribute) as talents,
            (select count(*)::int from users where email like $1 || '%' and not can_contribute) as others,
            (select count(*)::int from profile_skills ps join users u on u.id = ps.user_id where u.email like $1 || '%') as skills,
            (select count(*)::int from talent_test_results t join users u on u.id = t.user_id where u.email like $1 || '%') as tests`,
    [PREFIX],
  );
  const n = (/** @type {unknown} */ value) => Number(value ?? 0).toLocaleString('en');
  return (
    `${n(counts?.talents)} talents and ${n(counts?.others)} other developers, ${n(counts?.skills)} profile skills, ` +
    `${n(counts?.tests)} test results (${steps()})`
  );
}
