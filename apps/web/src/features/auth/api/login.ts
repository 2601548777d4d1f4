import type { LoginResponse } from '@kazi/shared/auth/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { startSession } from './session.ts';

interface Credentials {
  email: string;
  password: string;
}

/** `{user}` (signed in), or `{two_factor_required}`: the second step comes next (ADR 019). */
function login(credentials: Credentials): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/login/', credentials);
}

/**
 * Signs in; the guest guard then sends the user where they were going. With a second factor the
 * answer starts no session: the form asks for the code. Errors show inline.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { inlineError: true },
    onSuccess: (answer) => {
      if ('user' in answer) startSession(queryClient, answer.user);
    },
  });
}
