import { projectKeys } from '@/features/projects/api/keys.ts';

export const planningKeys = {
  project: (projectId: number) => projectKeys.part(projectId, 'planning'),
  milestones: (projectId: number) => [...planningKeys.project(projectId), 'milestones'] as const,
  changes: (projectId: number) => [...planningKeys.project(projectId), 'changes'] as const,
};
