import { ACTIVE, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** /projects/:id/reports: progress reports, ratings and surveys (Yours, Team Members, Client). */
export const reportsTab: ProjectTabDefinition = {
  path: 'reports',
  label: 'Reports',
  stages: ACTIVE,
  load: () => import('./components/ReportsTab.tsx'),
};
