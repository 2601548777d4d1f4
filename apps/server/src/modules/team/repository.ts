import { TALENT_TYPES } from '@kazi/shared/auth/roles';
import { SLOT_USER_TYPES } from '@kazi/shared/team/rules';
import type { CandidateRole, TeamCandidatesQuery } from '@kazi/shared/team/schemas';
import { and, asc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { participationRates, participations, projects, users } from '../../db/schema/index.ts';

export type ParticipationRow = typeof participations.$inferSelect;
export type RateRow = typeof participationRates.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** The few columns of a person that team lists show. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarFileId: users.avatarFileId,
  type: users.type,
  category: users.category,
  isActive: users.isActive,
  canContribute: users.canContribute,
  isAdmin: users.isAdmin,
  isPayAdmin: users.isPayAdmin,
  isStaff: users.isStaff,
};
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarFileId: number | null;
  type: number;
  category: 'developer' | 'designer' | null;
  isActive: boolean;
  canContribute: boolean;
  isAdmin: boolean;
  isPayAdmin: boolean;
  isStaff: boolean;
}

export const displayName = (person: Pick<Person, 'firstName' | 'lastName' | 'email'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

export async function findPeople(db: Db, ids: readonly number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface MemberRow {
  participation: ParticipationRow;
  user: Person;
}

/** A project's participations with their people, oldest first: one query. */
export async function findMembers(db: Db, projectId: number): Promise<MemberRow[]> {
  return db
    .select({ participation: participations, user: personColumns })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(eq(participations.projectId, projectId))
    .orderBy(asc(participations.createdAt), asc(participations.id));
}

export interface RateWithCreator {
  rate: RateRow;
  creator: { id: number; firstName: string; lastName: string; email: string } | null;
}

const creators = alias(users, 'rate_creator');

/** Every rate row of these participations, with who made it: one query whatever the team size. */
export async function findRates(db: Db, participationIds: readonly number[]): Promise<RateWithCreator[]> {
  if (!participationIds.length) return [];
  return db
    .select({
      rate: participationRates,
      creator: {
        id: creators.id,
        firstName: creators.firstName,
        lastName: creators.lastName,
        email: creators.email,
      },
    })
    .from(participationRates)
    .leftJoin(creators, eq(creators.id, participationRates.createdById))
    .where(inArray(participationRates.participationId, [...participationIds]))
    .orderBy(asc(participationRates.participationId), asc(participationRates.effectiveFrom));
}

/** One participation with its project (scope is checked by the caller). */
export async function findParticipationWithProject(
  db: Db,
  id: number,
): Promise<{ participation: ParticipationRow; project: ProjectRow } | null> {
  const [row] = await db
    .select({ participation: participations, project: projects })
    .from(participations)
    .innerJoin(projects, eq(projects.id, participations.projectId))
    .where(eq(participations.id, id));
  return row ?? null;
}

/** Who may fill each picker: active people who can contribute, of the slot's user types. */
function candidateFilter(role: CandidateRole): SQL {
  const noStaffFlags = and(not(users.isAdmin), not(users.isPayAdmin), not(users.isStaff)) as SQL;
  switch (role) {
    case 'developer':
      return and(inArray(users.type, [...TALENT_TYPES]), noStaffFlags) as SQL;
    case 'owner':
      return and(eq(users.type, SLOT_USER_TYPES.owner), noStaffFlags) as SQL;
    case 'cm':
      return eq(users.type, SLOT_USER_TYPES.cm);
    case 'cso':
      return eq(users.type, SLOT_USER_TYPES.cso);
  }
}

/**
 * What a search term matches: the start of the first name, last name or full name; for staff the
 * start of the e-mail too. Others (clients) match names only, so that a search tells them neither
 * who has an e-mail at a given company nor whether an address has an account (ADR 015).
 */
function searchFilter(term: string, emailPrefix: boolean): SQL {
  const prefix = `${escapeLike(term)}%`;
  const email = emailPrefix ? sql` or lower(${users.email}) like ${prefix}` : sql``;
  return sql`(lower(${users.firstName}) like ${prefix} or lower(${users.lastName}) like ${prefix} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix}${email})`;
}

/** The people search behind the team pickers: a page and the total, two queries. */
export async function searchCandidates(
  db: Db,
  query: Pick<TeamCandidatesQuery, 'search' | 'role' | 'exclude'>,
  page: { limit: number; offset: number },
  options: { emailPrefix: boolean; only?: SQL },
) {
  const filters: SQL[] = [
    eq(users.isActive, true),
    eq(users.canContribute, true),
    candidateFilter(query.role),
  ];
  const excluded = (query.exclude ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  if (excluded.length) filters.push(not(inArray(users.id, excluded)));
  const term = query.search?.trim().toLowerCase();
  if (term) filters.push(searchFilter(term, options.emailPrefix));
  if (options.only) filters.push(options.only);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
