import type { Page } from '@kazi/shared/api/pagination';
import type { ActiveSession } from '@kazi/shared/auth/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '@/features/auth/api/session.ts';
import { api, apiRequest } from '@/lib/api/client.ts';

const sessionsQueryKey = ['me', 'sessions'] as const;

/** The person's live sessions, last used first (a person rarely has more than a handful). */
const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api.get<Page<ActiveSession>>('me/sessions/', { page_size: 50 }, signal),
  });

export function useActiveSessions() {
  return useQuery(sessionsQueryOptions());
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: ActiveSession) =>
      apiRequest<void>(`me/sessions/${session.id}/`, { method: 'DELETE' }).then(() => session),
    meta: { inlineError: true },
    onSuccess: (session) => {
      if (session.current) clearSession(queryClient, 'logout');
      else return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ detail: string; ended: number }>('me/sessions/sign-out-others/'),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
