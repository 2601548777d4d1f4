import { ACTIVE, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** /projects/:id/plan: the timeline, milestones and the change log. */
export const planningTab: ProjectTabDefinition = {
  path: 'plan',
  label: 'Planning',
  stages: ACTIVE,
  load: () => import('./components/PlanTab.tsx'),
};
