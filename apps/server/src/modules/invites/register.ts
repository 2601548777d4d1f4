import { permissionsOf } from '@kazi/shared/auth/permissions';
import { type Category, rolesOf, type UserType } from '@kazi/shared/auth/roles';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { hashPassword } from '../auth/password.ts';
import { hashLinkSecret, isUniqueViolation } from '../auth/secrets.ts';
import type { UserRow } from '../auth/sessions.repository.ts';
import { syncCanContribute } from '../users/completeness.ts';
import { userWithEmailExists } from '../users/repository.ts';
import { findLiveInviteByKeyHash } from './repository.ts';
import { claimInvite, insertInvitedUser, markInviteUsedBy } from './writes.repository.ts';

const M = MESSAGES.invites;
const invalidKey = () => AppError.field('invite_key', M.invalidKey);

export interface RegisterInput {
  invite_key: string;
  password: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  agreed_to_terms?: boolean | undefined;
}

/** Whether people of this type are asked to agree to the terms (permission `terms.must_agree`). */
function mustAgree(type: UserType, category: Category | null): boolean {
  const roles = rolesOf({ type, category, is_admin: false, is_pay_admin: false, is_staff: false });
  return permissionsOf(roles).includes('terms.must_agree');
}

/**
 * Creates the account of an invitation: email, type and category come from the invite; the
 * invite is marked used in the same transaction (a second use of the key is 400).
 */
export async function registerFromInvite(
  app: FastifyInstance,
  body: RegisterInput,
  requestId: string,
): Promise<UserRow> {
  const keyHash = hashLinkSecret(body.invite_key);
  // Cheap check first: a made-up key costs no password hashing.
  const candidate = await findLiveInviteByKeyHash(app.db, keyHash);
  if (!candidate) throw invalidKey();
  if (await userWithEmailExists(app.db, candidate.email)) {
    throw AppError.field('non_field_errors', M.userExists);
  }
  const passwordHash = await hashPassword(body.password);
  try {
    return await app.db.transaction(async (tx) => {
      const invite = await claimInvite(tx, keyHash);
      if (!invite) throw invalidKey();
      const type = invite.type as UserType;
      const category = invite.category as Category | null;
      const user = await insertInvitedUser(tx, {
        email: invite.email,
        passwordHash,
        firstName: body.first_name ?? invite.firstName,
        lastName: body.last_name ?? invite.lastName,
        type,
        category,
        agreedNow: Boolean(body.agreed_to_terms && mustAgree(type, category)),
      });
      await markInviteUsedBy(tx, invite.id, user.id);
      const canContribute = await syncCanContribute(tx, user.id);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'auth.register',
        targetType: 'invite',
        targetId: invite.id,
        after: { user_id: user.id, type, category, agreed_to_terms: user.agreedAt !== null },
        requestId,
      });
      return { ...user, canContribute };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('non_field_errors', M.userExists);
    throw error;
  }
}
