import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { MESSAGES } from '../messages.ts';
import {
  canInviteType,
  canManageInvite,
  type InviteActor,
  invitableTypes,
  seesAllInvites,
} from './policy.ts';
import { inviteCategory, inviteDisplayType, isInviteExpired } from './rules.ts';
import { inviteCreateBody, inviteListQuery } from './schemas.ts';

const actor = (role: Role, id = 1): InviteActor => ({
  id,
  permissions: permissionsOf([role]),
  can_contribute: true,
});

describe('invite policy over every role', () => {
  const expected: Record<Role, number[]> = {
    admin: [1, 2, 3, 6, 7],
    pay_admin: [1],
    staff: [1],
    space_lead: [1],
    client_manager: [1],
    client_support_officer: [1],
    client: [1],
    developer: [],
    designer: [],
  };
  it.each(ROLES)('%s may invite the types of the spec', (role) => {
    expect(invitableTypes(actor(role))).toEqual(expected[role]);
    expect(canInviteType(actor(role), 2)).toBe(role === 'admin');
    expect(seesAllInvites(actor(role))).toBe(role === 'admin');
  });

  it('others manage only their own invitations; admins every one', () => {
    expect(canManageInvite(actor('client', 5), { invited_by_id: 5 })).toBe(true);
    expect(canManageInvite(actor('client', 5), { invited_by_id: 6 })).toBe(false);
    expect(canManageInvite(actor('developer', 5), { invited_by_id: 5 })).toBe(false);
    expect(canManageInvite(actor('admin', 5), { invited_by_id: 6 })).toBe(true);
    expect(canManageInvite(null, { invited_by_id: 6 })).toBe(false);
  });
});

describe('invite rules', () => {
  it.each([
    [1, undefined, 'developer', 'Developer'],
    [1, 'designer', 'designer', 'Designer'],
    [2, 'designer', null, 'Project Owner'],
    [3, null, null, 'Client Manager'],
    [6, undefined, null, 'Client Support Officer'],
    [7, 'developer', null, 'Space Lead'],
  ] as const)('type %i with category %s', (type, category, stored, label) => {
    expect(inviteCategory(type, category)).toBe(stored);
    expect(inviteDisplayType(type, stored)).toBe(label);
  });

  it('expires at the instant', () => {
    const now = new Date('2026-01-08T00:00:00Z');
    expect(isInviteExpired('2026-01-08T00:00:00Z', now)).toBe(true);
    expect(isInviteExpired('2026-01-08T00:00:01Z', now)).toBe(false);
  });
});

describe('invite schemas', () => {
  it('lists every missing field with the spec messages', () => {
    const result = inviteCreateBody.safeParse({});
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      email: MESSAGES.invites.emailRequired,
      first_name: MESSAGES.invites.firstNameRequired,
      last_name: MESSAGES.invites.lastNameRequired,
      type: MESSAGES.invites.typeRequired,
    });
  });

  it('lower-cases the email and refuses unknown types and keys', () => {
    const body = { email: 'New.Dev@Example.TEST', first_name: 'A', last_name: 'B', type: 1 };
    expect(inviteCreateBody.parse(body).email).toBe('new.dev@example.test');
    expect(inviteCreateBody.safeParse({ ...body, type: 4 }).success).toBe(false);
    expect(inviteCreateBody.safeParse({ ...body, used: true }).success).toBe(false);
  });

  it('reads used=False as the spec sends it', () => {
    expect(inviteListQuery.parse({ used: 'False' }).used).toBe(false);
    expect(inviteListQuery.parse({ used: 'true' }).used).toBe(true);
    expect(inviteListQuery.safeParse({ used: 'maybe' }).success).toBe(false);
  });
});
