import { TALENT_TEST_RESULTS_SHOWN } from '@kazi/shared/opportunities/talent-pool';
import { and, asc, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  interestPolls,
  participationRates,
  participations,
  profileSkills,
  profiles,
  shortlistEntries,
  skills,
  talentCondition,
  talentTestResults,
  users,
} from '../../db/schema/index.ts';

/**
 * The talent pool's SQL (ADR 031). A talent is `talentCondition` (db/schema/users.ts: an active,
 * onboarded user of type developer, not purged, without staff flags); their category (developer or designer) is `users.category`,
 * a developer when unset. The list is one statement for the page (ranked by how many of the
 * ranking skills a person has, then by name) and one for the count, capped; the page's people
 * then get their skills, test results and payout rates in one statement each, whatever the page size.
 *
 * At 100,000 talents on PostgreSQL the page reads `users` by `users_type_active_idx` and ranks
 * with a top-N sort; the skill matches come from `profile_skills_skill_idx`. A later migration
 * should add a partial index `users (id) where type = 1 and is_active and can_contribute` (or on
 * `(lower(first_name || ' ' || last_name) gin_trgm_ops)` for the name search), which this
 * statement would use as written.
 */

export interface TalentFilters {
  projectId: number;
  /** The skills people are ranked by (the filter's, else the opportunity's). */
  rankSkillIds: number[];
  /** Only people with at least one of the ranking skills (the skills filter was given). */
  requireSkill: boolean;
  /** Lower-cased search text, or null. */
  search: string | null;
  /** Skills whose name starts with the search text (resolved first). */
  searchSkillIds: number[];
  /** Countries whose name contains the search text. */
  searchCountries: string[];
  country: string | null;
  category: 'developer' | 'designer' | null;
  vetted: boolean | null;
}

export interface TalentRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarFileId: number | null;
  category: 'developer' | 'designer';
  country: string | null;
  yearsOfExperience: number | null;
  isVetted: boolean;
  matched: number;
  pollStatus: 'interested' | 'uninterested' | 'rejected' | null;
  pollAskedAt: Date | null;
  pollAnsweredAt: Date | null;
  shortlisted: boolean;
}

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const categoryOf = sql<'developer' | 'designer'>`coalesce(${users.category}, 'developer')`;

/** The rule that makes someone a talent (db/schema/users.ts `talentCondition`, shared with the Tests pickers). */
const isTalent = talentCondition(users);

/** Skills whose name starts with the text (the catalogue's `skills_name_lower_idx`). */
export async function skillIdsStartingWith(db: Db, text: string): Promise<number[]> {
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(sql`lower(${skills.name}) like ${likePrefix(text)}`)
    .limit(50);
  return rows.map((row) => row.id);
}

function matchesOf(db: Db, rankSkillIds: number[]) {
  return db
    .select({ userId: profileSkills.userId, n: sql<number>`count(*)::int`.as('n') })
    .from(profileSkills)
    .where(sql`${profileSkills.skillId} = any(${sql.param(rankSkillIds)}::int[])`)
    .groupBy(profileSkills.userId)
    .as('matches');
}

function whereOf(filters: TalentFilters, matches: ReturnType<typeof matchesOf>): SQL {
  const conditions: SQL[] = [isTalent];
  if (filters.requireSkill) conditions.push(sql`${matches.n} is not null`);
  if (filters.country) conditions.push(sql`${profiles.country} = ${filters.country}`);
  if (filters.category) conditions.push(sql`${categoryOf} = ${filters.category}`);
  if (filters.vetted !== null)
    conditions.push(sql`coalesce(${profiles.isVetted}, false) = ${filters.vetted}`);
  if (filters.search) {
    const anyOf: SQL[] = [
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${likeContaining(filters.search)}`,
    ];
    if (filters.searchCountries.length)
      anyOf.push(sql`${profiles.country} = any(${sql.param(filters.searchCountries)}::text[])`);
    if (filters.searchSkillIds.length)
      anyOf.push(
        sql`exists (select 1 from ${profileSkills} where ${profileSkills.userId} = ${users.id} and ${profileSkills.skillId} = any(${sql.param(filters.searchSkillIds)}::int[]))`,
      );
    conditions.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  return and(...conditions) as SQL;
}

/** One page of talents, ranked, with their place on this opportunity (poll, shortlist). */
export async function findTalentPage(
  db: Db,
  filters: TalentFilters,
  page: { limit: number; offset: number },
): Promise<TalentRow[]> {
  const matches = matchesOf(db, filters.rankSkillIds);
  const matched = sql<number>`coalesce(${matches.n}, 0)`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarFileId: users.avatarFileId,
      category: categoryOf,
      country: profiles.country,
      yearsOfExperience: profiles.yearsOfExperience,
      isVetted: sql<boolean>`coalesce(${profiles.isVetted}, false)`,
      matched,
      pollStatus: interestPolls.status,
      pollAskedAt: interestPolls.askedAt,
      pollAnsweredAt: interestPolls.answeredAt,
      shortlisted: sql<boolean>`${shortlistEntries.id} is not null`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(matches, eq(matches.userId, users.id))
    .leftJoin(
      interestPolls,
      and(eq(interestPolls.projectId, filters.projectId), eq(interestPolls.userId, users.id)),
    )
    .leftJoin(
      shortlistEntries,
      and(
        eq(shortlistEntries.projectId, filters.projectId),
        eq(shortlistEntries.userId, users.id),
        isNull(shortlistEntries.removedAt),
      ),
    )
    .where(whereOf(filters, matches))
    .orderBy(desc(matched), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many talents match, counting no further than `cap` (one more tells it was reached). */
export async function countTalents(db: Db, filters: TalentFilters, cap: number): Promise<number> {
  const matches = matchesOf(db, filters.rankSkillIds);
  const limited = db
    .select({ one: sql<number>`1`.as('one') })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(matches, eq(matches.userId, users.id))
    .where(whereOf(filters, matches))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/** Which of these ids are talents today. */
export async function findTalentIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isTalent, sql`${users.id} = any(${sql.param(ids)}::int[])`));
  return new Set(rows.map((row) => row.id));
}

export interface TalentExtras {
  skills: Map<number, { id: number; name: string }[]>;
  tests: Map<number, { id: number; title: string; score: number; takenOn: string }[]>;
  /** The payout rate (EUR minor units per hour) of each person's latest rate on an accepted participation. */
  payoutRates: Map<number, number> | null;
}

/** The page's people's primary skills, latest test results and (when asked) payout rates: three statements. */
export async function loadTalentExtras(
  db: Db,
  userIds: readonly number[],
  withRates: boolean,
  today: string,
): Promise<TalentExtras> {
  const extras: TalentExtras = {
    skills: new Map(),
    tests: new Map(),
    payoutRates: withRates ? new Map() : null,
  };
  if (!userIds.length) return extras;
  const ids = [...userIds];
  const ranked = db
    .select({
      id: talentTestResults.id,
      userId: talentTestResults.userId,
      title: talentTestResults.title,
      score: talentTestResults.score,
      takenOn: talentTestResults.takenOn,
      rank: sql<number>`row_number() over (partition by ${talentTestResults.userId} order by ${talentTestResults.takenOn} desc, ${talentTestResults.id} desc)`.as(
        'rank',
      ),
    })
    .from(talentTestResults)
    .where(sql`${talentTestResults.userId} = any(${sql.param(ids)}::int[])`)
    .as('ranked');
  const [skillRows, testRows, rateRows] = await Promise.all([
    db
      .select({ userId: profileSkills.userId, id: skills.id, name: skills.name })
      .from(profileSkills)
      .innerJoin(skills, eq(skills.id, profileSkills.skillId))
      .where(
        and(sql`${profileSkills.userId} = any(${sql.param(ids)}::int[])`, eq(profileSkills.isPrimary, true)),
      )
      .orderBy(asc(profileSkills.userId), asc(profileSkills.position), asc(skills.name)),
    db
      .select({
        id: ranked.id,
        userId: ranked.userId,
        title: ranked.title,
        score: ranked.score,
        takenOn: ranked.takenOn,
      })
      .from(ranked)
      .where(lte(ranked.rank, TALENT_TEST_RESULTS_SHOWN))
      .orderBy(asc(ranked.userId), asc(ranked.rank)),
    withRates
      ? db
          .selectDistinctOn([participations.userId], {
            userId: participations.userId,
            payoutRateMinor: participationRates.payoutRateMinor,
          })
          .from(participationRates)
          .innerJoin(participations, eq(participations.id, participationRates.participationId))
          .where(
            and(
              sql`${participations.userId} = any(${sql.param(ids)}::int[])`,
              eq(participations.status, 'accepted'),
              lte(participationRates.effectiveFrom, today),
            ),
          )
          .orderBy(
            asc(participations.userId),
            desc(participationRates.effectiveFrom),
            desc(participationRates.id),
          )
      : Promise.resolve([]),
  ]);
  for (const row of skillRows)
    extras.skills.set(row.userId, [...(extras.skills.get(row.userId) ?? []), { id: row.id, name: row.name }]);
  for (const row of testRows)
    extras.tests.set(row.userId, [
      ...(extras.tests.get(row.userId) ?? []),
      { id: row.id, title: row.title, score: row.score, takenOn: row.takenOn },
    ]);
  for (const row of rateRows) extras.payoutRates?.set(row.userId, row.payoutRateMinor);
  return extras;
}
