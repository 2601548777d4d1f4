import { type Category, USER_TYPE_LABELS, USER_TYPES, type UserType } from '../auth/roles.ts';

/** Invitation links work for 7 days (docs/quality.md, Tokens); a resend starts a new 7 days. */
export const INVITE_TTL_DAYS = 7;
export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Types offered in the invite form ("User types for invites"), in the spec's order. */
export const INVITE_TYPES: readonly UserType[] = [
  USER_TYPES.developer,
  USER_TYPES.project_owner,
  USER_TYPES.client_manager,
  USER_TYPES.client_support_officer,
  USER_TYPES.space_lead,
];

/** The category an invite stores: developers default to 'developer'; other types have none. */
export function inviteCategory(type: UserType, category: Category | null | undefined): Category | null {
  return type === USER_TYPES.developer ? (category ?? 'developer') : null;
}

/** "Designer" for a type-1 designer, otherwise the type's label (display_type). */
export function inviteDisplayType(type: UserType, category: Category | null): string {
  if (type === USER_TYPES.developer && category === 'designer') return 'Designer';
  return USER_TYPE_LABELS[type];
}

export function isInviteExpired(expiresAt: Date | string, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}
