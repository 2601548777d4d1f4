import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interestPolls, participations, shortlistEntries, users } from '../../db/schema/index.ts';
import { currentShortlistOf, pollOfEntry } from './current-shortlist.repository.ts';

/**
 * Of `userIds`, those on the project's current shortlist whose availability answer is
 * `interested`: one statement (the shortlist's current-row index, the polls' project+user key).
 */
export async function availableOnShortlist(
  db: Db,
  projectId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: shortlistEntries.userId })
    .from(shortlistEntries)
    .innerJoin(interestPolls, pollOfEntry)
    .where(
      and(
        currentShortlistOf(projectId),
        inArray(shortlistEntries.userId, [...userIds]),
        eq(interestPolls.status, 'interested'),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** Of `userIds`, those who already have a participation on the project (any status). */
export async function onTeam(db: Db, projectId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: participations.userId })
    .from(participations)
    .where(and(eq(participations.projectId, projectId), inArray(participations.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/**
 * The convert dialog's people: current shortlist, `interested`, active, not on the team yet, by
 * name. One statement.
 */
export async function findConvertCandidates(db: Db, projectId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarFileId: users.avatarFileId,
    })
    .from(shortlistEntries)
    .innerJoin(interestPolls, pollOfEntry)
    .innerJoin(users, eq(users.id, shortlistEntries.userId))
    .leftJoin(
      participations,
      and(
        eq(participations.projectId, shortlistEntries.projectId),
        eq(participations.userId, shortlistEntries.userId),
      ),
    )
    .where(
      and(
        currentShortlistOf(projectId),
        eq(interestPolls.status, 'interested'),
        eq(users.isActive, true),
        isNull(participations.id),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
