import { TALENT_TEST_RESULTS_SHOWN } from '@kazi/shared/opportunities/talent-pool';
import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  participationRates,
  participations,
  profileSkills,
  skills,
  talentTestResults,
} from '../../db/schema/index.ts';

/** What a page of talents shows of each person besides their row: primary skills, tests, payout rate. */
export interface TalentExtras {
  skills: Map<number, { id: number; name: string }[]>;
  tests: Map<number, { id: number; title: string; score: number; takenOn: string }[]>;
  /** The payout rate (EUR minor units per hour) of each person's latest rate on an accepted participation. */
  payoutRates: Map<number, number> | null;
}

const IDS = sql`${sql.placeholder('ids')}::int[]`;

const primarySkills = preparedPer((db) =>
  db
    .select({ userId: profileSkills.userId, id: skills.id, name: skills.name })
    .from(profileSkills)
    .innerJoin(skills, eq(skills.id, profileSkills.skillId))
    .where(and(sql`${profileSkills.userId} = any(${IDS})`, eq(profileSkills.isPrimary, true)))
    .orderBy(asc(profileSkills.userId), asc(profileSkills.position), asc(skills.name))
    .prepare('kazi_talent_primary_skills'),
);

/**
 * The latest `limit` test results of each of the people `who` names, newest first: the talent
 * pool's and the shared shortlist's.
 */
export function latestTestResults(db: Db, who: SQL, limit: number) {
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
    .where(who)
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      userId: ranked.userId,
      title: ranked.title,
      score: ranked.score,
      takenOn: ranked.takenOn,
    })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.userId), asc(ranked.rank));
}

const latestTests = preparedPer((db) =>
  latestTestResults(db, sql`${talentTestResults.userId} = any(${IDS})`, TALENT_TEST_RESULTS_SHOWN).prepare(
    'kazi_talent_latest_tests',
  ),
);

const payoutRates = preparedPer((db) =>
  db
    .selectDistinctOn([participations.userId], {
      userId: participations.userId,
      payoutRateMinor: participationRates.payoutRateMinor,
    })
    .from(participationRates)
    .innerJoin(participations, eq(participations.id, participationRates.participationId))
    .where(
      and(
        sql`${participations.userId} = any(${IDS})`,
        eq(participations.status, 'accepted'),
        lte(participationRates.effectiveFrom, sql.placeholder('today')),
      ),
    )
    .orderBy(asc(participations.userId), desc(participationRates.effectiveFrom), desc(participationRates.id))
    .prepare('kazi_talent_payout_rates'),
);

/** Each person's payout rate in force `today` on their latest accepted team (the talent pool's and the profile's). */
export async function latestPayoutRates(
  db: Db,
  userIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const rows = userIds.length ? await payoutRates(db).execute({ ids: [...userIds], today }) : [];
  return new Map(rows.map((row) => [row.userId, row.payoutRateMinor]));
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
  const values = { ids: [...userIds], today };
  const [skillRows, testRows, rates] = await Promise.all([
    primarySkills(db).execute(values),
    latestTests(db).execute(values),
    withRates ? latestPayoutRates(db, userIds, today) : null,
  ]);
  for (const row of skillRows)
    extras.skills.set(row.userId, [...(extras.skills.get(row.userId) ?? []), { id: row.id, name: row.name }]);
  for (const row of testRows)
    extras.tests.set(row.userId, [
      ...(extras.tests.get(row.userId) ?? []),
      { id: row.id, title: row.title, score: row.score, takenOn: row.takenOn },
    ]);
  if (rates) extras.payoutRates = rates;
  return extras;
}
