import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { canInvite, canInviteType, invitableTypes } from './policy.ts';

const actor = (role: Role, canContribute = true) => ({
  id: 1,
  permissions: permissionsOf([role]),
  can_contribute: canContribute,
});

describe('invitableTypes', () => {
  it.each(['admin', 'client', 'client_manager', 'staff'] as const)(
    'gives a %s who has not finished onboarding nothing to invite',
    (role) => {
      expect(invitableTypes(actor(role, false))).toEqual([]);
      expect(canInvite(actor(role, false))).toBe(false);
      expect(canInviteType(actor(role, false), 1)).toBe(false);
      expect(canInvite(actor(role))).toBe(true);
    },
  );

  it('gives nobody signed out anything', () => {
    expect(canInvite(null)).toBe(false);
  });
});
