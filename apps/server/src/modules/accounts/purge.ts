import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteUserTokens } from '../auth/account-tokens.repository.ts';
import { deleteUserSessions } from '../auth/sessions.repository.ts';
import { clearLoginFailures } from '../auth/throttle.repository.ts';
import {
  deleteFileRows,
  deleteInvitesOf,
  deleteMailTo,
  findDueSubjects,
  findStoredNames,
  pseudonymizeAccount,
} from './purge.repository.ts';
import type { PurgeSubject } from './purgers.ts';

const BATCH = 50;

/** The account itself: pseudonym, no password, no sessions, links, invitations or mail to it. */
async function purgeAccount(tx: Db, subject: PurgeSubject): Promise<boolean> {
  if (!(await pseudonymizeAccount(tx, subject.id))) return false;
  const email = subject.email.toLowerCase();
  await deleteUserSessions(tx, subject.id);
  await deleteUserTokens(tx, subject.id);
  await clearLoginFailures(tx, email);
  await deleteInvitesOf(tx, subject.id);
  await deleteMailTo(tx, email);
  return true;
}

/** Purges one person; false when they are no longer due (reactivated meanwhile, or done). */
export async function purgePerson(app: FastifyInstance, subject: PurgeSubject, requestId: string | null) {
  const fileIds = new Set<number>();
  for (const purger of app.personalDataPurgers) {
    for (const id of (await purger.files?.(app.db, subject)) ?? []) fileIds.add(id);
  }
  // Bytes first: if anything below fails, the rows are still there and the next run removes again.
  for (const storedName of await findStoredNames(app.db, [...fileIds]))
    await app.fileStore.remove(storedName);
  return app.db.transaction(async (tx) => {
    // Claim first: someone reactivated meanwhile (or another run got there) is left alone.
    if (!(await purgeAccount(tx, subject))) return false;
    for (const purger of app.personalDataPurgers) await purger.purge(tx, subject);
    await deleteFileRows(tx, [...fileIds]);
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
    const batch = (await findDueSubjects(app.db, BATCH + skipped.size)).filter((s) => !skipped.has(s.id));
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
