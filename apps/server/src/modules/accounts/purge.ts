import { PURGE_AFTER_DAYS, purgedIdentity } from '@kazi/shared/accounts/rules';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  files,
  invites,
  loginFailures,
  outbox,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/repository.ts';
import { PERSONAL_DATA_PURGERS, type PurgeSubject } from './purgers.ts';

const BATCH = 50;
const dueCutoff = sql`now() - make_interval(days => ${PURGE_AFTER_DAYS})`;
const due = and(
  eq(users.isActive, false),
  isNull(users.personalDataPurgedAt),
  lte(users.deactivatedAt, dueCutoff),
);

async function dueSubjects(db: Db, limit: number): Promise<PurgeSubject[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(due)
    .orderBy(users.id)
    .limit(limit);
}

/** The account itself: pseudonym, no password, no sessions, links, invitations or mail to it. */
async function purgeAccount(tx: Db, subject: PurgeSubject): Promise<boolean> {
  const identity = purgedIdentity(subject.id);
  const [user] = await tx
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
    .where(and(eq(users.id, subject.id), due))
    .returning({ id: users.id });
  if (!user) return false;
  const email = subject.email.toLowerCase();
  await tx.delete(sessions).where(eq(sessions.userId, subject.id));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, subject.id));
  await tx.delete(loginFailures).where(eq(loginFailures.accountKey, email));
  // Pending invitations they sent, and the invitation that brought them (it holds their name).
  await tx
    .delete(invites)
    .where(
      or(and(eq(invites.createdById, subject.id), isNull(invites.usedAt)), eq(invites.usedById, subject.id)),
    );
  await tx.delete(outbox).where(eq(sql`lower(${outbox.to})`, email));
  return true;
}

/** Purges one person; false when they are no longer due (reactivated meanwhile, or done). */
export async function purgePerson(app: FastifyInstance, subject: PurgeSubject, requestId: string | null) {
  const fileIds = new Set<number>();
  for (const purger of PERSONAL_DATA_PURGERS) {
    for (const id of (await purger.files?.(app.db, subject)) ?? []) fileIds.add(id);
  }
  const stored = fileIds.size
    ? await app.db
        .select({ storedName: files.storedName })
        .from(files)
        .where(inArray(files.id, [...fileIds]))
    : [];
  // Bytes first: if anything below fails, the rows are still there and the next run removes again.
  for (const { storedName } of stored) await app.fileStore.remove(storedName);
  return app.db.transaction(async (tx) => {
    // Claim first: someone reactivated meanwhile (or another run got there) is left alone.
    if (!(await purgeAccount(tx, subject))) return false;
    for (const purger of PERSONAL_DATA_PURGERS) await purger.purge(tx, subject);
    if (fileIds.size) await tx.delete(files).where(inArray(files.id, [...fileIds]));
    await recordAudit(tx, {
      actorId: null,
      action: 'account.personal_data_purged',
      targetType: 'user',
      targetId: subject.id,
      after: { files_removed: fileIds.size },
      requestId,
    });
    return true;
  });
}

/**
 * The `accounts.purge` job (daily): every account deactivated 7 or more days ago and not yet purged.
 * Idempotent: a purged account is no longer due; a run that stopped half-way is finished by the next.
 */
export async function purgeDeactivatedAccounts(app: FastifyInstance): Promise<number> {
  let purged = 0;
  const skipped = new Set<number>();
  for (;;) {
    const batch = (await dueSubjects(app.db, BATCH + skipped.size)).filter((s) => !skipped.has(s.id));
    if (!batch.length) break;
    for (const subject of batch) {
      const done = await purgePerson(app, subject, null);
      if (done) purged += 1;
      else skipped.add(subject.id);
    }
  }
  if (purged) app.log.info({ purged }, 'personal data of deactivated accounts purged');
  return purged;
}
