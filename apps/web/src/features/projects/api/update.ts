import type { ProjectDetail, ProjectPatchBody } from '@kazi/shared/projects/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planningKeys } from '@/features/planning/api/keys.ts';
import { teamKeys } from '@/features/team/api/candidates.ts';
import { api } from '@/lib/api/client.ts';
import { projectKeys } from './keys.ts';

/** What the PATCH body looks like on the wire (money, hours and dates as the forms hold them). */
export type ProjectPatchInput = { [K in keyof ProjectPatchBody]?: unknown };

/**
 * `PATCH projects/{id}/`: every part (details, team, timeline, convert, archive) goes through this
 * one call; afterwards the project, the lists, the feed, the team and the planning are fetched
 * again. The answer is empty (204) when the change left the caller outside the project.
 */
export function useUpdateProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectPatchInput) => api.patch<ProjectDetail | null>(`projects/${projectId}/`, body),
    onSuccess: (project) => {
      if (project) queryClient.setQueryData(projectKeys.detail(projectId), project);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.team(projectId) }),
        queryClient.invalidateQueries({ queryKey: planningKeys.project(projectId) }),
      ]),
  });
}
