import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { mayPick, searchesEmails } from './pickers.ts';

const actor = (role: Role) => ({ id: 1, permissions: permissionsOf([role]) });

describe('team pickers', () => {
  const cases: [Role, boolean, boolean][] = [
    ['admin', true, true],
    ['staff', true, true],
    ['client_manager', true, true],
    ['client', true, false],
    ['developer', false, false],
  ];
  it.each(cases)('%s: developers picker %s, slots and e-mail search %s', (role, developers, slots) => {
    expect(mayPick(actor(role), 'developer')).toBe(developers);
    expect(mayPick(actor(role), 'owner')).toBe(slots);
    expect(mayPick(actor(role), 'cso')).toBe(slots);
    expect(searchesEmails(actor(role))).toBe(slots);
  });
});
