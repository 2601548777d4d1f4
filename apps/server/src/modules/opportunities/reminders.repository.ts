import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interestPolls, shortlistEntries, users } from '../../db/schema/index.ts';
import { currentShortlistOf, pollOfEntry } from './current-shortlist.repository.ts';

export interface UnansweredCandidate {
  pollId: number;
  remindedOn: string | null;
  user: { id: number; firstName: string; lastName: string; email: string };
}

/**
 * The people on an opportunity's current shortlist whose poll has no answer yet (active accounts
 * only): one statement on the shortlist's current-row index and the polls' unique index.
 */
export function findUnansweredCandidates(db: Db, projectId: number): Promise<UnansweredCandidate[]> {
  return db
    .select({
      pollId: interestPolls.id,
      remindedOn: interestPolls.remindedOn,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(shortlistEntries)
    .innerJoin(interestPolls, pollOfEntry)
    .innerJoin(users, eq(users.id, shortlistEntries.userId))
    .where(and(currentShortlistOf(projectId), isNull(interestPolls.status), eq(users.isActive, true)))
    .orderBy(asc(shortlistEntries.addedAt), asc(shortlistEntries.id));
}

/**
 * Marks these polls reminded today (UTC), each only if it was not already: the ids it returns are
 * the people to remind now; two requests at once remind each person once.
 */
export async function claimReminders(db: Db, pollIds: readonly number[]): Promise<number[]> {
  if (!pollIds.length) return [];
  const rows = await db
    .update(interestPolls)
    .set({ remindedOn: sql`(now() at time zone 'utc')::date` })
    .where(
      and(
        inArray(interestPolls.id, [...pollIds]),
        isNull(interestPolls.status),
        sql`${interestPolls.remindedOn} is distinct from (now() at time zone 'utc')::date`,
      ),
    )
    .returning({ id: interestPolls.id });
  return rows.map((row) => row.id);
}
