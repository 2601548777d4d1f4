import { type Actor, can } from '../auth/permissions.ts';
import { USER_TYPES, type UserType } from '../auth/roles.ts';
import { INVITE_TYPES } from './rules.ts';

/**
 * Everyone who may invite may invite developers; only admins (`invites.send_any_type`) every
 * other type (spec 002 §5 Invite form, §6).
 */
export function invitableTypes(actor: Actor | null | undefined): UserType[] {
  if (can(actor, 'invites.send_any_type')) return [...INVITE_TYPES];
  if (can(actor, 'invites.send_developer')) return [USER_TYPES.developer];
  return [];
}

export function canInviteType(actor: Actor | null | undefined, type: UserType): boolean {
  return invitableTypes(actor).includes(type);
}

/** Admins see and manage every pending invitation; everyone else the ones they sent. */
export function canManageInvite(actor: Actor | null | undefined, invite: { invited_by_id: number | null }) {
  if (!actor) return false;
  if (can(actor, 'invites.send_any_type')) return true;
  return can(actor, 'invites.send_developer') && invite.invited_by_id === actor.id;
}

/** Whether the actor sees every invitation, not only their own (list scope). */
export function seesAllInvites(actor: Actor | null | undefined): boolean {
  return can(actor, 'invites.send_any_type');
}
