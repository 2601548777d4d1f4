import type { Page } from '@kazi/shared/api/pagination';
import type { InterestPoll } from '@kazi/shared/opportunities/polls';
import type { AnswerableInterestStatus } from '@kazi/shared/opportunities/rules';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

/** The caller's own polls live apart from the projects (the dashboard reads them). */
const availabilityKeys = {
  all: ['interest-polls'] as const,
  mine: (page: number) => ['interest-polls', 'mine', page] as const,
};

/** The dashboard's page size: a handful of opportunities at a time. */
export const MY_POLLS_PAGE_SIZE = 5;

/** `GET interest-polls/?mine=true`: the opportunities the caller was asked about, still open. */
export const myPollsQuery = (page: number) =>
  queryOptions({
    queryKey: availabilityKeys.mine(page),
    queryFn: ({ signal }) =>
      api.get<Page<InterestPoll>>(
        'interest-polls/',
        { mine: 'true', page, page_size: MY_POLLS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * Answers the caller's poll on an opportunity: the first answer with `POST interest-polls/`
 * (project, user, status), a change with `PATCH interest-polls/{id}/`. Refetches the project
 * (its `my_interest`) and the caller's polls.
 */
export function useAnswerPoll(projectId: number, userId: number | undefined, poll: InterestPollRef | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: AnswerableInterestStatus) =>
      poll && poll.status !== null
        ? api.patch<InterestPoll>(`interest-polls/${poll.id}/`, { status })
        : api.post<InterestPoll>('interest-polls/', {
            project: { id: projectId },
            user: { id: userId },
            status,
          }),
    // The card says it failed, in the spec's words: no second toast.
    meta: { inlineError: true },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
        client.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]),
  });
}

export interface InterestPollRef {
  id: number;
  status: InterestPoll['status'];
}

/**
 * `POST projects/{id}/remind/` on an opportunity: everyone on the shortlist who has not answered,
 * or one person (`remind_user_id`). Answers `{ message }`.
 */
export function useRemindCandidates(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (remindUserId?: number) =>
      api.post<{ message: string }>(
        `projects/${projectId}/remind/`,
        remindUserId === undefined ? {} : { remind_user_id: remindUserId },
      ),
    meta: { inlineError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
  });
}
