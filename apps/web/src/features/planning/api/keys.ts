export const planningKeys = {
  project: (projectId: number) => ['planning', projectId] as const,
  milestones: (projectId: number) => ['planning', projectId, 'milestones'] as const,
  changes: (projectId: number) => ['planning', projectId, 'changes'] as const,
};
