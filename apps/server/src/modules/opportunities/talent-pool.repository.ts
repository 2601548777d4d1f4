import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { carriedTotal } from '../../db/carried-total.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { type Bind, builtPerShape, placeholders, preparedPer, shapeOf, UNNAMED } from '../../db/prepared.ts';
import {
  interestPolls,
  profileSkills,
  profiles,
  shortlistEntries,
  skills,
  talentCondition,
  users,
} from '../../db/schema/index.ts';

/**
 * The talent pool's SQL (ADR 031). A talent is `talentCondition` (db/schema/users.ts, the one place
 * the rule is written); their category (developer or designer) is `users.category`, a developer when
 * unset. People are ranked by how many of the ranking skills they have (`matched`), then by name.
 *
 * At 100,000 talents the ranking must not count every person's skills for every page (the bench
 * scenario `talent-pool`, 300 req/s on PostgreSQL), so the page has two shapes:
 * - with a search text, the few hundred people it matches (the name through the trigram index
 *   `users_talent_search_idx`) have their matches counted from their own row (`users.skill_ids`,
 *   which triggers keep from `profile_skills`, migration 0038), then sorted;
 * - without one, the page is read tier by tier and the tiers appended in rank order: the people
 *   with two or more of the ranking skills (`severalTier`: by pairs of them on the GIN index, or
 *   from `profile_skills_skill_user_idx` alone), then those
 *   with exactly one, then (unless a skill is required) those with none, each walking the talents
 *   by name (`users_talent_name_idx`) and stopping at the page's end, so a page costs its length and
 *   the rarest tier, not the pool.
 * A search's page counts its matches as it sorts them (`countsWithPage`); any other count stops at
 * the cap. The page's people then get their skills, test results and payout rates in one statement
 * each, whatever the page size.
 *
 * Each statement is written once (`db/prepared.ts`): the page and the count once per shape of the
 * filters, planned on each request for its values; the three of the page's people once, named.
 * Writing them on every request was 40 % of the app's CPU for a page (bench/README.md).
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
const likeContaining = (text: string) => `%${escapeLike(text)}%`;
const likePrefix = (text: string) => `${escapeLike(text)}%`;

const categoryOf = sql<'developer' | 'designer'>`coalesce(${users.category}, 'developer')`;

const isTalent = talentCondition(users);

const skillsStarting = preparedPer((db) =>
  db
    .select({ id: skills.id })
    .from(skills)
    .where(sql`lower(${skills.name}) like ${sql.placeholder('prefix')}`)
    .limit(50)
    .prepare(UNNAMED),
);

/** Skills whose name starts with the text (the catalogue's `skills_name_lower_idx`). */
export async function skillIdsStartingWith(db: Db, text: string): Promise<number[]> {
  const rows = await skillsStarting(db).execute({ prefix: likePrefix(text) });
  return rows.map((row) => row.id);
}

const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');

const skillsOf = (ids: SQLWrapper) => sql`${ids}::int[]`;

/** How many of the skills the row's person has (their `skill_ids`, kept from `profile_skills`). */
const matchesOf = (skillIds: SQLWrapper) =>
  sql<number>`(select count(*)::int from unnest(${users.skillIds}) as "held"("id") where "held"."id" = any(${skillsOf(skillIds)}))`;

/** Whether the row's person has one of the skills (`users_talent_skills_idx`). */
const hasOneOf = (skillIds: SQLWrapper) => sql`${users.skillIds} && ${skillsOf(skillIds)}`;

/** Whether the filters read `profiles` (country, vetted, a search that names countries). */
const readsProfiles = (filters: TalentFilters) =>
  filters.country !== null ||
  filters.vetted !== null ||
  (filters.search !== null && filters.searchCountries.length > 0);

/** The filters (not the ranking) on `users` (and `profiles`, when `readsProfiles`). */
function whereOf(filters: TalentFilters, bind: Bind): SQL {
  const conditions: SQL[] = [isTalent];
  if (filters.country) conditions.push(sql`${profiles.country} = ${bind('country', filters.country)}`);
  if (filters.category) conditions.push(sql`${categoryOf} = ${bind('category', filters.category)}`);
  if (filters.vetted !== null)
    conditions.push(sql`coalesce(${profiles.isVetted}, false) = ${bind('vetted', filters.vetted)}`);
  if (filters.search) {
    const anyOf: SQL[] = [
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${bind('pattern', likeContaining(filters.search))}`,
    ];
    if (filters.searchCountries.length)
      anyOf.push(sql`${profiles.country} = any(${bind('searchCountries', filters.searchCountries)}::text[])`);
    if (filters.searchSkillIds.length) anyOf.push(hasOneOf(bind('searchSkills', filters.searchSkillIds)));
    conditions.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  return and(...conditions) as SQL;
}

/** `from users [left join profiles]`, for the filters. */
const talentsFrom = (filters: TalentFilters) =>
  readsProfiles(filters)
    ? sql`${users} left join ${profiles} on ${profiles.userId} = ${users.id}`
    : sql`${users}`;

/** The columns every ranked row carries, in this order, for the union. */
const rankedColumns = (matched: SQL) =>
  sql`${users.id} as "id", ${matched} as "n", ${users.firstName} as "first_name", ${users.lastName} as "last_name"`;
const RANK_ORDER = sql.raw('"n" desc, "first_name" asc, "last_name" asc, "id" asc');
const NAME_ORDER = sql`${users.firstName} asc, ${users.lastName} asc, ${users.id} asc`;

/** Up to this many ranking skills (15 pairs), the people with two or more are found by pairs. */
const PAIRED_UP_TO = 6;

/**
 * The people with two or more of the ranking skills. With a few skills, those holding one of their
 * pairs (`skill_ids @>`, the GIN index), sorted and stopped at the page's end; with more, every
 * holder of the skills counted from `profile_skills`' skills index, each then read by primary key.
 * At 100,000 talents two skills held by 11,800 people: 2.3 ms by pairs, 5.5 ms by holders.
 */
function severalTier(filters: TalentFilters, rank: SQLWrapper, where: SQL, need: SQL): SQL {
  const count = filters.rankSkillIds.length;
  if (count <= PAIRED_UP_TO) {
    const skill = (index: number) => sql`(${skillsOf(rank)})[${sql.raw(String(index))}]`;
    const pairs: SQL[] = [];
    for (let first = 1; first < count; first += 1)
      for (let second = first + 1; second <= count; second += 1)
        pairs.push(sql`${users.skillIds} @> array[${skill(first)}, ${skill(second)}]`);
    return sql`(select ${rankedColumns(matchesOf(rank))} from ${talentsFrom(filters)} where ${where} and (${sql.join(pairs, sql` or `)}) order by ${RANK_ORDER} limit ${need})`;
  }
  const several = sql`select ${profileSkills.userId} as "user_id", count(*)::int as "n" from ${profileSkills} where ${profileSkills.skillId} = any(${skillsOf(rank)}) group by ${profileSkills.userId} having count(*) > 1`;
  // A lateral probe per person (by primary key), not a join that would read every user.
  return sql`select "several"."user_id" as "id", "several"."n", "person"."first_name", "person"."last_name" from (${several}) "several" cross join lateral (select ${users.firstName} as "first_name", ${users.lastName} as "last_name" from ${talentsFrom(filters)} where ${users.id} = "several"."user_id" and ${where} limit 1) "person"`;
}

/**
 * Whether the page counts its matches itself: a search ranked by skills sorts every match anyway
 * (`count(*) over ()` reads nothing more). Any other shape stops at the page's end, so a count of
 * its own stops at the cap instead.
 */
const countsWithPage = (filters: TalentFilters) => filters.search !== null && filters.rankSkillIds.length > 0;
const COUNTED = sql.raw('count(*) over ()::int as "total"');
const NOT_COUNTED = sql.raw('null::int as "total"');

/**
 * The page's ids in rank order, with their match counts: `(id, n, first_name, last_name, total)`
 * (`total`: every match, or null, `countsWithPage`), already limited and offset. One statement, in
 * the shape that suits the filters (see the file's comment).
 */
function rankedPage(filters: TalentFilters, bind: Bind): SQL {
  const where = whereOf(filters, bind);
  const window = sql`limit ${LIMIT} offset ${OFFSET}`;
  const rank = bind('rank', filters.rankSkillIds);
  if (filters.search !== null || !filters.rankSkillIds.length) {
    const required = filters.requireSkill ? sql` and ${hasOneOf(rank)}` : sql``;
    const matched = filters.rankSkillIds.length ? matchesOf(rank) : sql`0`;
    const total = countsWithPage(filters) ? COUNTED : NOT_COUNTED;
    return sql`select ${rankedColumns(matched)}, ${total} from ${talentsFrom(filters)} where ${where}${required} order by ${RANK_ORDER} ${window}`;
  }
  // Tier by tier: every branch stops at the page's end, the union sorts them.
  const need = sql`${LIMIT}::int + ${OFFSET}::int`;
  const tiers: SQL[] = [];
  if (filters.rankSkillIds.length > 1) tiers.push(severalTier(filters, rank, where, need));
  tiers.push(
    sql`(select ${rankedColumns(sql`1`)} from ${talentsFrom(filters)} where ${where} and ${matchesOf(rank)} = 1 order by ${NAME_ORDER} limit ${need})`,
  );
  if (!filters.requireSkill)
    tiers.push(
      sql`(select ${rankedColumns(sql`0`)} from ${talentsFrom(filters)} where ${where} and not ${hasOneOf(rank)} order by ${NAME_ORDER} limit ${need})`,
    );
  return sql`select *, ${NOT_COUNTED} from (${sql.join(tiers, sql` union all `)}) "tiers" order by ${RANK_ORDER} ${window}`;
}

const PROJECT = sql.placeholder('project');

/** A page of talents around the ranked ids, with their place on this opportunity (poll, shortlist). */
const talentPage = builtPerShape((db, ranked) =>
  db
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
      matched: sql<number>`"ranked"."n"`,
      total: sql<number | null>`"ranked"."total"`,
      pollStatus: interestPolls.status,
      pollAskedAt: interestPolls.askedAt,
      pollAnsweredAt: interestPolls.answeredAt,
      shortlisted: sql<boolean>`${shortlistEntries.id} is not null`,
    })
    .from(sql`(${ranked}) "ranked"`)
    .innerJoin(users, sql`${users.id} = "ranked"."id"`)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(interestPolls, and(eq(interestPolls.projectId, PROJECT), eq(interestPolls.userId, users.id)))
    .leftJoin(
      shortlistEntries,
      and(
        eq(shortlistEntries.projectId, PROJECT),
        eq(shortlistEntries.userId, users.id),
        isNull(shortlistEntries.removedAt),
      ),
    )
    .orderBy(
      sql`"ranked"."n" desc`,
      sql`"ranked"."first_name" asc`,
      sql`"ranked"."last_name" asc`,
      sql`"ranked"."id" asc`,
    )
    .prepare(UNNAMED),
);

/**
 * One page of talents, ranked, with their place on this opportunity (poll, shortlist), and how many
 * match in all when the page counted them (`countsWithPage`, a page with rows), else null.
 */
export async function findTalentPage(
  db: Db,
  filters: TalentFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TalentRow[]; total: number | null }> {
  const { bind, values } = placeholders();
  const ranked = shapeOf(rankedPage(filters, bind));
  return carriedTotal(
    await talentPage(db, ranked).execute({ ...values, ...page, project: filters.projectId }),
  );
}

/** The talents a filter keeps, counted no further than the cap (`select 1 from … where …`). */
const countOf = builtPerShape((db, matching) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(${matching} limit ${sql.placeholder('cap')}) "limited"`)
    .prepare(UNNAMED),
);

/** How many talents match, counting no further than `cap` (one more tells it was reached). */
export async function countTalents(db: Db, filters: TalentFilters, cap: number): Promise<number> {
  if (filters.requireSkill && !filters.rankSkillIds.length) return 0;
  const { bind, values } = placeholders();
  const required = filters.requireSkill ? sql` and ${hasOneOf(bind('rank', filters.rankSkillIds))}` : sql``;
  const matching = shapeOf(
    sql`select 1 from ${talentsFrom(filters)} where ${whereOf(filters, bind)}${required}`,
  );
  const [row] = await countOf(db, matching).execute({ ...values, cap: cap + 1 });
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
