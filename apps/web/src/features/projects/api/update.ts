import type { ProjectPatchBody } from '@kazi/shared/project-patch';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { projectKeys } from './keys.ts';

/** What the PATCH body looks like on the wire (money, hours and dates as the forms hold them). */
export type ProjectPatchInput = { [K in keyof ProjectPatchBody]?: unknown };

/**
 * `PATCH projects/{id}/`: every part (details, team, timeline, convert, archive) goes through this
 * one call; afterwards the project with every part under its key (feed, team, planning…) and
 * the lists are fetched again. The answer is empty (204) when the change left the caller outside the project.
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
        queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
