import { permissionsOf } from '@kazi/shared/auth/permissions';
import { ROLES, type Role } from '@kazi/shared/auth/roles';
import type { User } from '@kazi/shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import { navItems } from '@/app/shell/nav-items.ts';
import { quickLinks } from './quick-links.ts';

function userWith(role: Role): User {
  return { role, permissions: permissionsOf([role]) } as User;
}

describe('dashboard quick links', () => {
  it.each(ROLES.map((role) => [role]))('never share a name with a sidebar link (%s)', (role) => {
    // Playwright matches names case-insensitively by substring: keep the sidebar's names unique.
    for (const link of quickLinks(userWith(role))) {
      for (const { label } of navItems(userWith('admin')))
        expect(link.title.toLowerCase()).not.toContain(label.toLowerCase());
    }
  });
});
