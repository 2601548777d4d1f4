import { coreMessages } from '@kazi/shared/messages/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetAnswers } from '@/features/terms/prompt-state.ts';
import { api } from '@/lib/api/client.ts';
import { notifyInfo } from '@/lib/notify.ts';
import { clearSession } from './session.ts';

function logout(): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('auth/logout/');
}

/** Ends the session on the server, then locally even if the call failed (offline, expired). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { inlineError: true },
    onSettled: () => {
      clearSession(queryClient, 'logout');
      forgetAnswers();
      notifyInfo(coreMessages.auth.loggedOut);
    },
  });
}
