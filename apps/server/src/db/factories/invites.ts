import type { Category, UserType } from '@kazi/shared/auth/roles';
import { INVITE_TTL_MS, inviteCategory } from '@kazi/shared/invites/rules';
import { newLinkSecret } from '../../modules/auth/secrets.ts';
import type { Db } from '../client.ts';
import { invites } from '../schema/index.ts';

export interface InviteOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  type?: UserType;
  category?: Category | null;
  createdById: number | null;
  createdAt?: Date;
  /** Defaults to 7 days after `createdAt`. */
  expiresAt?: Date;
  resentAt?: Date | null;
}

let sequence = 0;

/** A pending invitation; returns the row and its key (which only a mail would carry). */
export async function createInvite(db: Db, overrides: InviteOverrides) {
  sequence += 1;
  const { token, hash } = newLinkSecret();
  const type = overrides.type ?? 1;
  const createdAt = overrides.createdAt ?? new Date();
  const [invite] = await db
    .insert(invites)
    .values({
      email: overrides.email ?? `invitee${sequence}-${Date.now().toString(36)}@example.test`,
      firstName: overrides.firstName ?? 'Invited',
      lastName: overrides.lastName ?? `Person ${sequence}`,
      type,
      category: inviteCategory(type, overrides.category),
      keyHash: hash,
      createdById: overrides.createdById,
      createdAt,
      expiresAt: overrides.expiresAt ?? new Date(createdAt.getTime() + INVITE_TTL_MS),
      resent: Boolean(overrides.resentAt),
      resentAt: overrides.resentAt ?? null,
    })
    .returning();
  if (!invite) throw new Error('invite insert returned nothing');
  return { invite, key: token };
}
