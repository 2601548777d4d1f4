import { permissionsOf } from '@kazi/shared/auth/permissions';
import { describe, expect, it } from 'vitest';
import { defaultSettingsPath, visibleTabs } from './tabs.ts';

const labels = (role: Parameters<typeof permissionsOf>[0][number]) =>
  visibleTabs(permissionsOf([role])).map((tab) => tab.label);

describe('settings tabs (spec 002 §2)', () => {
  it('gives developers profile and payment, no company', () => {
    expect(labels('developer')).toEqual(['Profile', 'Personal details', 'Payment', 'Account', 'Privacy']);
  });

  it('gives clients company tabs and users, no profile or payment', () => {
    expect(labels('client')).toEqual([
      'Personal details',
      'Company Profile',
      'Company Details',
      'Account',
      'Privacy',
      'Users',
    ]);
  });

  it('gives admins users but no company tabs', () => {
    expect(labels('admin')).toEqual(['Personal details', 'Account', 'Privacy', 'Users']);
  });

  it('sends developer-type roles to the profile and others to personal details', () => {
    expect(defaultSettingsPath(permissionsOf(['designer']))).toBe('profile');
    expect(defaultSettingsPath(permissionsOf(['space_lead']))).toBe('profile');
    expect(defaultSettingsPath(permissionsOf(['client']))).toBe('personal-details');
  });
});
