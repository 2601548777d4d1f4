import { RESET_MAILS_PER_HOUR, RESET_TOKEN_TTL_MS } from '@kazi/shared/accounts/rules';
import { encodeUid, type PasswordResetConfirmBody } from '@kazi/shared/auth/passwords';
import { MESSAGES } from '@kazi/shared/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/record.ts';
import { deliverSoon, sendMail } from '../mail/send.ts';
import {
  consumeAccountToken,
  createAccountToken,
  deleteUserTokens,
  recentResetCount,
} from './account-tokens.ts';
import { confirmPassword } from './confirm-password.ts';
import { hashPassword } from './password.ts';
import { hashLinkSecret, newLinkSecret } from './secrets.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { clearLoginFailures } from './throttle.ts';

const P = MESSAGES.passwords;
const invalidLink = () => AppError.field('token', P.invalidLink);

export function resetLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/reset-password/confirm/${encodeUid(userId)}/${token}`;
}

export function setPasswordLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/password/${encodeUid(userId)}/${token}`;
}

/**
 * Sends a reset link to an active account with that email. The answer never says whether one
 * exists: unknown emails do the same work up to the write (a secret is drawn and hashed), and a
 * fourth request within an hour sends no further mail.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  requestId: string,
): Promise<void> {
  const secret = newLinkSecret();
  const [user] = await app.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.isActive, true)))
    .limit(1);
  if (!user || (await recentResetCount(app.db, user.id)) >= RESET_MAILS_PER_HOUR) {
    hashLinkSecret(secret.token);
    return;
  }
  await app.db.transaction(async (tx) => {
    const token = await createAccountToken(tx, user.id, 'password_reset', RESET_TOKEN_TTL_MS);
    const link = resetLink(app.config.publicUrl, user.id, token);
    await sendMail(
      app,
      {
        to: user.email,
        subject: P.resetSubject,
        template: 'password-reset',
        sensitive: true,
        text: [
          `Hello ${user.firstName || 'there'},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Kazi account.',
          `Choose a new password here (the link works for 1 hour, once):`,
          link,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      },
      tx,
    );
    await recordAudit(tx, {
      actorId: null,
      action: 'auth.password_reset_requested',
      targetType: 'user',
      targetId: user.id,
      requestId,
    });
  });
  await deliverSoon(app);
}

/**
 * Sets a new password from a reset or set-password link: the link is used once (conditional
 * UPDATE), every session of the person ends, every other link stops working, and login failures
 * are cleared. The person then signs in with the new password.
 */
export async function confirmPasswordReset(
  app: FastifyInstance,
  body: PasswordResetConfirmBody,
  requestId: string,
): Promise<string> {
  // Cheap check first: a made-up link costs no password hashing.
  const [candidate] = await app.db
    .select({ purpose: accountTokens.purpose })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashLinkSecret(body.token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!candidate) throw invalidLink();
  const passwordHash = await hashPassword(body.new_password1);
  await app.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, body.uid, body.token);
    if (userId === null) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw invalidLink();
    await deleteUserSessions(tx, user.id);
    await deleteUserTokens(tx, user.id);
    await clearLoginFailures(tx, user.email.toLowerCase());
    await recordAudit(tx, {
      actorId: user.id,
      action: candidate.purpose === 'set_password' ? 'auth.password_set' : 'auth.password_reset',
      targetType: 'user',
      targetId: user.id,
      requestId,
    });
  });
  return candidate.purpose === 'set_password' ? P.setDone : P.resetDone;
}

/** Changes the password after checking the old one; the other sessions of the person end. */
export async function changePassword(
  app: FastifyInstance,
  actor: SessionActor,
  body: { old_password: string; new_password1: string },
  context: { ip: string; requestId: string },
): Promise<void> {
  await confirmPassword(app, actor, body.old_password, {
    ip: context.ip,
    field: 'old_password',
    message: MESSAGES.account.wrongOldPassword,
  });
  const passwordHash = await hashPassword(body.new_password1);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
    await deleteUserSessions(tx, actor.id, actor.sessionId);
    await deleteUserTokens(tx, actor.id);
    await clearLoginFailures(tx, actor.user.email.toLowerCase());
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'auth.password_change',
      targetType: 'user',
      targetId: actor.id,
      requestId: context.requestId,
    });
  });
}
