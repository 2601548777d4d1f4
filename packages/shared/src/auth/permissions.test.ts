import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission, permissionsOf, ROLE_PERMISSIONS } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

const ALL = Object.keys(PERMISSIONS) as Permission[];
const has = (role: Role, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
const holders = (permission: Permission) => ROLES.filter((role) => has(role, permission));

/** Permissions about oneself as a talent or a client: an admin is neither. */
const PERSONAL: Permission[] = [
  'terms.must_agree',
  'referral.view',
  'timesheets.log_own',
  'profile.edit_developer',
  'payout_methods.manage_own',
  'company.edit_own',
];

/** Who holds a permission, exactly (docs/permissions.md). */
const EXACTLY: [Permission, Role[]][] = [
  ['referral.view', ['developer', 'designer']],
  ['users.manage', ['admin']],
  ['invites.send_any_type', ['admin']],
  [
    'invites.see_existing_accounts',
    ['admin', 'pay_admin', 'staff', 'space_lead', 'client_manager', 'client_support_officer'],
  ],
  ['mail.view_outbox', ['admin']],
  ['project.manage_cm_cso', ['admin']],
  ['invoices.finalize', ['admin', 'pay_admin']],
  ['payments.view_expected', ['admin', 'pay_admin']],
  ['terms.must_agree', ['client', 'developer', 'designer']],
  ['timesheets.log_own', ['space_lead', 'developer', 'designer']],
  ['company.edit_own', ['client_manager', 'client_support_officer', 'client']],
  ['invoices.approve', ['admin', 'client']],
  ['timesheets.review', ['admin', 'staff', 'client_manager']],
  ['timesheets.reopen', ['admin']],
  ['tests.manage', ['admin', 'staff']],
  [
    'timesheets.export',
    ['admin', 'pay_admin', 'staff', 'client_manager', 'client_support_officer', 'client'],
  ],
];

describe('role matrix', () => {
  it.each(EXACTLY)('%s is held by exactly %j', (permission, roles) => {
    expect(holders(permission)).toEqual(ROLES.filter((role) => roles.includes(role)));
  });

  it.each(ROLES)('%s may open the dashboard', (role) => {
    expect(has(role, 'dashboard.view')).toBe(true);
  });

  it.each(ROLES)('%s sees the community guide unless a client', (role) => {
    expect(has(role, 'community.view')).toBe(role !== 'client');
  });

  it.each(ROLES)('%s sees payouts unless a client', (role) => {
    expect(has(role, 'payouts.view')).toBe(role !== 'client');
  });

  it.each(ROLES)('%s: incoming payments and shortlists are never shown to talents', (role) => {
    const talent = role === 'developer' || role === 'designer';
    expect(has(role, 'payments.view_incoming')).toBe(!talent);
    expect(has(role, 'opportunity.view_shortlist')).toBe(!talent && role !== 'client');
  });

  it.each(ROLES)('%s: only admins, staff and client managers share a shortlist with the client', (role) => {
    expect(has(role, 'opportunity.share_shortlist')).toBe(
      ['admin', 'staff', 'client_manager'].includes(role),
    );
  });

  it('pay admin finalizes invoices, staff does not', () => {
    expect(has('pay_admin', 'invoices.finalize')).toBe(true);
    expect(has('staff', 'invoices.finalize')).toBe(false);
  });

  it('admin holds every permission but the personal ones and seeing payout numbers whole', () => {
    const financeOnly: Permission[] = ['payout_methods.view_full'];
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual(
      ALL.filter((p) => !PERSONAL.includes(p) && !financeOnly.includes(p)).sort(),
    );
  });

  it('every permission is held by some role', () => {
    expect(ALL.filter((permission) => holders(permission).length === 0)).toEqual([]);
  });

  it.each(ROLES)('%s lists only known permissions', (role) => {
    const unknown = ROLE_PERMISSIONS[role].filter((permission) => !Object.hasOwn(PERMISSIONS, permission));
    expect(unknown).toEqual([]);
  });

  it('has a permission list for every role and no other', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });
});

describe('permissionsOf', () => {
  it('is the sorted union over the roles, without duplicates', () => {
    const union = permissionsOf(['pay_admin', 'staff']);
    const expected = [...new Set([...ROLE_PERMISSIONS.pay_admin, ...ROLE_PERMISSIONS.staff])].sort();
    expect(union).toEqual(expected);
    expect(union).toContain('invoices.finalize');
    expect(union).toContain('timesheets.review');
  });

  it('is empty for no roles', () => {
    expect(permissionsOf([])).toEqual([]);
  });

  it('hands out one frozen list per set of roles', () => {
    const first = permissionsOf(['client']);
    expect(permissionsOf(['client'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(permissionsOf(['developer'])).not.toBe(first);
  });
});

describe('can', () => {
  const actor = { id: 1, permissions: permissionsOf(['developer']) };

  it('answers from the actor’s permissions', () => {
    expect(can(actor, 'referral.view')).toBe(true);
    expect(can(actor, 'users.manage')).toBe(false);
  });

  it('answers from a list it has not seen (the web app’s verified user)', () => {
    const verified = { id: 2, permissions: ['dashboard.view', 'users.manage'] as const };
    expect(can(verified, 'users.manage')).toBe(true);
    expect(can(verified, 'referral.view')).toBe(false);
  });

  it.each([null, undefined])('is false for a %s actor', (nobody) => {
    expect(can(nobody, 'dashboard.view')).toBe(false);
  });
});
