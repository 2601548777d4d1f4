import { permissionsOf } from '@kazi/shared/auth/permissions';
import { type Category, primaryRole, rolesOf, USER_TYPES, type UserType } from '@kazi/shared/auth/roles';
import type { User } from '@kazi/shared/auth/schemas';
import { hasAgreedLatestTerms, LATEST_TERMS_CREATED_AT } from '@kazi/shared/legal/terms';
import { completenessChecklist } from '@kazi/shared/people/completeness';
import { completenessInput } from './completeness.ts';
import type { UserDetails } from './repository.ts';

export function fileUrl(fileId: number | null): string | null {
  return fileId ? `/api/files/${fileId}/download/` : null;
}

/** Avatars are visible to every signed-in user (modules/profile: GET avatars/{id}/). */
export function avatarUrl(fileId: number | null): string | null {
  return fileId ? `/api/avatars/${fileId}/` : null;
}

/** The user object every client relies on; roles, flags and permissions computed once here. */
export function presentUser({ user, profile, company }: UserDetails): User {
  const type = user.type as UserType;
  const subject = {
    type,
    category: user.category as Category | null,
    is_admin: user.isAdmin,
    is_pay_admin: user.isPayAdmin,
    is_staff: user.isStaff,
  };
  const roles = rolesOf(subject);
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const avatar = avatarUrl(user.avatarFileId);
  const completeness = completenessChecklist(completenessInput({ user, profile, company }));
  const isDeveloperType = type === USER_TYPES.developer;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: displayName,
    short_name: user.firstName || displayName,
    avatar_url: avatar,
    image: avatar,
    type,
    category: subject.category,
    role: primaryRole(subject),
    roles,
    permissions: [...permissionsOf(roles)],
    is_admin: user.isAdmin,
    is_pay_admin: user.isPayAdmin,
    is_staff: user.isStaff,
    is_developer: isDeveloperType && user.category !== 'designer',
    is_designer: isDeveloperType && user.category === 'designer',
    is_project_owner: type === USER_TYPES.project_owner,
    is_client_manager: type === USER_TYPES.client_manager,
    is_client_support_officer: type === USER_TYPES.client_support_officer,
    is_space_lead: type === USER_TYPES.space_lead,
    is_project_manager: type === USER_TYPES.client_manager || type === USER_TYPES.client_support_officer,
    can_contribute: user.canContribute,
    onboarding_stage: user.onboardingStage,
    completeness,
    invoice_email: user.invoiceEmail,
    date_joined: user.dateJoined.toISOString(),
    has_agreed_latest_terms: hasAgreedLatestTerms(user.agreedAt, user.disagreedAt),
    latest_terms_created_at: LATEST_TERMS_CREATED_AT,
  };
}
