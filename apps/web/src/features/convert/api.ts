import type { ConvertCandidatesOut } from '@kazi/shared/opportunities/convert';
import { queryOptions } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

/** Who may join the team at conversion: available people on the shortlist (staff). */
export const convertCandidatesQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.part(projectId, 'convert-candidates'),
    queryFn: ({ signal }) =>
      api.get<ConvertCandidatesOut>(`projects/${projectId}/convert-candidates/`, undefined, signal),
    staleTime: 0,
  });
