import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginChallenges, recoveryCodes, twoFactorCredentials } from '../../db/schema/index.ts';

export type CredentialRow = typeof twoFactorCredentials.$inferSelect;

export async function findCredential(db: Db, userId: number): Promise<CredentialRow | null> {
  const [row] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  return row ?? null;
}

export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const row = await findCredential(db, userId);
  return Boolean(row?.confirmedAt);
}

/** Starts (or restarts) a set-up: a new unconfirmed secret; never replaces a confirmed one. */
export async function saveUnconfirmedSecret(db: Db, userId: number, sealed: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactorCredentials)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secret: sealed, createdAt: sql`now()`, lastStep: null },
      setWhere: isNull(twoFactorCredentials.confirmedAt),
    })
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

/** Confirms a set-up with the step of its first code; false when it was confirmed meanwhile. */
export async function confirmCredential(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ confirmedAt: sql`now()`, lastStep: step })
    .where(and(eq(twoFactorCredentials.userId, userId), isNull(twoFactorCredentials.confirmedAt)))
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

/**
 * Records `step` as used, only if it is later than the last one: of two requests with the same
 * code, one wins (a code signs in once).
 */
export async function useStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactorCredentials.userId, userId),
        isNotNull(twoFactorCredentials.confirmedAt),
        or(isNull(twoFactorCredentials.lastStep), lt(twoFactorCredentials.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one recovery code; false when it is unknown or already used (one winner in a race). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Turns two-factor sign-in off: the secret, the codes and pending sign-ins go. */
export async function deleteTwoFactor(db: Db, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  const rows = await db
    .delete(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNotNull(twoFactorCredentials.confirmedAt)))
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}
