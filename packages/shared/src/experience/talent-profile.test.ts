import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { canViewDevProfile, seesPayoutRate } from './talent-profile.ts';

const TALENT = 7;
const actor = (role: Role, id = 1) => ({ id, permissions: permissionsOf([role]) });

describe('devprofile/{id}/ policy (role matrix)', () => {
  const expected: Record<Role, { others: boolean; rates: boolean }> = {
    admin: { others: true, rates: true },
    pay_admin: { others: true, rates: true },
    staff: { others: true, rates: true },
    space_lead: { others: true, rates: false },
    client_manager: { others: true, rates: false },
    client_support_officer: { others: true, rates: false },
    client: { others: false, rates: false },
    developer: { others: false, rates: false },
    designer: { others: false, rates: false },
  };

  it.each(ROLES)('%s', (role) => {
    expect(canViewDevProfile(actor(role), TALENT)).toBe(expected[role].others);
    expect(canViewDevProfile(actor(role, TALENT), TALENT)).toBe(true);
    expect(seesPayoutRate(actor(role))).toBe(expected[role].rates);
  });
});
