import type { User } from '@kazi/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { startSession } from './session.ts';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials): Promise<{ user: User }> {
  return api.post<{ user: User }>('auth/login/', credentials);
}

/** Signs in; the guest guard then sends the user where they were going. Errors show inline. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { inlineError: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
