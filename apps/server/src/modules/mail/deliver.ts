import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { redactLinks } from './compose.ts';
import {
  attachmentStoredNames,
  type ClaimedMail,
  claimQueuedMail,
  type KeptText,
  markMailSent,
  markMailUnsent,
  releaseStaleClaims,
} from './delivery.repository.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const STALE_CLAIM = '10 minutes';
/** One transport per SMTP URL: two apps in one process (tests, scripts) may use different servers. */
const transports = new Map<string, Transporter>();

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
  await releaseStaleClaims(app.db, STALE_CLAIM);
  for (;;) {
    const rows = await claimQueuedMail(app.db, BATCH);
    for (const mail of rows) await deliver(app, transport, mail);
    if (rows.length < BATCH) return;
  }
}

async function deliver(app: FastifyInstance, transporter: Transporter, mail: ClaimedMail): Promise<void> {
  try {
    await transporter.sendMail({
      from: app.config.mail.from,
      to: mail.to,
      ...(mail.cc ? { cc: mail.cc } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments.length ? { attachments: await attachmentsOf(app, mail) } : {}),
    });
    await markMailSent(app.db, mail.id, withoutSecret(mail));
  } catch (error) {
    const status = mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
    app.log.warn({ err: error, mailId: mail.id, status }, 'mail delivery failed');
    const message = String((error as Error).message).slice(0, 500);
    await markMailUnsent(app.db, mail.id, status, message, status === 'failed' ? withoutSecret(mail) : {});
  }
}

/**
 * The attachments' bytes from the file store. A file whose row or bytes are gone fails the attempt
 * (retried, then `failed`): a mail never leaves without what it says it carries.
 */
async function attachmentsOf(app: FastifyInstance, mail: ClaimedMail) {
  const storedNames = await attachmentStoredNames(
    app.db,
    mail.attachments.map((attachment) => attachment.file_id),
  );
  const opened: { filename: string; contentType: string; content: Readable }[] = [];
  for (const attachment of mail.attachments) {
    const storedName = storedNames.get(attachment.file_id);
    const content = storedName ? await app.fileStore.open(storedName) : null;
    if (!content) {
      for (const done of opened) done.content.destroy();
      throw new Error(`attachment file ${attachment.file_id} is missing`);
    }
    opened.push({ filename: attachment.filename, contentType: attachment.content_type, content });
  }
  return opened;
}

/**
 * Once a sensitive mail is out of our hands (sent, or given up), only its redacted text is kept:
 * the link must not rest in the database (ADR 012). Written with the status, in one statement.
 */
function withoutSecret(mail: ClaimedMail): KeptText {
  return mail.sensitive ? { text: redactLinks(mail.text), html: null } : {};
}
