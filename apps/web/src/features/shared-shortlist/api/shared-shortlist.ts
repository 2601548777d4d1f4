import type { FeedbackBody, SharedShortlist } from '@kazi/shared/opportunities/share';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

const path = (key: string) => `shared-shortlists/${encodeURIComponent(key)}/`;
const sharedKey = (key: string) => ['shared-shortlist', key] as const;

/** The shortlist behind a link: 403 until this browser gave the password, 404 for a dead link. */
export const sharedShortlistQuery = (key: string) =>
  queryOptions({
    queryKey: sharedKey(key),
    queryFn: ({ signal }) => api.get<SharedShortlist>(path(key), undefined, signal),
    retry: false,
  });

export function useUnlockShortlist(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<{ expires_at: string }>(`${path(key)}unlock/`, { password }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKey(key) }),
  });
}

export function useAnswerCandidate(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => api.post(`${path(key)}feedback/`, body),
    meta: { inlineError: true },
    // Refused or not, read the shortlist again: an access that ended shows the password form.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKey(key) }),
  });
}
