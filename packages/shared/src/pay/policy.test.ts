import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { payHome, paySections } from './policy.ts';

const actor = (role: Role) => ({ id: 1, permissions: permissionsOf([role]) });

describe('the Pay tab by role (spec §2.8)', () => {
  it.each<[Role, string, string[]]>([
    ['developer', 'payouts/all', ['payouts', 'timesheets']],
    ['designer', 'payouts/all', ['payouts', 'timesheets']],
    ['client', 'payments/all', ['payments', 'timesheets']],
    ['admin', 'timesheets', ['payments', 'payouts', 'timesheets']],
    ['pay_admin', 'timesheets', ['payments', 'payouts', 'timesheets']],
    ['staff', 'timesheets', ['payments', 'payouts', 'timesheets']],
    ['client_manager', 'timesheets', ['payments', 'payouts', 'timesheets']],
    ['client_support_officer', 'timesheets', ['payments', 'payouts', 'timesheets']],
    ['space_lead', 'timesheets', ['payments', 'payouts', 'timesheets']],
  ])('%s opens %s and sees %j', (role, home, sections) => {
    expect(payHome(actor(role))).toBe(home);
    expect(paySections(actor(role))).toEqual(sections);
  });

  it('someone without either permission sees only the timesheets, and lands there', () => {
    const nobody = { id: 1, permissions: [] };
    expect(payHome(nobody)).toBe('timesheets');
    expect(paySections(nobody)).toEqual(['timesheets']);
  });
});
