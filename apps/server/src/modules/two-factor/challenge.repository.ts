import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginChallenges, users } from '../../db/schema/index.ts';
import { hashLinkSecret, newLinkSecret } from '../auth/secrets.ts';
import type { UserRow } from '../auth/sessions.repository.ts';

/** How long a password step waits for its second factor. */
export const CHALLENGE_MS = 5 * 60_000;

/** Pending sign-ins kept per person (several browsers at once); older ones go. */
export const CHALLENGES_KEPT = 5;

/**
 * A sign-in waiting for its second factor: the cookie gets `token`, the row keeps its hash. The
 * person's pending sign-ins beyond the newest `CHALLENGES_KEPT` are deleted, so they cannot pile up.
 */
export async function createChallenge(db: Db, userId: number): Promise<string> {
  const { token, hash } = newLinkSecret();
  await db
    .insert(loginChallenges)
    .values({ id: hash, userId, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
  const kept = db
    .select({ id: loginChallenges.id })
    .from(loginChallenges)
    .where(eq(loginChallenges.userId, userId))
    .orderBy(desc(loginChallenges.createdAt), desc(loginChallenges.expiresAt))
    .limit(CHALLENGES_KEPT);
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), notInArray(loginChallenges.id, kept)));
  return token;
}

/**
 * Locks the live challenge of `userId` behind `token` until the caller's transaction ends: of
 * parallel second-factor requests on one challenge, one checks its code at a time, and the ones
 * after the winner find it spent before any code of theirs is checked (or used).
 */
export async function lockChallenge(tx: Db, token: string, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: loginChallenges.id })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.id, hashLinkSecret(token)),
        eq(loginChallenges.userId, userId),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return rows.length === 1;
}

/** The person behind a live challenge (not expired, account active), or null. */
export async function findChallengeUser(db: Db, token: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(
      and(
        eq(loginChallenges.id, hashLinkSecret(token)),
        gt(loginChallenges.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    );
  return row?.user ?? null;
}

/** Spends a challenge: false when another request spent it first. */
export async function deleteChallenge(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, hashLinkSecret(token)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now()`));
}
