import type {
  SendEmailBody,
  SendEmailResponse,
  SharesPage,
  ShortlistShare,
} from '@kazi/shared/opportunities/share';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

/** Rows of links per page in the panel. */
export const SHARES_PAGE_SIZE = 10;

/** A page of an opportunity's links to the client, and the client's answers (under the project's keys). */
export const sharesQuery = (projectId: number, page: number) =>
  queryOptions({
    queryKey: [...projectKeys.part(projectId, 'shortlist-shares'), page] as const,
    queryFn: ({ signal }) =>
      api.get<SharesPage>(
        `projects/${projectId}/shortlist/shares/`,
        { page, page_size: SHARES_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** After a share or a revoke: the project's parts (links, feed, detail). */
function useInvalidateProject(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) });
}

export function useShareShortlist(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (input: Omit<SendEmailBody, 'project'>) =>
      api.post<SendEmailResponse>('send-email/', { project: { id: projectId }, ...input }),
    meta: { inlineError: true },
    onSuccess: invalidate,
  });
}

export function useRevokeShare(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (shareId: number) =>
      api.post<ShortlistShare>(`projects/${projectId}/shortlist/shares/${shareId}/revoke/`),
    meta: { inlineError: true },
    onSettled: invalidate,
  });
}
