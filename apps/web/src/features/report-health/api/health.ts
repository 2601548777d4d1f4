import type { ReportHealth } from '@kazi/shared/reports/schemas';
import { queryOptions } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

/** `GET projects/{id}/report-health/`: the last 12 weeks' percentages and client ratings. */
export const reportHealthQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.part(projectId, 'report-health'),
    queryFn: ({ signal }) => api.get<ReportHealth>(`projects/${projectId}/report-health/`, undefined, signal),
  });
