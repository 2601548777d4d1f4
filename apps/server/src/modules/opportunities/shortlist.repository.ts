import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { interestPolls, profiles, shortlistEntries, users } from '../../db/schema/index.ts';
import type { TalentRow } from './talent-pool.repository.ts';

/** An opportunity's shortlist (ADR 031): its current entries are the rows not removed, one per person. */

export interface ShortlistRow {
  entryId: number;
  addedAt: Date;
  addedById: number | null;
  addedByFirstName: string | null;
  addedByLastName: string | null;
  addedByEmail: string | null;
  talent: TalentRow;
}

const addedBy = alias(users, 'added_by');

/** A page of the current shortlist, latest added first (`shortlist_entries_project_idx`). */
export async function findShortlistPage(
  db: Db,
  projectId: number,
  page: { limit: number; offset: number },
): Promise<ShortlistRow[]> {
  const rows = await db
    .select({
      entryId: shortlistEntries.id,
      addedAt: shortlistEntries.addedAt,
      addedById: addedBy.id,
      addedByFirstName: addedBy.firstName,
      addedByLastName: addedBy.lastName,
      addedByEmail: addedBy.email,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarFileId: users.avatarFileId,
      category: sql<'developer' | 'designer'>`coalesce(${users.category}, 'developer')`,
      country: profiles.country,
      yearsOfExperience: profiles.yearsOfExperience,
      isVetted: sql<boolean>`coalesce(${profiles.isVetted}, false)`,
      pollStatus: interestPolls.status,
      pollAskedAt: interestPolls.askedAt,
      pollAnsweredAt: interestPolls.answeredAt,
    })
    .from(shortlistEntries)
    .innerJoin(users, eq(users.id, shortlistEntries.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(addedBy, eq(addedBy.id, shortlistEntries.addedById))
    .leftJoin(interestPolls, and(eq(interestPolls.projectId, projectId), eq(interestPolls.userId, users.id)))
    .where(and(eq(shortlistEntries.projectId, projectId), isNull(shortlistEntries.removedAt)))
    .orderBy(desc(shortlistEntries.addedAt), desc(shortlistEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    entryId: row.entryId,
    addedAt: row.addedAt,
    addedById: row.addedById,
    addedByFirstName: row.addedByFirstName,
    addedByLastName: row.addedByLastName,
    addedByEmail: row.addedByEmail,
    talent: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      avatarFileId: row.avatarFileId,
      category: row.category,
      country: row.country,
      yearsOfExperience: row.yearsOfExperience,
      isVetted: row.isVetted,
      matched: 0,
      pollStatus: row.pollStatus,
      pollAskedAt: row.pollAskedAt,
      pollAnsweredAt: row.pollAnsweredAt,
      shortlisted: true,
    },
  }));
}

/** How many people are on the opportunity's shortlist now. */
export async function countShortlist(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.projectId, projectId), isNull(shortlistEntries.removedAt)));
  return row?.n ?? 0;
}

/**
 * Adds these people to the shortlist; someone already on it keeps their row (the partial unique
 * index `shortlist_entries_current_key` makes parallel adds land once). Returns the rows added.
 */
export async function insertShortlistEntries(
  tx: Db,
  projectId: number,
  userIds: readonly number[],
  actorId: number,
): Promise<{ id: number; userId: number }[]> {
  return tx
    .insert(shortlistEntries)
    .values(userIds.map((userId) => ({ projectId, userId, addedById: actorId })))
    .onConflictDoNothing({
      target: [shortlistEntries.projectId, shortlistEntries.userId],
      where: sql`${shortlistEntries.removedAt} is null`,
    })
    .returning({ id: shortlistEntries.id, userId: shortlistEntries.userId });
}

/**
 * Asks each added person again: their poll, unanswered, asked now (one per person and
 * opportunity). The day they were last reminded stays: taking someone off and adding them again
 * does not reset the once-a-day reminder.
 */
export async function askInterest(
  tx: Db,
  projectId: number,
  userIds: readonly number[],
  actorId: number,
): Promise<void> {
  if (!userIds.length) return;
  await tx
    .insert(interestPolls)
    .values(userIds.map((userId) => ({ projectId, userId, askedById: actorId })))
    .onConflictDoUpdate({
      target: [interestPolls.projectId, interestPolls.userId],
      set: {
        status: null,
        askedAt: sql`now()`,
        askedById: actorId,
        answeredAt: null,
      },
    });
}

/** Removes these people's current entries (only those still current); returns who was removed. */
export async function removeShortlistEntries(
  tx: Db,
  projectId: number,
  userIds: readonly number[],
  actorId: number,
  reason: string,
): Promise<{ id: number; userId: number }[]> {
  return tx
    .update(shortlistEntries)
    .set({ removedAt: sql`now()`, removedById: actorId, removedReason: reason })
    .where(
      and(
        eq(shortlistEntries.projectId, projectId),
        sql`${shortlistEntries.userId} = any(${sql.param([...userIds])}::int[])`,
        isNull(shortlistEntries.removedAt),
      ),
    )
    .returning({ id: shortlistEntries.id, userId: shortlistEntries.userId });
}

/** Closes the removed people's polls: `rejected`. */
export async function rejectInterest(tx: Db, projectId: number, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  await tx
    .update(interestPolls)
    .set({ status: 'rejected' })
    .where(
      and(
        eq(interestPolls.projectId, projectId),
        sql`${interestPolls.userId} = any(${sql.param([...userIds])}::int[])`,
      ),
    );
}

/** Which of these people are on the shortlist now. */
export async function findShortlisted(
  db: Db,
  projectId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: shortlistEntries.userId })
    .from(shortlistEntries)
    .where(
      and(
        eq(shortlistEntries.projectId, projectId),
        sql`${shortlistEntries.userId} = any(${sql.param([...userIds])}::int[])`,
        isNull(shortlistEntries.removedAt),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
