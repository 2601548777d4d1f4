import type { Invitation, ProjectTeam } from '@kazi/shared/team/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';
import { teamKeys } from './candidates.ts';

/** `GET projects/{id}/team/`: slots, members with the money the user may see, abilities. */
export const teamQuery = (projectId: number) =>
  queryOptions({
    queryKey: teamKeys.team(projectId),
    queryFn: ({ signal }) => api.get<ProjectTeam>(`projects/${projectId}/team/`, undefined, signal),
  });

/** `GET projects/{id}/invitation/`: the invitee's own view. */
export const invitationQuery = (projectId: number) =>
  queryOptions({
    queryKey: teamKeys.invitation(projectId),
    queryFn: ({ signal }) => api.get<Invitation>(`projects/${projectId}/invitation/`, undefined, signal),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });

function useInvalidateTeam(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.team(projectId) }),
      queryClient.invalidateQueries({ queryKey: teamKeys.invitation(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]);
}

export type ParticipationPatch =
  | { updates_enabled: boolean }
  | { day_selection_for_updates: true; update_days: string }
  | { status: 'accepted' };

export function usePatchParticipation(projectId: number) {
  const invalidate = useInvalidateTeam(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ParticipationPatch }) =>
      api.patch(`participation/${id}/`, body),
    onSettled: invalidate,
  });
}

export function useRemoveParticipation(projectId: number) {
  const invalidate = useInvalidateTeam(projectId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`participation/${id}/`),
    onSettled: invalidate,
  });
}

export function useRemind(projectId: number) {
  return useMutation({
    mutationFn: (remindUserId?: number) =>
      api.post<{ message: string }>(
        `projects/${projectId}/remind/`,
        remindUserId === undefined ? {} : { remind_user_id: remindUserId },
      ),
  });
}

export function useAskQuestion(projectId: number) {
  return useMutation({
    mutationFn: (body: string) => api.post<{ message: string }>(`projects/${projectId}/question/`, { body }),
  });
}
