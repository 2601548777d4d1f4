import { projectKeys } from '@/features/projects/api/keys.ts';

/** A project's reports live under its key, so a project refresh reloads them too. */
export const reportsKeys = {
  project: (projectId: number) => projectKeys.part(projectId, 'reports'),
  list: (projectId: number, query: Record<string, string | number>) =>
    [...reportsKeys.project(projectId), 'list', query] as const,
  event: (projectId: number, eventId: number) =>
    [...reportsKeys.project(projectId), 'event', eventId] as const,
};
