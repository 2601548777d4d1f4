import { permissionsOf } from '@kazi/shared/auth/permissions';
import { ROLES } from '@kazi/shared/auth/roles';
import { describe, expect, it } from 'vitest';
import { firstSegment, isOnboardingPath, paths, paymentsHomePath } from './paths.ts';

describe('paymentsHomePath', () => {
  it.each(ROLES.map((role) => [role]))('%s', (role) => {
    const expected = role === 'developer' || role === 'designer' ? '/payments/out/all' : '/payments/in/all';
    expect(paymentsHomePath({ id: 1, permissions: permissionsOf([role]) })).toBe(expected);
  });
});

describe('isOnboardingPath', () => {
  it.each([
    ['/onboard', true],
    ['/onboard/intro', true],
    ['/onboard/step-one', true],
    ['/onboarding', false],
    ['/dashboard', false],
    ['/', false],
  ])('%s → %s', (path, expected) => expect(isOnboardingPath(path)).toBe(expected));
});

describe('firstSegment', () => {
  it.each([
    ['/projects/12/pay', 'projects'],
    ['/payments/out', 'payments'],
    ['/', ''],
    ['', ''],
    ['//settings', 'settings'],
  ])('%s → %s', (path, expected) => expect(firstSegment(path)).toBe(expected));
});

describe('paths', () => {
  it('builds the spec routes', () => {
    expect(paths.project(12)).toBe('/projects/12');
    expect(paths.signupInvite('a b')).toBe('/signup/invite/a%20b');
    expect(paths.resetPasswordConfirm('MQ', 'tok')).toBe('/reset-password/confirm/MQ/tok');
    expect(paths.newDedicated).toBe('/projects/new/dedicated/details');
    expect(paths.newOpportunity).toBe('/projects/new/opportunity');
  });
});
