import { decodeUid } from '@kazi/shared/auth/passwords';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, auditLog, users } from '../../db/schema/index.ts';
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

/** What a link is for while it works (unused, unexpired, of an active account); null otherwise. */
export async function findLiveTokenPurpose(db: Db, token: string): Promise<TokenPurpose | null> {
  const [row] = await db
    .select({ purpose: accountTokens.purpose })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashLinkSecret(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row?.purpose ?? null;
}

/** Whether the person's audit trail has `action` with this `key` (a job's run already done). */
export async function auditedWithKey(db: Db, userId: number, action: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(userId)),
        eq(auditLog.action, action),
        sql`${auditLog.after}->>'key' = ${key}`,
      ),
    )
    .limit(1);
  return Boolean(row);
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
