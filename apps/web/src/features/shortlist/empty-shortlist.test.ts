import { permissionsOf } from '@kazi/shared/auth/permissions';
import { ROLES, type Role } from '@kazi/shared/auth/roles';
import { projectAbilities } from '@kazi/shared/project-abilities';
import type { ProjectFacts } from '@kazi/shared/projects/policy';
import { describe, expect, it } from 'vitest';
import { emptyShortlistText } from './empty-shortlist.ts';

const OWNER = 7;
const opportunity = (overrides: Partial<ProjectFacts> = {}): ProjectFacts => ({
  ownerId: OWNER,
  cmId: 2,
  csoId: 3,
  createdById: 4,
  stage: 'opportunity',
  archived: false,
  myParticipationStatus: null,
  myInterestPoll: null,
  ...overrides,
});
const abilitiesOf = (role: Role, facts: ProjectFacts = opportunity()) =>
  projectAbilities({ id: OWNER, permissions: permissionsOf([role]), can_contribute: false }, facts);

describe('the empty Shortlist tab', () => {
  it('tells those who add people to add them from the Talent Pool', () => {
    expect(emptyShortlistText({ manage_shortlist: true })).toBe(
      'Nobody is on the shortlist yet: add people from the Talent Pool.',
    );
  });

  it.each(ROLES.filter((role) => !abilitiesOf(role).manage_shortlist))(
    'says only that nobody is on it yet to a %s, who cannot add anyone',
    (role) => {
      expect(emptyShortlistText(abilitiesOf(role))).toBe('Nobody is on the shortlist yet.');
    },
  );

  it('never points the client who owns the opportunity to the Talent Pool they cannot open', () => {
    const client = abilitiesOf('client');
    expect(client.see_shortlist).toBe(true);
    expect(client.browse_talent_pool).toBe(false);
    expect(emptyShortlistText(client)).not.toContain('Talent Pool');
  });

  it('says nobody is on it yet on an archived opportunity, where staff cannot add either', () => {
    expect(emptyShortlistText(abilitiesOf('admin', opportunity({ archived: true })))).toBe(
      'Nobody is on the shortlist yet.',
    );
  });
});
