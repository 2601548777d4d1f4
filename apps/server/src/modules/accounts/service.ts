import { maskEmail } from '@kazi/shared/accounts/rules';
import type { AccountUpdateBody } from '@kazi/shared/accounts/schemas';
import { can } from '@kazi/shared/auth/permissions';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteUserTokens } from '../auth/account-tokens.repository.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { isUniqueViolation } from '../auth/secrets.ts';
import type { UserRow } from '../auth/sessions.repository.ts';
import { greeting } from '../mail/compose.ts';
import { deliverSoon, sendMail } from '../mail/send.ts';
import { findUserById } from '../users/repository.ts';
import {
  type AccountChanges,
  emailTakenByOther,
  setAccountEmail,
  updateAccountRow,
} from './account.repository.ts';
import { deactivateUser } from './deactivate.ts';

const A = MESSAGES.account;

/** `GET me/account/`: the signed-in person's row; one removed meanwhile is 401. */
export async function findOwnAccount(app: FastifyInstance, actorId: number): Promise<UserRow> {
  const user = await findUserById(app.db, actorId);
  if (!user) throw AppError.notAuthenticated();
  return user;
}

/**
 * `PATCH me/account/`. A field one may not set is 403. Terms answers record the server's time (the
 * client's clock is not trusted), and the latest answer counts.
 */
export async function updateAccount(
  app: FastifyInstance,
  actor: SessionActor,
  body: AccountUpdateBody,
  requestId: string,
): Promise<UserRow> {
  if (body.invoice_email !== undefined && !can(actor, 'account.invoice_email')) throw AppError.forbidden();
  const answersTerms = body.agreed_at !== undefined || body.disagreed_at !== undefined;
  if (answersTerms && !can(actor, 'terms.must_agree')) throw new AppError('forbidden', A.termsNotForYou);
  const changes: AccountChanges = {
    ...(body.invoice_email !== undefined ? { invoiceEmail: body.invoice_email } : {}),
    ...(body.agreed_at !== undefined ? { agreedNow: true as const } : {}),
    ...(body.disagreed_at !== undefined ? { disagreedNow: true as const } : {}),
  };
  if (!Object.keys(changes).length) {
    const user = await findUserById(app.db, actor.id);
    if (!user) throw AppError.notFound();
    return user;
  }
  return app.db.transaction(async (tx) => {
    const user = await updateAccountRow(tx, actor.id, changes);
    if (!user) throw AppError.notFound();
    const actions = [
      body.invoice_email !== undefined && 'account.invoice_email',
      body.agreed_at !== undefined && 'account.terms_agreed',
      body.disagreed_at !== undefined && 'account.terms_disagreed',
    ].filter((action): action is string => Boolean(action));
    for (const action of actions) {
      await recordAudit(tx, { actorId: actor.id, action, targetType: 'user', targetId: actor.id, requestId });
    }
    return user;
  });
}

/**
 * `PATCH me/user/`: a new email, confirmed with the password. Unique whatever the letter case; the
 * old address is told (it may be the only way the owner learns of a takeover); open reset links die.
 */
export async function changeEmail(
  app: FastifyInstance,
  actor: SessionActor,
  body: { email: string; password: string },
  context: { ip: string; requestId: string },
): Promise<void> {
  await confirmPassword(app, actor, body.password, {
    ip: context.ip,
    field: 'password',
    message: A.wrongPassword,
  });
  const oldEmail = actor.user.email;
  if (body.email === oldEmail.toLowerCase()) return;
  const taken = await emailTakenByOther(app.db, body.email, actor.id);
  if (taken) throw AppError.field('email', MESSAGES.invites.userExists);
  try {
    await app.db.transaction(async (tx) => {
      await setAccountEmail(tx, actor.id, body.email);
      await deleteUserTokens(tx, actor.id);
      await sendMail(
        app,
        {
          to: oldEmail,
          subject: A.emailChangedSubject,
          template: 'email-changed',
          text: [
            greeting(actor.user.firstName),
            '',
            `The email address of your Kazi account was changed to ${maskEmail(body.email)}.`,
            'From now on, sign in with the new address.',
            '',
            'If you did not make this change, reply to this mail or contact Kazi support at once.',
          ].join('\n'),
        },
        tx,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'account.email_change',
        targetType: 'user',
        targetId: actor.id,
        requestId: context.requestId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', MESSAGES.invites.userExists);
    throw error;
  }
  await deliverSoon(app);
}

/** `POST me/account/deactivate/`: confirmed with the password; the last active admin cannot. */
export async function deactivateOwnAccount(
  app: FastifyInstance,
  actor: SessionActor,
  password: string,
  context: { ip: string; requestId: string },
): Promise<void> {
  await confirmPassword(app, actor, password, {
    ip: context.ip,
    field: 'password',
    message: A.wrongPassword,
  });
  await deactivateUser(app, {
    userId: actor.id,
    actorId: actor.id,
    requestId: context.requestId,
    self: true,
  });
}
