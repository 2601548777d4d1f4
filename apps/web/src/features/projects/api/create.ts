import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { projectKeys } from './keys.ts';

/** `POST projects/` (JSON, or multipart when documents carry files); refreshes the lists. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) => api.post<ProjectDetail>('projects/', body),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
