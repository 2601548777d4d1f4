import { permissionsOf } from '@kazi/shared/auth/permissions';
import { ROLES, type Role } from '@kazi/shared/auth/roles';
import type { User } from '@kazi/shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import { isCurrent, navItems } from './nav-items.ts';

function userWith(role: Role): User {
  return { role, permissions: permissionsOf([role]) } as User;
}

describe('navItems', () => {
  it.each(ROLES.map((role) => [role]))('%s sees the links their permissions allow', (role) => {
    const user = userWith(role);
    const labels = navItems(user).map((item) => item.label);
    expect(labels.slice(0, 4)).toEqual(['Dashboard', 'Projects', 'Payments', 'Settings']);
    expect(labels.includes('Refer and Earn')).toBe(user.permissions.includes('referral.view'));
    expect(labels.includes('Community Guide')).toBe(user.permissions.includes('community.view'));
    expect(labels.includes('Outbox')).toBe(user.permissions.includes('mail.view_outbox'));
    expect(labels.includes('Tests')).toBe(user.permissions.includes('tests.manage'));
  });

  it('leads developers to payouts and clients to incoming payments', () => {
    expect(navItems(userWith('developer')).find((item) => item.label === 'Payments')?.to).toBe(
      '/payments/out/all',
    );
    expect(navItems(userWith('client')).find((item) => item.label === 'Payments')?.to).toBe(
      '/payments/in/all',
    );
  });

  it('marks a section current on its sub-paths only', () => {
    const payments = navItems(userWith('developer')).find((item) => item.label === 'Payments');
    if (!payments) throw new Error('no Payments link');
    expect(isCurrent(payments, '/payments/in')).toBe(true);
    expect(isCurrent(payments, '/payments')).toBe(true);
    expect(isCurrent(payments, '/paymentsx')).toBe(false);
  });
});
