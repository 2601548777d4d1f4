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

export type ResetThrottlePolicy = Pick<ThrottlePolicy, 'perIp' | 'windowMs'>;

export interface FeedbackThrottlePolicy {
  perLink: number;
  perIp: number;
  windowMs: number;
}

const throttled = (policy: Pick<ThrottlePolicy, 'windowMs'>) => {
  const seconds = Math.ceil(policy.windowMs / 1000);
  return new AppError('throttled', format(MESSAGES.api.throttled, { seconds }), undefined, seconds);
};

const inWindow = (policy: Pick<ThrottlePolicy, 'windowMs'>) =>
  gt(loginFailures.createdAt, sql`now() - make_interval(secs => ${policy.windowMs / 1000})`);

/** Advisory lock classes: one lock per account key, one per address, one per address for resets. */
const ACCOUNT_LOCK = 7301;
const IP_LOCK = 7302;
const RESET_IP_LOCK = 7303;
const CODE_ACCOUNT_LOCK = 7304;
const SHORTLIST_SHARE_LOCK = 7305;
const FEEDBACK_LINK_LOCK = 7306;
const FEEDBACK_IP_LOCK = 7307;

/**
 * Reset requests are claimed in `login_failures` under this account key. Login keys are
 * lowercased, so no login attempt ever has it; login counts leave these rows out.
 */
const RESET_REQUEST_KEY = 'PASSWORD-RESET-REQUEST';

/**
 * One claim: under advisory locks (taken in the order given, so never in a cycle) the claim's
 * row is written and `exceeds` counts the window with it. Parallel requests queue for the locks
 * and each count sees every claim before it; past the limit the transaction rolls back (no row)
 * and the answer is 429. Answers the row's id.
 */
async function claim(
  db: Db,
  policy: Pick<ThrottlePolicy, 'windowMs'>,
  locks: readonly (readonly [lockClass: number, key: string])[],
  row: { accountKey: string; ip: string },
  exceeds: (tx: Db) => Promise<boolean>,
): Promise<number> {
  return db.transaction(async (tx) => {
    for (const [lockClass, key] of locks) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`);
    }
    const [claimed] = await tx.insert(loginFailures).values(row).returning({ id: loginFailures.id });
    if (!claimed || (await exceeds(tx))) throw throttled(policy);
    return claimed.id;
  });
}

/**
 * Claims one password attempt for the account and the IP, before any password hashing: exactly
 * the limit go on to verify, however many arrive at once. A claimed row stays as a failure
 * unless the caller clears it on success.
 */
export async function claimLoginAttempt(
  db: Db,
  policy: ThrottlePolicy,
  accountKey: string,
  ip: string,
): Promise<number> {
  return claimGuess(db, policy, ACCOUNT_LOCK, accountKey, ip);
}

/**
 * Second-factor codes are claimed under this key per person: no lowercased email (it has an @)
 * can equal it, so password and code budgets stay apart; the IP budget counts both.
 */
const codeAttemptKey = (userId: number) => `two-factor:${userId}`;

/**
 * Claims one second-factor code attempt (TOTP or recovery code) for the person and the IP, as
 * `claimLoginAttempt` does for passwords: exactly the limit are checked, however many arrive at once.
 */
export async function claimCodeAttempt(
  db: Db,
  policy: ThrottlePolicy,
  userId: number,
  ip: string,
): Promise<number> {
  return claimGuess(db, policy, CODE_ACCOUNT_LOCK, codeAttemptKey(userId), ip);
}

/**
 * A shared shortlist's password is claimed under this key per share (ADR 031): no lowercased email
 * (it has an @) can equal it; the IP budget counts it with logins and codes.
 */
const shortlistShareKey = (shareId: number) => `shortlist-share:${shareId}`;

/**
 * Claims one password attempt on a shared shortlist for the share and the IP, as
 * `claimLoginAttempt` does for logins: exactly the limit are checked, however many arrive at once.
 */
export async function claimShortlistPasswordAttempt(
  db: Db,
  policy: ThrottlePolicy,
  shareId: number,
  ip: string,
): Promise<number> {
  return claimGuess(db, policy, SHORTLIST_SHARE_LOCK, shortlistShareKey(shareId), ip);
}

/**
 * A client's answer on a shared shortlist is claimed under these keys (ADR 031): the link's (no
 * lowercased e-mail has a colon and no @) and the address's, prefixed, so answers never count
 * against an address's login guesses, nor guesses against its answers.
 */
const feedbackLinkKey = (shareId: number) => `shortlist-feedback:${shareId}`;
const feedbackIpKey = (ip: string) => `shortlist-feedback:${ip}`;

/**
 * Claims one write of the client's answers for the link and the IP, as passwords are claimed: at
 * most `perLink` a link and `perIp` an address in the window, however many arrive at once; past
 * either, 429 with `Retry-After`. Every write counts (none is released).
 */
export async function claimShortlistFeedbackWrite(
  db: Db,
  policy: FeedbackThrottlePolicy,
  shareId: number,
  ip: string,
): Promise<void> {
  const accountKey = feedbackLinkKey(shareId);
  const address = feedbackIpKey(ip);
  await claim(
    db,
    policy,
    [
      [FEEDBACK_LINK_LOCK, accountKey],
      [FEEDBACK_IP_LOCK, address],
    ],
    { accountKey, ip: address },
    async (tx) => {
      const counts = await countAttempts(tx, policy, accountKey, address);
      return counts.account > policy.perLink || counts.fromIp > policy.perIp;
    },
  );
}

/** One guess (a password or a code): the account's lock, then the IP's, as every claim takes them. */
function claimGuess(db: Db, policy: ThrottlePolicy, accountLock: number, accountKey: string, ip: string) {
  return claim(
    db,
    policy,
    [
      [accountLock, accountKey],
      [IP_LOCK, ip],
    ],
    { accountKey, ip },
    async (tx) => {
      const counts = await countAttempts(tx, policy, accountKey, ip);
      return counts.account > policy.perAccount || counts.fromIp > policy.perIp;
    },
  );
}

async function countAttempts(
  db: Db,
  policy: Pick<ThrottlePolicy, 'windowMs'>,
  accountKey: string,
  ip: string,
) {
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.accountKey} = ${accountKey})`,
      fromIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.accountKey} <> ${RESET_REQUEST_KEY})`,
    })
    .from(loginFailures)
    .where(and(or(eq(loginFailures.accountKey, accountKey), eq(loginFailures.ip, ip)), inWindow(policy)));
  return { account: Number(counts?.account ?? 0), fromIp: Number(counts?.fromIp ?? 0) };
}

/**
 * Claims one password-reset request for the IP, as `claimLoginAttempt` does for logins. The
 * email plays no part, so known and unknown addresses run the same statements and get the same
 * answer.
 */
export async function claimResetRequest(db: Db, policy: ResetThrottlePolicy, ip: string): Promise<void> {
  await claim(db, policy, [[RESET_IP_LOCK, ip]], { accountKey: RESET_REQUEST_KEY, ip }, async (tx) => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)` })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.ip, ip), eq(loginFailures.accountKey, RESET_REQUEST_KEY), inWindow(policy)),
      );
    return Number(row?.count ?? 0) > policy.perIp;
  });
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
