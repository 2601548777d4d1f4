import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import {
  canActivatePayoutAccount,
  canManagePayoutMethodsOf,
  canViewPayoutMethodsOf,
  seesFullAccount,
} from './policy.ts';

const actor = (role: Role, id = 1) => ({ id, permissions: permissionsOf([role]) });
const OWNER = 1;
const SOMEONE_ELSE = 2;

describe('payout methods policy (role matrix)', () => {
  const table: Record<Role, { viewOthers: boolean; full: boolean; manageOwn: boolean }> = {
    admin: { viewOthers: true, full: false, manageOwn: false },
    pay_admin: { viewOthers: true, full: true, manageOwn: false },
    staff: { viewOthers: true, full: false, manageOwn: false },
    space_lead: { viewOthers: false, full: false, manageOwn: true },
    client_manager: { viewOthers: false, full: false, manageOwn: false },
    client_support_officer: { viewOthers: false, full: false, manageOwn: false },
    client: { viewOthers: false, full: false, manageOwn: false },
    developer: { viewOthers: false, full: false, manageOwn: true },
    designer: { viewOthers: false, full: false, manageOwn: true },
  };

  it.each(ROLES)('%s', (role) => {
    const expected = table[role];
    const other = actor(role, SOMEONE_ELSE);
    expect(canViewPayoutMethodsOf(other, OWNER)).toBe(expected.viewOthers);
    expect(seesFullAccount(other, OWNER)).toBe(expected.full);
    expect(canActivatePayoutAccount(other)).toBe(expected.full);
    expect(canManagePayoutMethodsOf(other, OWNER)).toBe(false);
    const self = actor(role, OWNER);
    expect(canManagePayoutMethodsOf(self, OWNER)).toBe(expected.manageOwn);
    expect(canViewPayoutMethodsOf(self, OWNER)).toBe(expected.manageOwn);
    expect(seesFullAccount(self, OWNER)).toBe(true);
  });
});
