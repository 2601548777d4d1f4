import type { FastifyInstance } from 'fastify';
import { deleteExpiredChallenges } from '../two-factor/challenge.repository.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';
import { deleteOldLoginFailures } from './throttle.repository.ts';

/**
 * Hourly: removes sessions past their idle or absolute expiry, login failures past the window and
 * pending two-factor sign-ins past their 5 minutes.
 */
export async function cleanUpSessions(app: FastifyInstance): Promise<void> {
  const removed = await deleteExpiredSessions(app.db, app.config.session);
  await deleteOldLoginFailures(app.db, app.config.loginThrottle.windowMs);
  await deleteExpiredChallenges(app.db);
  if (removed) app.log.info({ removed }, 'expired sessions removed');
}
