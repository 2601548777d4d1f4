import { type Actor, can } from '../auth/permissions.ts';
import { USER_TYPES, type UserType } from '../auth/roles.ts';
import { INVITE_TYPES } from './rules.ts';

/** An inviter as both ends know them: the session actor and the verified user carry `can_contribute`. */
export interface InviteActor extends Actor {
  can_contribute: boolean;
}

/**
 * Everyone who may invite may invite developers; only admins (`invites.send_any_type`) every
 * other type (Invite form). Nobody invites before finishing onboarding
 * (`can_contribute`): an account still being set up sends no mail to others.
 */
export function invitableTypes(actor: InviteActor | null | undefined): UserType[] {
  if (!actor?.can_contribute) return [];
  if (can(actor, 'invites.send_any_type')) return [...INVITE_TYPES];
  if (can(actor, 'invites.send_developer')) return [USER_TYPES.developer];
  return [];
}

export function canInviteType(actor: InviteActor | null | undefined, type: UserType): boolean {
  return invitableTypes(actor).includes(type);
}

/** May invite anyone at all (the Invite form, `POST invites/`, resends). */
export function canInvite(actor: InviteActor | null | undefined): boolean {
  return invitableTypes(actor).length > 0;
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
