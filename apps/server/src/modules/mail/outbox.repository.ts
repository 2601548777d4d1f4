import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OutboxAttachment, outbox } from '../../db/schema/index.ts';
import { headerSafe } from './compose.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type { OutboxAttachment };

export interface MailMessage {
  to: string;
  /** A copy to this address on the same mail. */
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it, e.g. 'invite' or 'password-reset'. */
  template: string;
  /** The text carries a bearer secret (a reset, set-password or invitation link): see ADR 012. */
  sensitive?: boolean;
  /** Stored files sent with it, read from the file store when delivered. */
  attachments?: OutboxAttachment[];
}

/**
 * Records a mail in the outbox, inside the caller's transaction: the mail exists if and only if
 * the change that caused it was committed. With SMTP it is `queued` for delivery; without, the
 * outbox is the mailbox and the mail is `stored`. Every mail passes here, so headers are made
 * safe here.
 */
export async function queueMail(db: Db, message: MailMessage, smtp: boolean): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      ...message,
      to: headerSafe(message.to),
      cc: message.cc ? headerSafe(message.cc) : null,
      subject: headerSafe(message.subject),
      html: message.html ?? null,
      sensitive: message.sensitive ?? false,
      attachments: message.attachments ?? [],
      status: smtp ? 'queued' : 'stored',
    })
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

export async function listOutbox(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(outbox),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findOutboxMail(db: Db, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
