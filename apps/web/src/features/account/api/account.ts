import type { Account, AccountUpdateBody } from '@kazi/shared/accounts/schemas';
import type { User } from '@kazi/shared/auth/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSession, sessionQueryKey } from '@/features/auth/api/session.ts';
import { api } from '@/lib/api/client.ts';

const accountQueryKey = ['me', 'account'] as const;

const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => api.get<Account>('me/account/', undefined, signal),
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** PATCH me/account/: the invoice email or a terms answer; the session user is refreshed after. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) => api.patch<Account>('me/account/', body),
    meta: { inlineError: true },
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      queryClient.setQueryData<User | null>(sessionQueryKey, (user) =>
        user
          ? {
              ...user,
              invoice_email: account.invoice_email,
              has_agreed_latest_terms: account.has_agreed_latest_terms,
            }
          : user,
      );
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { old_password: string; new_password1: string; new_password2: string }) =>
      api.post<{ detail: string }>('auth/password/change/', body),
    meta: { inlineError: true },
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api.patch<User>('me/user/', body),
    meta: { inlineError: true },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** Deactivation ends the session server-side; here it ends locally as a logout does. */
export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) => api.post<{ detail: string }>('me/account/deactivate/', body),
    meta: { inlineError: true },
    onSuccess: () => clearSession(queryClient, 'logout'),
  });
}
