import { PURGE_AFTER_DAYS, purgedIdentity } from '@kazi/shared/accounts/rules';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, invites, outbox, users } from '../../db/schema/index.ts';
import type { PurgeSubject } from './purgers.ts';

const dueCutoff = sql`now() - make_interval(days => ${PURGE_AFTER_DAYS})`;
const due = and(
  eq(users.isActive, false),
  isNull(users.personalDataPurgedAt),
  lte(users.deactivatedAt, dueCutoff),
);

/** Accounts deactivated 7 or more days ago and not yet purged, by id. */
export async function findDueSubjects(db: Db, limit: number): Promise<PurgeSubject[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(due)
    .orderBy(users.id)
    .limit(limit);
}

/**
 * Claims the purge of one account: its row gets the pseudonym, loses its password and invoice
 * address, and is marked purged, only while it is still due (a conditional UPDATE); false otherwise.
 */
export async function pseudonymizeAccount(db: Db, userId: number): Promise<boolean> {
  const identity = purgedIdentity(userId);
  const rows = await db
    .update(users)
    .set({
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      username: identity.email,
      passwordHash: null,
      invoiceEmail: null,
      personalDataPurgedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), due))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Pending invitations the person sent, and the invitation that brought them (it holds their name). */
export async function deleteInvitesOf(db: Db, userId: number): Promise<void> {
  await db
    .delete(invites)
    .where(or(and(eq(invites.createdById, userId), isNull(invites.usedAt)), eq(invites.usedById, userId)));
}

/** The mail log's copies of mails to a (lowercased) address. */
export async function deleteMailTo(db: Db, email: string): Promise<void> {
  await db.delete(outbox).where(eq(sql`lower(${outbox.to})`, email));
}

export async function findStoredNames(db: Db, fileIds: readonly number[]): Promise<string[]> {
  if (!fileIds.length) return [];
  const rows = await db
    .select({ storedName: files.storedName })
    .from(files)
    .where(inArray(files.id, [...fileIds]));
  return rows.map((row) => row.storedName);
}

export async function deleteFileRows(db: Db, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length) await db.delete(files).where(inArray(files.id, [...fileIds]));
}
