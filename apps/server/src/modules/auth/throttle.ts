import { format, MESSAGES } from '@kazi/shared/messages';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export interface ThrottlePolicy {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

const throttled = (policy: ThrottlePolicy) => {
  const seconds = Math.ceil(policy.windowMs / 1000);
  return new AppError('throttled', format(MESSAGES.api.throttled, { seconds }), undefined, seconds);
};

/** Advisory lock classes: one lock per account key, one per address. */
const ACCOUNT_LOCK = 7301;
const IP_LOCK = 7302;

/**
 * Claims one password attempt for the account and the IP, before any password hashing. Under a
 * lock per account and per address (taken in that order, so never in a cycle), the attempt's
 * row is written and the window counted with it: parallel requests queue for the lock, each
 * count sees every claim before it, and exactly the limit go on to verify. Past the limit the
 * transaction rolls back (no row) and the answer is 429. A claimed row stays as a failure
 * unless the caller clears it on success. Answers the row's id.
 */
export async function claimLoginAttempt(
  db: Db,
  policy: ThrottlePolicy,
  accountKey: string,
  ip: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${accountKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const [attempt] = await tx
      .insert(loginFailures)
      .values({ accountKey, ip })
      .returning({ id: loginFailures.id });
    const counts = await countAttempts(tx, policy, accountKey, ip);
    if (!attempt || counts.account > policy.perAccount || counts.fromIp > policy.perIp) {
      throw throttled(policy);
    }
    return attempt.id;
  });
}

async function countAttempts(db: Db, policy: ThrottlePolicy, accountKey: string, ip: string) {
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.accountKey} = ${accountKey})`,
      fromIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`,
    })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.accountKey, accountKey), eq(loginFailures.ip, ip)),
        gt(loginFailures.createdAt, sql`now() - make_interval(secs => ${policy.windowMs / 1000})`),
      ),
    );
  return { account: Number(counts?.account ?? 0), fromIp: Number(counts?.fromIp ?? 0) };
}

/** Forgets one claimed attempt (a password confirmed right). */
export async function releaseLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function clearLoginFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function deleteOldLoginFailures(db: Db, windowMs: number): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - windowMs)));
}
