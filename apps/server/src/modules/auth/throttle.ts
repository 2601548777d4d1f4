import { format, MESSAGES } from '@kazi/shared/messages';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export interface ThrottlePolicy {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

/**
 * Refuses a login attempt once the account or the IP has too many recent failures. Runs before
 * any password hashing, so a flood of guesses costs the server one indexed count each.
 */
export async function assertLoginAllowed(db: Db, policy: ThrottlePolicy, accountKey: string, ip: string) {
  const since = new Date(Date.now() - policy.windowMs);
  const [[account], [fromIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountKey, accountKey), gt(loginFailures.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since))),
  ]);
  if ((account?.n ?? 0) >= policy.perAccount || (fromIp?.n ?? 0) >= policy.perIp) {
    const seconds = Math.ceil(policy.windowMs / 1000);
    throw new AppError('throttled', format(MESSAGES.api.throttled, { seconds }), undefined, seconds);
  }
}

export async function recordLoginFailure(db: Db, accountKey: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, ip });
}

export async function clearLoginFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function deleteOldLoginFailures(db: Db, windowMs: number): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - windowMs)));
}
