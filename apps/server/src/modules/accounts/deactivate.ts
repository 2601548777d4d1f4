import { PURGE_AFTER_DAYS } from '@kazi/shared/accounts/rules';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteUserTokens } from '../auth/account-tokens.repository.ts';
import { deleteUserSessions } from '../auth/sessions.repository.ts';
import { greeting } from '../mail/compose.ts';
import { deliverSoon, sendMail } from '../mail/send.ts';
import {
  deactivateAccount,
  findAccountStatus,
  isAdminAccount,
  lockActiveAdminIds,
  reactivateAccount,
} from './status.repository.ts';

/**
 * The last active admin stays active (409). Every active admin row is locked, in id order so that
 * concurrent calls queue instead of deadlocking, before the change in the same transaction: two
 * admins deactivating each other at once cannot both pass, as the second sees the first's change.
 */
async function assertNotLastAdmin(tx: Db, userId: number, self: boolean): Promise<void> {
  if (!(await isAdminAccount(tx, userId))) return;
  const admins = await lockActiveAdminIds(tx);
  if (admins.length === 1 && admins[0] === userId) {
    throw AppError.conflict(self ? MESSAGES.account.lastAdmin : MESSAGES.users.lastAdmin);
  }
}

/**
 * Disables an account at once: a conditional UPDATE (already deactivated → 409; the last active
 * admin → 409), every session and open link of the person deleted, an audit row, and a mail saying
 * when the personal data goes. The `accounts.purge` job deletes it after 7 days.
 */
export async function deactivateUser(
  app: FastifyInstance,
  input: { userId: number; actorId: number; requestId: string; self: boolean },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, input.userId, input.self);
    const user = await deactivateAccount(tx, input.userId);
    if (!user) throw AppError.conflict(MESSAGES.users.alreadyDeactivated);
    await deleteUserSessions(tx, user.id);
    await deleteUserTokens(tx, user.id);
    await sendMail(
      app,
      {
        to: user.email,
        subject: MESSAGES.account.deactivatedSubject,
        template: 'account-deactivated',
        text: [
          greeting(user.firstName),
          '',
          input.self
            ? 'Your Kazi account has been deactivated, as you asked.'
            : 'Your Kazi account has been deactivated by an administrator.',
          `Your personal data and files will be deleted in ${PURGE_AFTER_DAYS} days. Records that accounting needs are kept without your name.`,
          '',
          'If this is a mistake, contact Kazi support before then.',
        ].join('\n'),
      },
      tx,
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.self ? 'account.deactivate' : 'user.deactivate',
      targetType: 'user',
      targetId: user.id,
      before: { is_active: true },
      after: { is_active: false },
      requestId: input.requestId,
    });
  });
  await deliverSoon(app);
}

/** Reactivates before the purge: a purged account (personal data gone) is refused with 409. */
export async function reactivateUser(
  app: FastifyInstance,
  input: { userId: number; actorId: number; requestId: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (!(await reactivateAccount(tx, input.userId))) {
      const current = await findAccountStatus(tx, input.userId);
      if (!current) throw AppError.notFound();
      throw AppError.conflict(current.purgedAt ? MESSAGES.users.purged : MESSAGES.users.alreadyActive);
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'user.reactivate',
      targetType: 'user',
      targetId: input.userId,
      before: { is_active: false },
      after: { is_active: true },
      requestId: input.requestId,
    });
  });
}
