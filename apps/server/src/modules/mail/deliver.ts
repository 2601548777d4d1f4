import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { queryRows } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { redactLinks } from './compose.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const STALE_CLAIM = '10 minutes';
/** One transport per SMTP URL: two apps in one process (tests, scripts) may use different servers. */
const transports = new Map<string, Transporter>();

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
  sensitive: boolean;
}

/**
 * Sends queued mail over SMTP, at least once. Rows are claimed by one conditional update
 * (SKIP LOCKED, so two processes never claim the same row) and sent outside any transaction;
 * a claim left by a crashed process is released after ten minutes.
 */
export async function deliverQueuedMail(app: FastifyInstance): Promise<void> {
  const smtpUrl = app.config.mail.smtpUrl;
  if (!smtpUrl) return;
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  await app.db.execute(sql`update outbox set status = 'queued'
    where status = 'sending' and claimed_at < now() - ${STALE_CLAIM}::interval`);
  for (;;) {
    const rows = await queryRows<ClaimedMail>(
      app.db,
      sql`
      update outbox set status = 'sending', claimed_at = now(), attempts = attempts + 1
      where id in (select id from outbox where status = 'queued' order by id limit ${BATCH} for update skip locked)
      returning id, "to", subject, text, html, attempts, sensitive`,
    );
    for (const mail of rows) await deliver(app, transport, mail);
    if (rows.length < BATCH) return;
  }
}

async function deliver(app: FastifyInstance, transporter: Transporter, mail: ClaimedMail): Promise<void> {
  try {
    await transporter.sendMail({
      from: app.config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
    await app.db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, error: null, ...withoutSecret(mail) })
      .where(eq(outbox.id, mail.id));
  } catch (error) {
    const status = mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
    app.log.warn({ err: error, mailId: mail.id, status }, 'mail delivery failed');
    const message = String((error as Error).message).slice(0, 500);
    await app.db
      .update(outbox)
      .set({ status, error: message, ...(status === 'failed' ? withoutSecret(mail) : {}) })
      .where(eq(outbox.id, mail.id));
  }
}

/**
 * Once a sensitive mail is out of our hands (sent, or given up), only its redacted text is kept:
 * the link must not rest in the database (ADR 012). Written with the status, in one statement.
 */
function withoutSecret(mail: ClaimedMail): { text?: string; html?: null } {
  return mail.sensitive ? { text: redactLinks(mail.text), html: null } : {};
}
