import { permissionsOf } from '@kazi/shared/auth/permissions';
import type { Role } from '@kazi/shared/auth/roles';
import { describe, expect, it } from 'vitest';
import { defaultSettingsPath, visibleTabs } from './tabs.ts';

const labels = (...roles: Role[]) => visibleTabs(permissionsOf(roles)).map((tab) => tab.label);

const TALENT = ['Profile', 'Personal details', 'Payment', 'Account', 'Privacy'];
const CLIENT_SIDE = ['Personal details', 'Company Profile', 'Company Details', 'Account', 'Privacy', 'Users'];
const ADMIN_TYPE = ['Personal details', 'Account', 'Privacy', 'Users'];

/** "Settings tabs", mapped onto Kazi's roles in ADR 020. */
const EXPECTED: [Role, string[]][] = [
  ['developer', TALENT],
  ['designer', TALENT],
  ['space_lead', [...TALENT, 'Users']],
  ['admin', ADMIN_TYPE],
  ['pay_admin', ADMIN_TYPE],
  ['staff', ADMIN_TYPE],
  ['client', CLIENT_SIDE],
  ['client_manager', CLIENT_SIDE],
  ['client_support_officer', CLIENT_SIDE],
];

describe('settings tabs (ADR 020)', () => {
  it.each(EXPECTED)('%s sees %j', (role, tabs) => {
    expect(labels(role)).toEqual(tabs);
  });

  it('gives a person with several staff flags the union, still without talent or company tabs', () => {
    expect(labels('admin', 'pay_admin', 'staff')).toEqual(ADMIN_TYPE);
  });

  it('sends developer-type roles to the profile and others to personal details', () => {
    expect(defaultSettingsPath(permissionsOf(['designer']))).toBe('profile');
    expect(defaultSettingsPath(permissionsOf(['space_lead']))).toBe('profile');
    expect(defaultSettingsPath(permissionsOf(['client']))).toBe('personal-details');
    expect(defaultSettingsPath(permissionsOf(['client_manager']))).toBe('personal-details');
  });
});
