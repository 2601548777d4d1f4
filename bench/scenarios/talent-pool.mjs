// @ts-check
// The talent pool at 100,000 talents (PostgreSQL): an opportunity's Talent Pool tab searched by a
// name fragment (ranked by the opportunity's five skills) and filtered by two skills (TypeScript,
// common, and React Native, rarer: ranked by how many of the two people have), as staff who see
// rates (admin@demo.test), on the demo's Fintech onboarding MVP.
// Floor: the statements of opportunities/talent-pool.service.ts as Drizzle emits them (captured with
// the test app's query recorder): the session lookup, the project for its caller, the skills the
// search text starts (search only), the ranked page and its capped count, then the page's primary
// skills, latest test results and payout rates; the prepared ones under the app's names. The
// search names no country here (none contains the bench's fragment; the app's country list is not
// read by the floor).

import { envelope, pageOf } from '../lib/page.mjs';
import { dayOf } from '../lib/pg-dates.mjs';
import { PROJECT } from '../lib/project-core.mjs';
import { seedTalents, TALENT_OPPORTUNITY } from '../seed-talents.mjs';
import { lookupSession } from './auth.mjs';

/** @typedef {import('../lib/types.d.ts').Sql} Sql */

const ADMIN = { email: 'admin@demo.test', password: 'demo-password' };
/** shared/opportunities/talent-pool.ts */
const COUNT_CAP = 1000;
const TESTS_SHOWN = 3;
const SEARCH = 'okafor';

/** db/schema/users.ts talentCondition, as Drizzle writes it. */
const TALENT = `"users"."type" = 1 and "users"."is_active" and "users"."can_contribute" and "users"."personal_data_purged_at" is null and not "users"."is_admin" and not "users"."is_pay_admin" and not "users"."is_staff"`;
const NAME_LIKE = (/** @type {number} */ n) =>
  `lower("users"."first_name" || ' ' || "users"."last_name") like $${n}`;
const MATCHES = (/** @type {number} */ n) =>
  `(select count(*)::int from unnest("users"."skill_ids") as "held"("id") where "held"."id" = any($${n}::int[]))`;
const HAS_ONE = (/** @type {number} */ n) => `"users"."skill_ids" && $${n}::int[]`;
const RANKED_COLUMNS = (/** @type {string} */ matched) =>
  `"users"."id" as "id", ${matched} as "n", "users"."first_name" as "first_name", "users"."last_name" as "last_name"`;
const RANK_ORDER = `"n" desc, "first_name" asc, "last_name" asc, "id" asc`;
const NAME_ORDER = `"users"."first_name" asc, "users"."last_name" asc, "users"."id" asc`;

/** The page's people with their place on the opportunity ($p, $p+1: the project), around `ranked`. */
const PAGE = (/** @type {string} */ ranked, /** @type {number} */ p) =>
  `select "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."avatar_file_id", coalesce("users"."category", 'developer') as "category", "profiles"."country", "profiles"."years_of_experience", coalesce("profiles"."is_vetted", false) as "is_vetted", "ranked"."n", "ranked"."total", "interest_polls"."status", "interest_polls"."asked_at", "interest_polls"."answered_at", "shortlist_entries"."id" is not null as "shortlisted"
  from (${ranked}) "ranked" inner join "users" on "users"."id" = "ranked"."id" left join "profiles" on "profiles"."user_id" = "users"."id"
  left join "interest_polls" on ("interest_polls"."project_id" = $${p} and "interest_polls"."user_id" = "users"."id")
  left join "shortlist_entries" on ("shortlist_entries"."project_id" = $${p + 1} and "shortlist_entries"."user_id" = "users"."id" and "shortlist_entries"."removed_at" is null)
  order by "ranked"."n" desc, "ranked"."first_name" asc, "ranked"."last_name" asc, "ranked"."id" asc`;

/** talent-pool.repository.ts rankedPage with a search text (its shape: matches counted per person). */
const SEARCH_PAGE = PAGE(
  `select ${RANKED_COLUMNS(MATCHES(1))}, count(*) over ()::int as "total" from "users" where (${TALENT} and (${NAME_LIKE(2)})) order by ${RANK_ORDER} limit $3 offset $4`,
  5,
);
const SEARCH_COUNT = `select count(*)::int as "n" from (select 1 from "users" where (${TALENT} and (${NAME_LIKE(1)})) limit $2) "limited"`;

/**
 * rankedPage without one, a skill required: the tiers (two or more of the skills, by their pair on
 * the GIN index: the bench's two skills are one pair; then exactly one).
 */
const SKILLS_PAGE = PAGE(
  `select *, null::int as "total" from ((select ${RANKED_COLUMNS(MATCHES(1))} from "users" where ${TALENT} and ("users"."skill_ids" @> array[($2::int[])[1], ($3::int[])[2]]) order by ${RANK_ORDER} limit $4::int + $5::int) union all (select ${RANKED_COLUMNS('1')} from "users" where ${TALENT} and ${MATCHES(6)} = 1 order by ${NAME_ORDER} limit $7::int + $8::int)) "tiers" order by ${RANK_ORDER} limit $9 offset $10`,
  11,
);
const SKILLS_COUNT = `select count(*)::int as "n" from (select 1 from "users" where ${TALENT} and ${HAS_ONE(1)} limit $2) "limited"`;

const SKILLS_STARTING = `select "id" from "skills" where lower("skills"."name") like $1 limit $2`;
const PRIMARY_SKILLS = `select "profile_skills"."user_id", "skills"."id", "skills"."name" from "profile_skills" inner join "skills" on "skills"."id" = "profile_skills"."skill_id" where ("profile_skills"."user_id" = any($1::int[]) and "profile_skills"."is_primary" = $2) order by "profile_skills"."user_id" asc, "profile_skills"."position" asc, "skills"."name" asc`;
const TESTS = `select "id", "user_id", "title", "score", "taken_on" from (select "id", "user_id", "title", "score", "taken_on", row_number() over (partition by "user_id" order by "taken_on" desc, "id" desc) as "rank" from "talent_test_results" where "talent_test_results"."user_id" = any($1::int[])) "ranked" where "rank" <= $2 order by "ranked"."user_id" asc, "rank" asc`;
const RATES = `select distinct on ("participations"."user_id") "participations"."user_id", "participation_rates"."payout_rate_minor" from "participation_rates" inner join "participations" on "participations"."id" = "participation_rates"."participation_id" where ("participations"."user_id" = any($1::int[]) and "participations"."status" = $2 and "participation_rates"."effective_from" <= $3) order by "participations"."user_id" asc, "participation_rates"."effective_from" desc, "participation_rates"."id" desc`;

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
/** @param {unknown} value */
const iso = (value) => (value instanceof Date ? value.toISOString() : null);
const likeOf = (/** @type {string} */ text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** @param {Record<string, unknown>[]} rows @param {string} key */
const groupBy = (rows, key) => {
  /** @type {Map<unknown, Record<string, unknown>[]>} */
  const groups = new Map();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
};

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'talent-pool',
  floor: {
    async '/api/projects/:id/talent-pool/'(sql, request) {
      const live = /** @type {Record<string, any> | null} */ (await lookupSession(sql, request.cookies));
      if (!live) return null;
      const projectId = Number(/\/projects\/(\d+)\//.exec(request.url)?.[1]);
      const [project] = await sql.query(PROJECT, [live.id, live.id, projectId, 1], 'kazi_project_for_user');
      if (!project) return null;
      const window = pageOf(request.query);
      const search = request.query.search?.trim().toLowerCase() ?? null;
      const filterSkills = request.query.skills?.split(',').map(Number) ?? null;
      /** @type {Record<string, any>[]} */
      let rows;
      /** @type {() => Promise<Record<string, any>[]>} */
      let count;
      if (search) {
        // The skills the text starts (none here: the page ORs them in when there are).
        await sql.query(SKILLS_STARTING, [`${likeOf(search)}%`, 50]);
        const rank = `{${(/** @type {number[]} */ (project.skill_ids ?? [])).join(',')}}`;
        const like = `%${likeOf(search)}%`;
        rows = await sql.query(SEARCH_PAGE, [rank, like, window.limit, window.offset, projectId, projectId]);
        count = () => sql.query(SEARCH_COUNT, [like, COUNT_CAP + 1]);
      } else {
        const rank = `{${filterSkills?.join(',')}}`;
        rows = await sql.query(SKILLS_PAGE, [
          rank,
          rank,
          rank,
          window.limit,
          window.offset,
          rank,
          window.limit,
          window.offset,
          window.limit,
          window.offset,
          projectId,
          projectId,
        ]);
        count = () => sql.query(SKILLS_COUNT, [rank, COUNT_CAP + 1]);
      }
      // A search's page counts its matches (the page's `total`); a skills page counts apart.
      const matches =
        window.offset === 0 && rows.length < window.limit
          ? rows.length
          : (rows[0]?.total ?? (await count())[0]?.n ?? 0);
      const ids = `{${rows.map((row) => row.id).join(',')}}`;
      const today = new Date().toISOString().slice(0, 10);
      const [skills, tests, rates] = rows.length
        ? await Promise.all([
            sql.query(PRIMARY_SKILLS, [ids, true], 'kazi_talent_primary_skills'),
            sql.query(TESTS, [ids, TESTS_SHOWN], 'kazi_talent_latest_tests'),
            sql.query(RATES, [ids, 'accepted', today], 'kazi_talent_payout_rates'),
          ])
        : [[], [], []];
      const skillsOf = groupBy(skills, 'user_id');
      const testsOf = groupBy(tests, 'user_id');
      const rateOf = new Map(rates.map((rate) => [rate.user_id, Number(rate.payout_rate_minor)]));
      const results = rows.map((row) => {
        const rate = rateOf.get(row.id);
        return {
          id: row.id,
          display_name: `${row.first_name} ${row.last_name}`.trim() || row.email,
          avatar_url: row.avatar_file_id ? `/api/avatars/${row.avatar_file_id}/` : null,
          category: row.category,
          country: row.country,
          country_name: row.country ? (regions.of(row.country) ?? null) : null,
          skills: (skillsOf.get(row.id) ?? []).map((skill) => ({ id: skill.id, name: skill.name })),
          years_of_experience: row.years_of_experience,
          is_vetted: row.is_vetted,
          test_results: (testsOf.get(row.id) ?? []).map((test) => ({
            id: test.id,
            title: test.title,
            score: test.score,
            taken_on: dayOf(/** @type {Date} */ (test.taken_on)),
          })),
          payout_rate: rate === undefined ? null : (rate / 100).toFixed(2),
          interest: row.asked_at
            ? { status: row.status, asked_at: iso(row.asked_at), answered_at: iso(row.answered_at) }
            : null,
          shortlisted: row.shortlisted,
          matched_skills: row.n,
        };
      });
      return {
        ...envelope(request.url, window, Math.min(matches, COUNT_CAP), results),
        count_capped: matches > COUNT_CAP,
      };
    },
  },
  scenarios: [
    {
      name: `talent-pool search=${SEARCH} (100k)`,
      path: `/api/projects/{project}/talent-pool/?search=${SEARCH}`,
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
      user: ADMIN,
    },
    {
      name: 'talent-pool skills (100k)',
      path: '/api/projects/{project}/talent-pool/?skills={skills}',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
      user: ADMIN,
    },
  ],
  async seed(sql) {
    if (sql.engine !== 'postgres') return 'skipped (100,000 talents run on PostgreSQL only)';
    return seedTalents(sql, { talents: 100_000, others: 12_000 });
  },
  async facts(sql) {
    const [row] = await sql.query(
      `select count(*)::int as talents,
              count(*) filter (where lower(first_name || ' ' || last_name) like $1)::int as named,
              (select count(distinct ps.user_id)::int from profile_skills ps join skills s on s.id = ps.skill_id
               where s.slug in ('typescript', 'react-native')) as skilled
       from users where ${TALENT}`,
      [`%${SEARCH}%`],
    );
    const n = (/** @type {unknown} */ value) => Number(value ?? 0).toLocaleString('en');
    return `${n(row?.talents)} talents; "${SEARCH}" in ${n(row?.named)} names; ${n(row?.skilled)} people with TypeScript or React Native`;
  },
  async vars(sql) {
    const [row] = await sql.query(
      `select (select id from projects where title = $1) as project,
              (select string_agg(id::text, ',' order by slug desc) from skills where slug in ('typescript', 'react-native')) as skills`,
      [TALENT_OPPORTUNITY],
    );
    return { project: Number(row?.project), skills: String(row?.skills) };
  },
};
