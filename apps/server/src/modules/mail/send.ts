import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type MailMessage, queueMail } from './outbox.repository.ts';

/**
 * The one way to send mail: record it with the change (pass the transaction as `db`), then
 * call `deliverSoon` once the transaction has committed.
 */
export async function sendMail(app: FastifyInstance, message: MailMessage, db: Db = app.db) {
  return queueMail(db, message, Boolean(app.config.mail.smtpUrl));
}

export async function deliverSoon(app: FastifyInstance): Promise<void> {
  if (!app.config.mail.smtpUrl) return;
  await app.jobs.kick('mail.deliver').catch((error) => app.log.warn({ err: error }, 'mail kick failed'));
}
