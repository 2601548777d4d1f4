import { encodeUid, type PasswordResetConfirmBody } from '@kazi/shared/auth/passwords';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { consumeAccountToken, deleteUserTokens, findLiveTokenPurpose } from './account-tokens.repository.ts';
import { confirmPassword } from './confirm-password.ts';
import { setActivePasswordHash, setPasswordHash } from './credentials.repository.ts';
import { hashPassword } from './password.ts';
import {
  createSession,
  deleteUserSessions,
  type NewSession,
  type SessionMeta,
  type UserRow,
} from './sessions.repository.ts';
import { clearLoginFailures } from './throttle.repository.ts';

const P = MESSAGES.passwords;
const invalidLink = () => AppError.field('token', P.invalidLink);

export function resetLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/reset-password/confirm/${encodeUid(userId)}/${token}`;
}

export function setPasswordLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/password/${encodeUid(userId)}/${token}`;
}

/**
 * Sets a new password from a reset or set-password link: the link is used once (conditional
 * UPDATE), every session of the person ends, every other link stops working, and login failures
 * are cleared. The person then signs in with the new password. Answers the message and whose
 * password it was (the caller's own session cookie is then cleared too).
 */
export async function confirmPasswordReset(
  app: FastifyInstance,
  body: PasswordResetConfirmBody,
  requestId: string,
): Promise<{ detail: string; userId: number }> {
  // Cheap check first: a made-up link costs no password hashing.
  const purpose = await findLiveTokenPurpose(app.db, body.token);
  if (!purpose) throw invalidLink();
  const passwordHash = await hashPassword(body.new_password1);
  const userId = await app.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, body.uid, body.token);
    if (userId === null) throw invalidLink();
    const user = await setActivePasswordHash(tx, userId, passwordHash);
    if (!user) throw invalidLink();
    await deleteUserSessions(tx, user.id);
    await deleteUserTokens(tx, user.id);
    await clearLoginFailures(tx, user.email.toLowerCase());
    await recordAudit(tx, {
      actorId: user.id,
      action: purpose === 'set_password' ? 'auth.password_set' : 'auth.password_reset',
      targetType: 'user',
      targetId: user.id,
      requestId,
    });
    return user.id;
  });
  return { detail: purpose === 'set_password' ? P.setDone : P.resetDone, userId };
}

/**
 * Changes the password after checking the old one. Every session of the person ends, this one
 * too, and a new session is created in the same transaction: the password, the sessions and the
 * audit row commit together or not at all. The caller puts the returned session on the answer
 * (`reply.useSession`) after the commit, so a session id known before the change is worth nothing
 * after it, and a failure leaves the old password and session as they were.
 */
export async function changePassword(
  app: FastifyInstance,
  actor: SessionActor,
  body: { old_password: string; new_password1: string },
  context: { requestId: string; meta: SessionMeta },
): Promise<{ user: UserRow; session: NewSession }> {
  await confirmPassword(app, actor, body.old_password, {
    ip: context.meta.ip,
    field: 'old_password',
    message: MESSAGES.account.wrongOldPassword,
  });
  const passwordHash = await hashPassword(body.new_password1);
  return app.db.transaction(async (tx) => {
    const user = await setPasswordHash(tx, actor.id, passwordHash);
    if (!user) throw AppError.notAuthenticated();
    await deleteUserSessions(tx, actor.id);
    await deleteUserTokens(tx, actor.id);
    await clearLoginFailures(tx, actor.user.email.toLowerCase());
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'auth.password_change',
      targetType: 'user',
      targetId: actor.id,
      requestId: context.requestId,
    });
    const session = await createSession(tx, user.id, app.config.session, context.meta, {
      secondFactor: actor.secondFactor,
    });
    return { user, session };
  });
}
