import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from './sessions.repository.ts';
import { deleteOldLoginFailures } from './throttle.repository.ts';

/** Hourly: removes sessions past their idle or absolute expiry, and login failures past the window. */
export async function cleanUpSessions(app: FastifyInstance): Promise<void> {
  const removed = await deleteExpiredSessions(app.db, app.config.session);
  await deleteOldLoginFailures(app.db, app.config.loginThrottle.windowMs);
  if (removed) app.log.info({ removed }, 'expired sessions removed');
}
