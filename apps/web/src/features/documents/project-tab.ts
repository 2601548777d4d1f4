import { ACTIVE, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** /projects/:id/docs: the project's documents. */
export const documentsTab: ProjectTabDefinition = {
  path: 'docs',
  label: 'Documents',
  stages: ACTIVE,
  load: () => import('./components/DocsTab.tsx'),
};
