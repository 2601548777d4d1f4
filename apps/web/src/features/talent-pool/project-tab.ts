import { OPPORTUNITY, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** /projects/:id/network/talent-pool: the people an opportunity's shortlist is chosen from (staff side). */
export const talentPoolTab: ProjectTabDefinition = {
  path: 'network/talent-pool',
  label: 'Talent Pool',
  stages: OPPORTUNITY,
  visible: (abilities) => abilities.browse_talent_pool,
  load: () => import('./components/TalentPoolTab.tsx'),
};
