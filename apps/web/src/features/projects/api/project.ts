import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { projectKeys } from './keys.ts';

/** `GET projects/{id}/`: 404 for projects the user may not open. */
export function projectQuery(id: number | string) {
  return queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api.get<ProjectDetail>(`projects/${id}/`, undefined, signal),
    retry: (count, error) => count < 2 && !((error as { status?: number }).status === 404),
  });
}
