import type { User } from '@kazi/shared/auth/schemas';
import type { PublicInvite, RegisterBody } from '@kazi/shared/invites/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { startSession } from './session.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ detail: string }>('auth/password/reset/', { email }),
    meta: { inlineError: true },
  });
}

/** One call for reset links and the set-password links of created clients (both fields equal). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { uid: string; token: string; password: string }) =>
      api.post<{ detail: string }>('auth/password/reset/confirm/', {
        uid: body.uid,
        token: body.token,
        new_password1: body.password,
        new_password2: body.password,
      }),
    meta: { inlineError: true },
  });
}

const inviteByKeyQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['invites', 'key', key] as const,
    queryFn: ({ signal }) =>
      api.get<PublicInvite>(`invites/key/${encodeURIComponent(key)}/`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInviteByKey(key: string) {
  return useQuery(inviteByKeyQueryOptions(key));
}

/** Creates the account and signs in (the server starts the session). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<{ user: User }>('auth/register/', body),
    meta: { inlineError: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
