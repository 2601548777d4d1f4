import type { User } from '@kazi/shared/auth/schemas';
import type {
  DisableTwoFactorBody,
  SecondFactorBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@kazi/shared/auth/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startSession } from '@/features/auth/api/session.ts';
import { api } from '@/lib/api/client.ts';

const twoFactorQueryKey = ['me', 'two-factor'] as const;

const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('me/two-factor/', undefined, signal),
  });

export function useTwoFactorStatus(enabled = true) {
  return useQuery({ ...twoFactorQueryOptions(), enabled });
}

/** A new secret with its QR code; the status stays "off" until a code confirms it. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('me/two-factor/setup/'),
    meta: { inlineError: true },
  });
}

/** The first code turns it on; the answer's recovery codes are shown once. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recovery_codes: string[] }>('me/two-factor/confirm/', { code }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) => api.post<{ detail: string }>('me/two-factor/disable/', body),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

/** The login's second step: the session starts with the answer, as after a password-only login. */
export function useSecondFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorBody) => api.post<{ user: User }>('auth/login/two-factor/', body),
    meta: { inlineError: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
