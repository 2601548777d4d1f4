import type { AdminUser } from '@kazi/shared/accounts/users';
import { type Category, primaryRole, ROLE_LABELS, type UserType } from '@kazi/shared/auth/roles';
import { avatarUrl } from '../users/presenter.ts';
import type { AdminUserRow } from './admin.repository.ts';

/** A row of the users administration, with what the admin may do with it. */
export function presentAdminUser({ user, company }: AdminUserRow, actorId: number): AdminUser {
  const category = user.category as Category | null;
  const role = primaryRole({
    type: user.type as UserType,
    category,
    is_admin: user.isAdmin,
    is_pay_admin: user.isPayAdmin,
    is_staff: user.isStaff,
  });
  const purged = user.personalDataPurgedAt !== null;
  const self = user.id === actorId;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    avatar_url: avatarUrl(user.avatarFileId),
    type: user.type,
    category,
    role,
    role_label: ROLE_LABELS[role],
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    deactivated_at: user.deactivatedAt?.toISOString() ?? null,
    personal_data_purged: purged,
    company: company && company.id !== null ? company : null,
    abilities: { deactivate: user.isActive && !self, reactivate: !user.isActive && !purged && !self },
  };
}
