import { can } from '@kazi/shared/auth/permissions';
import type { UserType } from '@kazi/shared/auth/roles';
import { canInvite, canInviteType } from '@kazi/shared/invites/policy';
import { INVITE_TTL_MS, inviteCategory, inviteDisplayType } from '@kazi/shared/invites/rules';
import type { InviteCreate, InviteUpdateBody } from '@kazi/shared/invites/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { hashLinkSecret, isUniqueViolation, newLinkSecret } from '../auth/secrets.ts';
import { sendLimitedMail } from '../mail/limits.ts';
import { deliverSoon } from '../mail/send.ts';
import { userWithEmailExists } from '../users/repository.ts';
import { existingAccountMail, inviteLink, inviteMail } from './mail.ts';
import {
  findInvite,
  findLiveInviteByKeyHash,
  type InviteRow,
  type InviteWithInviter,
  listInvites,
  lockPendingInviteFrom,
} from './repository.ts';
import { deletePendingInvite, insertInvite, updatePendingInvite } from './writes.repository.ts';

const M = MESSAGES.invites;

const actorName = (actor: SessionActor) =>
  `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.email;

/** Someone still onboarding invites nobody (403); others invite the types their role allows. */
function assertMayInvite(actor: SessionActor, type?: UserType): void {
  if (!canInvite(actor)) throw AppError.forbidden();
  if (type !== undefined && !canInviteType(actor, type)) throw new AppError('forbidden', M.onlyDevelopers);
}

/**
 * Whether the email has an account. Staff-side inviters are told (400 `email`); anyone else gets
 * the same answer as for a new address, and the person a different mail (ADR 015).
 */
async function accountBehind(db: Db, actor: SessionActor, email: string): Promise<boolean> {
  const exists = await userWithEmailExists(db, email);
  if (exists && can(actor, 'invites.see_existing_accounts')) throw AppError.field('email', M.userExists);
  return exists;
}

/**
 * The invitation with its link, or, to an email that has an account, the mail that says so; both
 * within the inviter's and the address's invitation limits (429 otherwise, ADR 018).
 */
async function mailInvite(
  app: FastifyInstance,
  db: Db,
  actor: SessionActor,
  sent: { invite: InviteRow; key: string; hasAccount: boolean },
) {
  const { invite, key, hasAccount } = sent;
  const displayType = inviteDisplayType(invite.type as UserType, invite.category);
  const message = hasAccount
    ? existingAccountMail(invite, displayType, actorName(actor), app.config.publicUrl)
    : inviteMail(invite, displayType, actorName(actor), inviteLink(app.config.publicUrl, key));
  await sendLimitedMail(app, db, { kind: 'invite', actorId: actor.id }, [message]);
}

/** A new key for 7 days, marked resent: the old link stops working. */
function freshKey() {
  const secret = newLinkSecret();
  const fields = { keyHash: secret.hash, expiresAt: new Date(Date.now() + INVITE_TTL_MS) };
  return { key: secret.token, fields };
}

/** A concurrent identical request won the insert: once more, and the pending row is found. */
async function onceMoreOnUniqueViolation<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

/**
 * `POST invites/`. The inviter's pending invitation to the same email (one at most) is resent
 * with the new details instead of doubled: `created: false`.
 */
export async function createInvite(
  app: FastifyInstance,
  actor: SessionActor,
  body: InviteCreate,
  requestId: string,
): Promise<{ id: number; created: boolean }> {
  assertMayInvite(actor, body.type);
  const attempt = () =>
    app.db.transaction(async (tx) => {
      const hasAccount = await accountBehind(tx, actor, body.email);
      const pending = await lockPendingInviteFrom(tx, actor.id, body.email);
      const { key, fields } = freshKey();
      const values = {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        type: body.type,
        category: inviteCategory(body.type, body.category),
        ...fields,
      };
      // The pending invitation is locked: the conditional UPDATE finds it.
      const invite = pending
        ? await updatePendingInvite(tx, pending.id, values, { resent: true })
        : await insertInvite(tx, { ...values, createdById: actor.id });
      if (!invite) throw new Error('invite write returned nothing');
      await mailInvite(app, tx, actor, { invite, key, hasAccount });
      await recordAudit(tx, {
        actorId: actor.id,
        action: pending ? 'invite.resend' : 'invite.create',
        targetType: 'invite',
        targetId: invite.id,
        ...(pending ? { before: { type: pending.type, category: pending.category } } : {}),
        after: { type: invite.type, category: invite.category },
        requestId,
      });
      return { id: invite.id, created: !pending };
    });
  const result = await onceMoreOnUniqueViolation(attempt);
  await deliverSoon(app);
  return result;
}

/**
 * Edits a pending invitation. `resend: true`, or a new email, draws a new key (the old link stops
 * working), restarts the 7 days and mails the link again. A used invitation is 409; a new email
 * that its inviter already has another pending invitation to is 400 `email`.
 */
export async function updateInvite(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: InviteUpdateBody,
  requestId: string,
): Promise<void> {
  if (body.id !== undefined && body.id !== id) throw AppError.field('id', MESSAGES.api.notFound);
  const found = await findInvite(app.db, actor, id);
  if (!found) throw AppError.notFound();
  const current = found.invite;
  if (current.usedAt) throw AppError.conflict(M.used);
  const type = (body.type ?? current.type) as UserType;
  if (body.type !== undefined) assertMayInvite(actor, type);
  const email = body.email ?? current.email;
  const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
  const resend = body.resend === true || emailChanged;
  if (resend) assertMayInvite(actor);

  try {
    await app.db.transaction(async (tx) => {
      const hasAccount = resend ? await accountBehind(tx, actor, email) : false;
      if (emailChanged && (await lockPendingInviteFrom(tx, current.createdById, email, id))) {
        throw AppError.field('email', M.alreadyInvited);
      }
      const secret = resend ? freshKey() : null;
      const invite = await updatePendingInvite(
        tx,
        id,
        {
          email,
          firstName: body.first_name ?? current.firstName,
          lastName: body.last_name ?? current.lastName,
          type,
          category: inviteCategory(
            type,
            body.category === undefined
              ? (current.category as 'developer' | 'designer' | null)
              : body.category,
          ),
          ...secret?.fields,
        },
        { resent: secret !== null },
      );
      if (!invite) throw AppError.conflict(M.used);
      if (secret) await mailInvite(app, tx, actor, { invite, key: secret.key, hasAccount });
      await recordAudit(tx, {
        actorId: actor.id,
        action: resend ? 'invite.resend' : 'invite.update',
        targetType: 'invite',
        targetId: id,
        before: { type: current.type, category: current.category },
        after: { type: invite.type, category: invite.category },
        requestId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', M.alreadyInvited);
    throw error;
  }
  await deliverSoon(app);
}

export async function deleteInvite(app: FastifyInstance, actor: SessionActor, id: number, requestId: string) {
  const found = await findInvite(app.db, actor, id);
  if (!found) throw AppError.notFound();
  await app.db.transaction(async (tx) => {
    if (!(await deletePendingInvite(tx, id))) throw AppError.conflict(M.used);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invite.delete',
      targetType: 'invite',
      targetId: id,
      requestId,
    });
  });
}

/** The invitations the person may see (admins every one, others their own), one page of them. */
export function listVisibleInvites(
  db: Db,
  actor: SessionActor,
  filter: { used?: boolean | undefined },
  page: { limit: number; offset: number },
) {
  return listInvites(db, actor, filter, page);
}

/** One invitation the person may see; 404 otherwise. */
export async function findVisibleInvite(db: Db, actor: SessionActor, id: number): Promise<InviteWithInviter> {
  const found = await findInvite(db, actor, id);
  if (!found) throw AppError.notFound();
  return found;
}

/** The pending, unexpired invitation behind a sign-up link's key; 404 otherwise. */
export async function findLiveInviteByKey(db: Db, key: string): Promise<InviteRow> {
  const invite = await findLiveInviteByKeyHash(db, hashLinkSecret(key));
  if (!invite) throw AppError.notFound();
  return invite;
}
