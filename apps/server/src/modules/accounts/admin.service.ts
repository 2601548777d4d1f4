import { SET_PASSWORD_TOKEN_TTL_MS } from '@kazi/shared/accounts/rules';
import type { createClientBody } from '@kazi/shared/accounts/users';
import { USER_TYPES } from '@kazi/shared/auth/roles';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { createAccountToken } from '../auth/account-tokens.repository.ts';
import { setPasswordLink } from '../auth/password-reset.ts';
import { isUniqueViolation } from '../auth/secrets.ts';
import { greeting, inert } from '../mail/compose.ts';
import { deliverSoon, sendMail } from '../mail/send.ts';
import { syncCanContribute } from '../users/completeness.ts';
import { userWithEmailExists } from '../users/repository.ts';
import {
  type AdminUserRow,
  findAdminUser,
  insertClient,
  listUsers,
  type UsersFilter,
} from './admin.repository.ts';
import { deactivateUser, reactivateUser } from './deactivate.ts';

/** The "New client payload" says where a client came from: 3 = created by an admin. */
const SOURCE_CREATED_BY_ADMIN = 3;

export type CreateClient = z.output<typeof createClientBody>;

/**
 * Creates a client (project owner) with their company, without a password: a mail carries a
 * set-password link (`/password/{uid}/{token}`, 7 days, once). The email is unique (400 `email`).
 */
export async function createClient(
  app: FastifyInstance,
  actor: SessionActor,
  body: CreateClient,
  requestId: string,
): Promise<number> {
  if (await userWithEmailExists(app.db, body.email))
    throw AppError.field('email', MESSAGES.invites.userExists);
  try {
    const id = await app.db.transaction(async (tx) => {
      const user = await insertClient(tx, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        source: SOURCE_CREATED_BY_ADMIN,
        company: body.company,
      });
      await syncCanContribute(tx, user.id);
      const token = await createAccountToken(tx, user.id, 'set_password', SET_PASSWORD_TOKEN_TTL_MS);
      const inviter = `${actor.user.firstName} ${actor.user.lastName}`.trim() || 'Kazi';
      await sendMail(
        app,
        {
          to: user.email,
          subject: MESSAGES.users.setPasswordSubject,
          template: 'set-password',
          sensitive: true,
          text: [
            greeting(user.firstName),
            '',
            `A Kazi account was created for you and ${inert(body.company.name)} by ${inert(inviter)}.`,
            'Choose your password here to sign in (the link works once, for 7 days):',
            setPasswordLink(app.config.publicUrl, user.id, token),
            '',
            'If you did not expect this, you can ignore this mail.',
          ].join('\n'),
        },
        tx,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.create_client',
        targetType: 'user',
        targetId: user.id,
        after: { type: USER_TYPES.project_owner, source: SOURCE_CREATED_BY_ADMIN },
        requestId,
      });
      return user.id;
    });
    await deliverSoon(app);
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', MESSAGES.invites.userExists);
    throw error;
  }
}

/** The users list of the admin screens, filtered, one page of it. */
export function listAdminUsers(db: Db, filter: UsersFilter, page: { limit: number; offset: number }) {
  return listUsers(db, filter, page);
}

/** One user as the admin screens show them; 404 when there is none. */
export async function findUserForAdmin(db: Db, id: number): Promise<AdminUserRow> {
  const row = await findAdminUser(db, id);
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * Deactivates or reactivates someone else's account (one's own is 400: `me/account/deactivate/`
 * is the way) and answers the alert's message.
 */
export async function changeUserStatus(
  app: FastifyInstance,
  actor: SessionActor,
  userId: number,
  action: 'activate' | 'deactivate',
  requestId: string,
): Promise<string> {
  await findUserForAdmin(app.db, userId);
  if (userId === actor.id) throw AppError.field('action', MESSAGES.users.ownStatus);
  const input = { userId, actorId: actor.id, requestId };
  if (action === 'deactivate') {
    await deactivateUser(app, { ...input, self: false });
    return MESSAGES.users.deactivated;
  }
  await reactivateUser(app, input);
  return MESSAGES.users.reactivated;
}
