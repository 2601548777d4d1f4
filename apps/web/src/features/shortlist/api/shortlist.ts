import type { ShortlistActionBody, ShortlistPage } from '@kazi/shared/opportunities/shortlist';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

/** An opportunity's shortlist lives under its project's key: a project refresh reloads it too. */
const shortlistKeys = {
  list: (projectId: number, page: number) => [...projectKeys.part(projectId, 'shortlist'), page] as const,
};

export const shortlistQuery = (projectId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: shortlistKeys.list(projectId, page),
    queryFn: ({ signal }) =>
      api.get<ShortlistPage>(`projects/${projectId}/shortlist/`, { page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Adds people to the shortlist or removes them; then the project (its count), its shortlist, its
 * talent pool and its feed load again.
 */
export function useShortlistAction(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShortlistActionBody) =>
      api.patch<{ message: string }>(`projects/${projectId}/shortlist/action/`, body),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
  });
}
