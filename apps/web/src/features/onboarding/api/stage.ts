import type { User } from '@kazi/shared/auth/schemas';
import type { OnboardingStage } from '@kazi/shared/onboarding/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { api } from '@/lib/api/client.ts';

/**
 * POST me/onboarding/ `{stage}`: the server moves one step when the rules allow it and answers
 * the user, which becomes the session (the step pages follow `onboarding_stage`).
 */
export function useMoveStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: OnboardingStage) => api.post<{ user: User }>('me/onboarding/', { stage }),
    meta: { inlineError: true },
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
