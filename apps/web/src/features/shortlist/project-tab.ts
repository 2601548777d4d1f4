import { ACTIVE, OPPORTUNITY, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/**
 * /projects/:id/network/shortlist: the opportunity's shortlist, with its count (not for talents);
 * a project converted from an opportunity keeps it, read-only.
 */
export const shortlistTab: ProjectTabDefinition = {
  path: 'network/shortlist',
  label: 'Shortlist',
  stages: [...OPPORTUNITY, ...ACTIVE],
  visible: (abilities, project) =>
    abilities.see_shortlist && (project.stage === 'opportunity' || project.total_shortlisted > 0),
  count: (project) => project.total_shortlisted,
  load: () => import('./components/ShortlistTab.tsx'),
};
