import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { findUserById } from '../users/repository.ts';
import { verifyPassword } from './password.ts';
import { claimLoginAttempt, releaseLoginAttempt } from './throttle.repository.ts';

/**
 * A signed-in person proves it is them (change email, change password, deactivate). Wrong answers
 * count as login failures of the account, so a stolen session cannot guess the password faster
 * than the login form allows (429 after 10 in 15 minutes). The attempt is claimed before hashing,
 * as at login, and forgotten when the password is right.
 */
export async function confirmPassword(
  app: FastifyInstance,
  actor: SessionActor,
  password: string,
  context: { ip: string; field: string; message: string },
): Promise<void> {
  const key = actor.user.email.toLowerCase();
  const attempt = await claimLoginAttempt(app.db, app.config.loginThrottle, key, context.ip);
  const user = await findUserById(app.db, actor.id);
  if (!(await verifyPassword(user?.passwordHash ?? null, password))) {
    throw AppError.field(context.field, context.message);
  }
  await releaseLoginAttempt(app.db, attempt);
}
