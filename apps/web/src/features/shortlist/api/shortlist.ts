import type { ShortlistActionBody, ShortlistPage } from '@kazi/shared/opportunities/shortlist';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
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
 * The Shortlist tab's count is the project's `total_shortlisted`, the table's the page's `count`.
 * A page loaded after the project (the tab opened again, the window refocused, after someone else
 * changed the shortlist) is the fresher of the two: when they disagree, the project takes the page's
 * count, so the tab never says another number than the table. An older page changes nothing.
 */
export function syncShortlistCount(
  queryClient: QueryClient,
  projectId: number,
  page: { count: number; loadedAt: number },
): void {
  const key = projectKeys.detail(projectId);
  const detail = queryClient.getQueryState<ProjectDetail>(key);
  if (!detail?.data || detail.data.total_shortlisted === page.count || detail.dataUpdatedAt > page.loadedAt)
    return;
  queryClient.setQueryData<ProjectDetail>(key, { ...detail.data, total_shortlisted: page.count });
}

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
