import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { verifyPassword } from './password.ts';
import { assertLoginAllowed, recordLoginFailure } from './throttle.ts';

/**
 * A signed-in person proves it is them (change email, change password, deactivate). Wrong answers
 * count as login failures of the account, so a stolen session cannot guess the password faster
 * than the login form allows (429 after 10 in 15 minutes).
 */
export async function confirmPassword(
  app: FastifyInstance,
  actor: SessionActor,
  password: string,
  context: { ip: string; field: string; message: string },
): Promise<void> {
  const key = actor.user.email.toLowerCase();
  await assertLoginAllowed(app.db, app.config.loginThrottle, key, context.ip);
  if (!(await verifyPassword(actor.user.passwordHash, password))) {
    await recordLoginFailure(app.db, key, context.ip);
    throw AppError.field(context.field, context.message);
  }
}
