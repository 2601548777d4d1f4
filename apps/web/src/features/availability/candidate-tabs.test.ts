import { permissionsOf } from '@kazi/shared/auth/permissions';
import { projectAbilities } from '@kazi/shared/project-abilities';
import { describe, expect, it } from 'vitest';
import { projectTabs, tabForSubPath } from '@/features/project-tabs/project-tabs.ts';

// The candidate view (ADR 031): someone asked about an opportunity gets its abilities from the
// shared rules; the project page must then offer the Details tab alone, and no other sub-path.
const developer = { id: 7, permissions: permissionsOf(['developer']), can_contribute: true };
const facts = {
  ownerId: 1,
  cmId: 2,
  csoId: 3,
  createdById: 4,
  stage: 'opportunity' as const,
  archived: false,
  myParticipationStatus: null,
  myInterestPoll: { id: 9, status: null },
};

describe('the candidate view’s tabs', () => {
  const project = {
    stage: 'opportunity' as const,
    total_shortlisted: 0,
    abilities: projectAbilities(developer, facts),
  };

  it('is Details alone', () => {
    expect(project.abilities.answer_poll).toBe(true);
    expect(projectTabs(project).map((tab) => tab.path)).toEqual(['details']);
  });

  it('sends the shortlist, talent pool and settings back to Details', () => {
    for (const sub of ['/network/shortlist', '/network/talent-pool', '/settings', '/pay']) {
      expect(tabForSubPath(project, sub)).toBeNull();
    }
    expect(tabForSubPath(project, '/details')?.path).toBe('details');
  });
});
