import { permissionsOf } from '@kazi/shared/auth/permissions';
import type { Role } from '@kazi/shared/auth/roles';
import { projectAbilities } from '@kazi/shared/project-abilities';
import { describe, expect, it } from 'vitest';
import { activeSection, settingsSections } from './sections.ts';

const ME = 1;

/** The abilities the server gives a role in a place on the project. */
const abilitiesOf = (role: Role, place: 'owner' | 'cm' | 'cso' | 'none', archived = false) =>
  projectAbilities(
    { id: ME, permissions: permissionsOf([role]), can_contribute: true },
    {
      ownerId: place === 'owner' ? ME : 2,
      cmId: place === 'cm' ? ME : 3,
      csoId: place === 'cso' ? ME : 4,
      createdById: null,
      stage: 'active',
      archived,
      myParticipationStatus: null,
    },
  );

const paths = (role: Role, place: 'owner' | 'cm' | 'cso' | 'none', archived = false) =>
  settingsSections(abilitiesOf(role, place, archived)).map((section) => section.path);

describe('project settings sections', () => {
  it.each<[Role, 'owner' | 'cm' | 'cso' | 'none', boolean]>([
    ['admin', 'none', true],
    ['staff', 'none', true],
    ['client', 'owner', true],
    ['client_manager', 'cm', false],
    ['client_support_officer', 'cso', false],
  ])('%s (%s) is shown Reports: %s', (role, place, shown) => {
    expect(paths(role, place)).toEqual(shown ? ['details', 'team', 'reports'] : ['details', 'team']);
  });

  it('show Reports on an archived project to those who read it there', () => {
    expect(paths('admin', 'none', true)).toContain('reports');
    expect(paths('client', 'owner', true)).toContain('reports');
    expect(paths('client_support_officer', 'cso', true)).not.toContain('reports');
  });

  it('know the section of a path, details by default', () => {
    expect(activeSection('/projects/4/settings/reports', '/projects/4/settings')).toBe('reports');
    expect(activeSection('/projects/4/settings/team/x', '/projects/4/settings')).toBe('team');
    expect(activeSection('/projects/4/settings', '/projects/4/settings')).toBe('details');
  });
});
