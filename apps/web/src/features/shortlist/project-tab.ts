import { OPPORTUNITY, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** /projects/:id/network/shortlist: the opportunity's shortlist, with its count (not for talents). */
export const shortlistTab: ProjectTabDefinition = {
  path: 'network/shortlist',
  label: 'Shortlist',
  stages: OPPORTUNITY,
  visible: (abilities) => abilities.see_shortlist,
  count: (project) => project.total_shortlisted,
  load: () => import('./components/ShortlistTab.tsx'),
};
