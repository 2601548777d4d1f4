import type { Page } from '@kazi/shared/api/pagination';
import type { DevProfile } from '@kazi/shared/experience/talent-profile';
import type {
  TestPerson,
  TestResult,
  TestResultCreateBody,
  TestResultPatchBody,
} from '@kazi/shared/test-results/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

export const TEST_RESULTS_PAGE_SIZE = 20;

const testKeys = {
  all: ['test-results'] as const,
  list: (query: { page: number; search: string }) => ['test-results', 'list', query] as const,
  people: (role: string, search: string) => ['test-results', 'people', role, search] as const,
};

/** One page of results, newest first, optionally searched by developer name. */
export const testResultsQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: testKeys.list({ page, search }),
    queryFn: ({ signal }) =>
      api.get<Page<TestResult>>(
        'test-results/',
        { page, page_size: TEST_RESULTS_PAGE_SIZE, search: search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** The form's pickers: developers to test or reviewers, searched by the start of the name. */
export function useTestPeople(role: 'developer' | 'reviewer', search: string, enabled: boolean) {
  return useQuery({
    queryKey: testKeys.people(role, search),
    queryFn: ({ signal }) =>
      api.get<Page<TestPerson>>('test-results/people/', { role, search: search || undefined }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** After a change: the list and any developer profile (their results show there). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: testKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['devprofile'] }),
    ]);
}

export function useSaveTestResult() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TestResultCreateBody | TestResultPatchBody }) =>
      id === null
        ? api.post<TestResult>('test-results/', body)
        : api.patch<TestResult>(`test-results/${id}/`, body),
    meta: { inlineError: true },
    onSettled: invalidate,
  });
}

export function useDeleteTestResult() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete(`test-results/${id}/`),
    meta: { inlineError: true },
    onSettled: invalidate,
  });
}

/** The Vetted switch of a developer profile (`tests.manage`). */
export function useSetVetted(talentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isVetted: boolean) =>
      api.patch<DevProfile>(`devprofile/${talentId}/`, { is_vetted: isVetted }),
    meta: { inlineError: true },
    onSuccess: (profile) => queryClient.setQueryData(['devprofile', talentId], profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['devprofile', talentId] }),
  });
}
