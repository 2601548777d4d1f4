import type { Page } from '@kazi/shared/api/pagination';
import type { CandidateRole, TeamCandidate } from '@kazi/shared/team/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

export const teamKeys = {
  all: ['team'] as const,
  candidates: (role: CandidateRole, search: string, exclude: string, project: number | null) =>
    ['team', 'candidates', role, search, exclude, project] as const,
  team: (projectId: number) => projectKeys.part(projectId, 'team'),
  invitation: (projectId: number) => projectKeys.part(projectId, 'invitation'),
};

/**
 * `GET team-candidates/`: people for a picker, 20 at a time. `project` makes the owner picker
 * that project's: whom its owner may be handed to by this user.
 */
const candidatesQuery = (
  role: CandidateRole,
  search: string,
  exclude: readonly number[],
  project: number | null = null,
) => {
  const excluded = [...exclude].sort((a, b) => a - b).join(',');
  return queryOptions({
    queryKey: teamKeys.candidates(role, search, excluded, project),
    queryFn: ({ signal }) =>
      api.get<Page<TeamCandidate>>(
        'team-candidates/',
        {
          role,
          search: search || undefined,
          exclude: excluded || undefined,
          project: project ?? undefined,
          page_size: 20,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export function useCandidates(
  role: CandidateRole,
  search: string,
  exclude: readonly number[],
  enabled = true,
  project: number | null = null,
) {
  return useQuery({ ...candidatesQuery(role, search, exclude, project), enabled });
}
