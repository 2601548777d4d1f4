import { OPPORTUNITY, type ProjectTabDefinition } from '../tab.ts';

/** Tabs whose domain is not built yet; each domain replaces its line here with its own declaration. */
export const shortlistTab: ProjectTabDefinition = {
  path: 'network/shortlist',
  label: 'Shortlist',
  stages: OPPORTUNITY,
  visible: (abilities) => abilities.view_shortlist,
  count: (project) => project.total_shortlisted,
  load: () => import('./ShortlistTab.tsx'),
};

export const talentPoolTab: ProjectTabDefinition = {
  path: 'network/talent-pool',
  label: 'Talent Pool',
  stages: OPPORTUNITY,
  visible: (abilities) => abilities.view_shortlist,
  load: () => import('./TalentPoolTab.tsx'),
};
