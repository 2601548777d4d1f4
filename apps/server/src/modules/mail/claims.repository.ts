import type { MailKind } from '@kazi/shared/mail/schemas';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailClaims } from '../../db/schema/index.ts';

/** Advisory lock class of mail claims (login throttling uses 7301 to 7303). */
const MAIL_LOCK = 7310;

/** Takes the mail-claim advisory locks on `keys`, in the order given, until the transaction ends. */
export async function lockMailClaimKeys(tx: Db, keys: readonly number[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK}, ${key})`);
}

const since = (windowMs: number) => sql`now() - make_interval(secs => ${windowMs / 1000})`;

/** The actions of one kind an actor took within the window, and when the oldest was claimed. */
export async function countActorActions(tx: Db, actorId: number, kind: MailKind, windowMs: number) {
  const [actor] = await tx
    .select({
      actions: sql<number>`count(distinct ${mailClaims.action})::int`,
      oldest: sql<Date | null>`min(${mailClaims.createdAt})`.mapWith((value) => value && new Date(value)),
    })
    .from(mailClaims)
    .where(
      and(
        eq(mailClaims.actorId, actorId),
        eq(mailClaims.kind, kind),
        gt(mailClaims.createdAt, since(windowMs)),
      ),
    );
  return actor ?? { actions: 0, oldest: null };
}

/** For each of the recipients who received mail of this kind within the window: how many, since when. */
export function countRecipientMails(tx: Db, hashes: readonly string[], kind: MailKind, windowMs: number) {
  return tx
    .select({
      hash: mailClaims.recipientHash,
      mails: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${mailClaims.createdAt})`.mapWith((value) => new Date(value)),
    })
    .from(mailClaims)
    .where(
      and(
        inArray(mailClaims.recipientHash, [...hashes]),
        eq(mailClaims.kind, kind),
        gt(mailClaims.createdAt, since(windowMs)),
      ),
    )
    .groupBy(mailClaims.recipientHash);
}

/** One row per recipient of one action. */
export async function insertMailClaims(
  tx: Db,
  claim: { kind: MailKind; actorId: number | null; action: string; recipientHashes: readonly string[] },
): Promise<void> {
  const { kind, actorId, action } = claim;
  await tx
    .insert(mailClaims)
    .values(claim.recipientHashes.map((recipientHash) => ({ kind, actorId, action, recipientHash })));
}

export async function deleteMailClaimsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(mailClaims).where(lt(mailClaims.createdAt, before));
}
