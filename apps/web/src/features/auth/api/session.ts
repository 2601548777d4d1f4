import type { User } from '@kazi/shared/auth/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, VERIFY_PATH } from '@/lib/api/client.ts';
import { ApiError } from '@/lib/api/errors.ts';

export const sessionQueryKey = ['auth', 'verify'] as const;

/** The signed-in user, or null when the server answers 401 (signed out or expired). */
async function fetchSession(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await api.get<{ user: User }>(VERIFY_PATH, undefined, signal);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session is this one query: login sets its data, logout and 401s set it to null. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<User | null>(sessionQueryKey);
      const user = await fetchSession(signal);
      // A refetch (window focus, staleness) found the session gone: same as any 401.
      if (before && !user) dropUserData(client, 'expired');
      return user;
    },
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Why the session ended on this side: 'expired' (a 401 mid-session: the guard sends the user to
 * /login, which explains it, and back afterwards) or 'logout' (to `/`, starting afresh).
 */
export type SessionEnd = 'expired' | 'logout';
let endReason: SessionEnd | null = null;

export function sessionEndReason(): SessionEnd | null {
  return endReason;
}

function dropUserData(queryClient: QueryClient, reason: SessionEnd): void {
  endReason = reason;
  queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
}

/**
 * Signs out locally: the session becomes null (the guards redirect) and every other cached
 * query is dropped, so nothing of the previous user stays in memory.
 */
export function clearSession(queryClient: QueryClient, reason: SessionEnd): void {
  queryClient.setQueryData(sessionQueryKey, null);
  dropUserData(queryClient, reason);
}

export function startSession(queryClient: QueryClient, user: User): void {
  endReason = null;
  queryClient.setQueryData(sessionQueryKey, user);
}

function isSessionKey(key: readonly unknown[]): boolean {
  return key.length === sessionQueryKey.length && key.every((part, i) => part === sessionQueryKey[i]);
}
