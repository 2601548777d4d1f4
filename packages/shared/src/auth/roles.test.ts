import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  isTalentType,
  primaryRole,
  type Role,
  type RoleSubject,
  rolesOf,
  USER_TYPE_VALUES,
  type UserType,
} from './roles.ts';

const noFlags = { is_admin: false, is_pay_admin: false, is_staff: false };

/** The role of a person without staff flags, by type and category. */
const TYPE_ROLES: [UserType, (typeof CATEGORIES)[number] | null, Role][] = [
  [1, null, 'developer'],
  [1, 'developer', 'developer'],
  [1, 'designer', 'designer'],
  [2, null, 'client'],
  [2, 'designer', 'client'],
  [3, null, 'client_manager'],
  [3, 'designer', 'client_manager'],
  [6, null, 'client_support_officer'],
  [7, null, 'space_lead'],
  [7, 'designer', 'space_lead'],
];

describe('rolesOf without staff flags', () => {
  it.each(TYPE_ROLES)('type %s, category %s → %s', (type, category, role) => {
    const subject: RoleSubject = { type, category, ...noFlags };
    expect(rolesOf(subject)).toEqual([role]);
    expect(primaryRole(subject)).toBe(role);
  });

  it('covers every user type', () => {
    expect(new Set(TYPE_ROLES.map(([type]) => type))).toEqual(new Set(USER_TYPE_VALUES));
  });
});

/** Every combination of the three flags, in the order rolesOf lists them. */
const FLAG_CASES = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => {
  const flags = { is_admin: (bits & 4) > 0, is_pay_admin: (bits & 2) > 0, is_staff: (bits & 1) > 0 };
  const roles: Role[] = [];
  if (flags.is_admin) roles.push('admin');
  if (flags.is_pay_admin) roles.push('pay_admin');
  if (flags.is_staff) roles.push('staff');
  return { flags, roles };
});

describe('rolesOf with staff flags: the flags replace the type role', () => {
  const combinations = USER_TYPE_VALUES.flatMap((type) =>
    [null, ...CATEGORIES].flatMap((category) =>
      FLAG_CASES.filter((c) => c.roles.length > 0).map((c) => ({ type, category, ...c })),
    ),
  );

  it.each(combinations)('type $type, category $category, $roles', ({ type, category, flags, roles }) => {
    const subject: RoleSubject = { type, category, ...flags };
    expect(rolesOf(subject)).toEqual(roles);
    expect(primaryRole(subject)).toBe(roles[0]);
  });

  it('lists admin first, then pay admin, then staff', () => {
    const all = { type: 3 as const, category: null, is_admin: true, is_pay_admin: true, is_staff: true };
    expect(rolesOf(all)).toEqual(['admin', 'pay_admin', 'staff']);
    expect(primaryRole({ ...all, is_admin: false })).toBe('pay_admin');
  });
});

describe('isTalentType', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [6, false],
    [7, true],
  ] as [UserType, boolean][])('type %s → %s', (type, talent) => {
    expect(isTalentType(type)).toBe(talent);
  });
});
