import type { UserType } from '@kazi/shared/auth/roles';
import { canInviteType } from '@kazi/shared/invites/policy';
import { INVITE_TTL_MS, inviteCategory, inviteDisplayType } from '@kazi/shared/invites/rules';
import type { InviteCreate, InviteUpdateBody } from '@kazi/shared/invites/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { invites } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/record.ts';
import { newLinkSecret } from '../auth/secrets.ts';
import { deliverSoon, sendMail } from '../mail/send.ts';
import { inviteLink, inviteMail } from './mail.ts';
import { findInvite, type InviteRow, liveInviteToEmailExists, userWithEmailExists } from './repository.ts';

const M = MESSAGES.invites;

const actorName = (actor: SessionActor) =>
  `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.email;

function assertMayInvite(actor: SessionActor, type: UserType): void {
  if (!canInviteType(actor, type)) throw new AppError('forbidden', M.onlyDevelopers);
}

/** The email must not belong to an account nor to another invitation whose link still works. */
async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  if (await userWithEmailExists(db, email)) throw AppError.field('email', M.userExists);
  if (await liveInviteToEmailExists(db, email, exceptId)) throw AppError.field('email', M.alreadyInvited);
}

async function mailInvite(app: FastifyInstance, db: Db, actor: SessionActor, invite: InviteRow, key: string) {
  const displayType = inviteDisplayType(invite.type as UserType, invite.category);
  await sendMail(
    app,
    inviteMail(invite, displayType, actorName(actor), inviteLink(app.config.publicUrl, key)),
    db,
  );
}

export async function createInvite(
  app: FastifyInstance,
  actor: SessionActor,
  body: InviteCreate,
  requestId: string,
): Promise<number> {
  assertMayInvite(actor, body.type);
  const id = await app.db.transaction(async (tx) => {
    await assertEmailFree(tx, body.email);
    const { token, hash } = newLinkSecret();
    const [invite] = await tx
      .insert(invites)
      .values({
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        type: body.type,
        category: inviteCategory(body.type, body.category),
        keyHash: hash,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        createdById: actor.id,
      })
      .returning();
    if (!invite) throw new Error('invite insert returned nothing');
    await mailInvite(app, tx, actor, invite, token);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invite.create',
      targetType: 'invite',
      targetId: invite.id,
      after: { type: invite.type, category: invite.category },
      requestId,
    });
    return invite.id;
  });
  await deliverSoon(app);
  return id;
}

/**
 * Edits a pending invitation. `resend: true`, or a new email, draws a new key (the old link stops
 * working), restarts the 7 days and mails the link again. A used invitation is 409.
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

  await app.db.transaction(async (tx) => {
    if (emailChanged) await assertEmailFree(tx, email, id);
    const secret = resend ? newLinkSecret() : null;
    const [invite] = await tx
      .update(invites)
      .set({
        email,
        firstName: body.first_name ?? current.firstName,
        lastName: body.last_name ?? current.lastName,
        type,
        category: inviteCategory(
          type,
          body.category === undefined ? (current.category as 'developer' | 'designer' | null) : body.category,
        ),
        ...(secret
          ? {
              keyHash: secret.hash,
              expiresAt: new Date(Date.now() + INVITE_TTL_MS),
              resent: true,
              resentAt: sql`now()`,
            }
          : {}),
      })
      .where(and(eq(invites.id, id), isNull(invites.usedAt)))
      .returning();
    if (!invite) throw AppError.conflict(M.used);
    if (secret) await mailInvite(app, tx, actor, invite, secret.token);
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
  await deliverSoon(app);
}

export async function deleteInvite(app: FastifyInstance, actor: SessionActor, id: number, requestId: string) {
  const found = await findInvite(app.db, actor, id);
  if (!found) throw AppError.notFound();
  await app.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(invites)
      .where(and(eq(invites.id, id), isNull(invites.usedAt)))
      .returning({ id: invites.id });
    if (!deleted.length) throw AppError.conflict(M.used);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invite.delete',
      targetType: 'invite',
      targetId: id,
      requestId,
    });
  });
}
