import type { Category, UserType } from '@kazi/shared/auth/roles';
import { inviteDisplayType, isInviteExpired } from '@kazi/shared/invites/rules';
import type { Invite, PublicInvite } from '@kazi/shared/invites/schemas';
import type { InviteRow, InviteWithInviter } from './repository.ts';

const nameOf = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

export function presentInvite({ invite, inviter }: InviteWithInviter): Invite {
  const category = invite.category as Category | null;
  return {
    id: invite.id,
    created_at: invite.createdAt.toISOString(),
    first_name: invite.firstName,
    last_name: invite.lastName,
    display_name: nameOf(invite),
    email: invite.email,
    type: invite.type,
    display_type: inviteDisplayType(invite.type as UserType, category),
    category,
    resent: invite.resent,
    resent_at: invite.resentAt?.toISOString() ?? null,
    used: invite.usedAt !== null,
    used_at: invite.usedAt?.toISOString() ?? null,
    expires_at: invite.expiresAt.toISOString(),
    expired: invite.usedAt === null && isInviteExpired(invite.expiresAt),
    invited_by: inviter ? { id: inviter.id, display_name: nameOf(inviter) } : null,
  };
}

export function presentPublicInvite(invite: InviteRow): PublicInvite {
  const category = invite.category as Category | null;
  return {
    email: invite.email,
    first_name: invite.firstName,
    last_name: invite.lastName,
    type: invite.type,
    display_type: inviteDisplayType(invite.type as UserType, category),
    category,
  };
}
