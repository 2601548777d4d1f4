import { MESSAGES } from '@kazi/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { findUserDetails, type UserDetails } from '../users/repository.ts';
import { findUserByEmail, markLoggedIn } from './credentials.repository.ts';
import { verifyPassword } from './password.ts';
import type { UserRow } from './sessions.repository.ts';
import { claimLoginAttempt, clearLoginFailures, type ThrottlePolicy } from './throttle.repository.ts';

export type { UserRow };

const invalidCredentials = () => AppError.field('non_field_errors', MESSAGES.auth.invalidCredentials);

/**
 * Checks credentials. Unknown emails, inactive accounts and wrong passwords get the same answer
 * after the same work (one argon2 verification), so the response tells nothing about accounts.
 * The attempt is claimed before that work (429 past the limit) and stays as a failure unless the
 * password is right, which clears the account's failures. The sign-in itself is `recordLogin`'s,
 * after the second factor when the person has one.
 */
export async function verifyCredentials(
  db: Db,
  policy: ThrottlePolicy,
  credentials: { email: string; password: string },
  context: { ip: string },
): Promise<UserRow> {
  await claimLoginAttempt(db, policy, credentials.email, context.ip);
  const user = await findUserByEmail(db, credentials.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !passwordOk || !user.isActive) throw invalidCredentials();
  await clearLoginFailures(db, credentials.email);
  return user;
}

/** A sign-in completed (password, and second factor when the person has one). */
export async function recordLogin(
  db: Db,
  user: UserRow,
  context: { requestId: string; secondFactor?: 'code' | 'recovery_code' },
): Promise<void> {
  await markLoggedIn(db, user.id);
  await recordAudit(db, {
    actorId: user.id,
    action: 'auth.login',
    targetType: 'user',
    targetId: user.id,
    ...(context.secondFactor ? { after: { second_factor: context.secondFactor } } : {}),
    requestId: context.requestId,
  });
}

/** A sign-out: recorded when there was a signed-in person. */
export async function recordLogout(db: Db, actorId: number, requestId: string): Promise<void> {
  await recordAudit(db, {
    actorId,
    action: 'auth.logout',
    targetType: 'user',
    targetId: actorId,
    requestId,
  });
}

/** The person with profile and company, as `{user}` answers show them; null when gone. */
export function findSignedInUser(db: Db, userId: number): Promise<UserDetails | null> {
  return findUserDetails(db, userId);
}
