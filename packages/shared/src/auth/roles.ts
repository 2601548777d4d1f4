/** User types as stored on the user ("User types for invites"). */
export const USER_TYPES = {
  developer: 1,
  project_owner: 2,
  client_manager: 3,
  client_support_officer: 6,
  space_lead: 7,
} as const;

type UserTypeName = keyof typeof USER_TYPES;
export type UserType = (typeof USER_TYPES)[UserTypeName];
export const USER_TYPE_VALUES = Object.values(USER_TYPES) as [UserType, ...UserType[]];

export const CATEGORIES = ['developer', 'designer'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Every role the spec names ("Role names"). */
export const ROLES = [
  'admin',
  'pay_admin',
  'staff',
  'space_lead',
  'client_manager',
  'client_support_officer',
  'client',
  'developer',
  'designer',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  pay_admin: 'Pay Admin',
  staff: 'Staff',
  space_lead: 'Space Lead',
  client_manager: 'Client Manager',
  client_support_officer: 'Client Support Officer',
  client: 'Client',
  developer: 'Developer',
  designer: 'Designer',
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
  1: 'Developer',
  2: 'Project Owner',
  3: 'Client Manager',
  6: 'Client Support Officer',
  7: 'Space Lead',
};

/** What the database knows about a person that decides their roles. */
export interface RoleSubject {
  type: UserType;
  category: Category | null;
  is_admin: boolean;
  is_pay_admin: boolean;
  is_staff: boolean;
}

const TYPE_ROLE: Record<UserType, Role> = {
  1: 'developer',
  2: 'client',
  3: 'client_manager',
  6: 'client_support_officer',
  7: 'space_lead',
};

/**
 * Staff flags name a Kazi employee's roles; a person without flags holds the role of their type
 * (a type-1 designer is a designer). Permissions are the union over these roles.
 */
export function rolesOf(subject: RoleSubject): Role[] {
  const roles: Role[] = [];
  if (subject.is_admin) roles.push('admin');
  if (subject.is_pay_admin) roles.push('pay_admin');
  if (subject.is_staff) roles.push('staff');
  if (roles.length) return roles;
  const typeRole = TYPE_ROLE[subject.type];
  return [typeRole === 'developer' && subject.category === 'designer' ? 'designer' : typeRole];
}

/** The one role that names the person in the interface: flags first, then the type. */
export function primaryRole(subject: RoleSubject): Role {
  return rolesOf(subject)[0] as Role;
}

/** Talents are paid through Kazi: they keep a developer profile and payout methods. */
export const TALENT_TYPES: readonly UserType[] = [USER_TYPES.developer, USER_TYPES.space_lead];

export function isTalentType(type: number): boolean {
  return (TALENT_TYPES as readonly number[]).includes(type);
}
