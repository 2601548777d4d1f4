import { decodeUid } from '@kazi/shared/auth/passwords';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';
import { hashLinkSecret, newLinkSecret } from './secrets.ts';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** A new one-time link secret for the user; returns the token to put in the mail. */
export async function createAccountToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newLinkSecret();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Reset links asked for in the last hour (to cap the mails one address can be sent). */
export async function recentResetCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'password_reset'),
        gt(accountTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Uses a link once: marks it used if it belongs to `uid`, is unused and unexpired, in one
 * conditional UPDATE (two requests with the same link: exactly one wins). Null when invalid.
 */
export async function consumeAccountToken(db: Db, uid: string, token: string): Promise<number | null> {
  const userId = decodeUid(uid);
  if (userId === null) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashLinkSecret(token)),
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** Every outstanding link of a user stops working (after a reset, a change of password or email). */
export async function deleteUserTokens(db: Db, userId: number): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
