import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { files, type OutboxAttachment, outbox } from '../../db/schema/index.ts';

export interface ClaimedMail {
  id: number;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
  sensitive: boolean;
  attachments: OutboxAttachment[];
}

/** What a sensitive mail keeps of its text once it is out of our hands (ADR 012). */
export type KeptText = { text?: string; html?: null };

/** Puts back in the queue the mails a crashed process claimed more than `staleAfter` ago. */
export async function releaseStaleClaims(db: Db, staleAfter: string): Promise<void> {
  await db.execute(sql`update outbox set status = 'queued'
    where status = 'sending' and claimed_at < now() - ${staleAfter}::interval`);
}

/**
 * Claims up to `limit` queued mails, oldest first, in one conditional update (SKIP LOCKED, so two
 * processes never claim the same row), counting the attempt.
 */
export function claimQueuedMail(db: Db, limit: number): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`
      update outbox set status = 'sending', claimed_at = now(), attempts = attempts + 1
      where id in (select id from outbox where status = 'queued' order by id limit ${limit} for update skip locked)
      returning id, "to", cc, subject, text, html, attempts, sensitive, attachments`,
  );
}

export async function markMailSent(db: Db, id: number, kept: KeptText): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, error: null, ...kept })
    .where(eq(outbox.id, id));
}

/** A failed attempt: back in the queue, or `failed` for good, with the error. */
export async function markMailUnsent(
  db: Db,
  id: number,
  status: 'queued' | 'failed',
  error: string,
  kept: KeptText,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status, error, ...kept })
    .where(eq(outbox.id, id));
}

/** Where the bytes of the attachments' files are stored, by file id (a deleted file is absent). */
export async function attachmentStoredNames(
  db: Db,
  fileIds: readonly number[],
): Promise<Map<number, string>> {
  if (!fileIds.length) return new Map();
  const rows = await db
    .select({ id: files.id, storedName: files.storedName })
    .from(files)
    .where(inArray(files.id, [...fileIds]));
  return new Map(rows.map((row) => [row.id, row.storedName]));
}

/** The mail not delivered yet (queued, or claimed by a sender now) and how long the oldest has waited. */
export async function deliveryBacklog(db: Db): Promise<{ mails: number; oldestSeconds: number }> {
  const [row] = await queryRows<{ mails: number; oldest_seconds: number }>(
    db,
    sql`select count(*)::int as mails,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_seconds
        from outbox where status in ('queued', 'sending')`,
  );
  return { mails: row?.mails ?? 0, oldestSeconds: row?.oldest_seconds ?? 0 };
}
