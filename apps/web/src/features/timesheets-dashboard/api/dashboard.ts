import type { Page } from '@kazi/shared/api/pagination';
import type { AwaitingReviewMonth, MyTimesheetMonth } from '@kazi/shared/timesheets/dashboard';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

/** Rows a card shows at first; 'Load more' follows the page's `next`. */
const CARD_PAGE_SIZE = 5;

/**
 * A page of `path` (then each `next`). Hours change on the project pages: the dashboard reads
 * them again whenever it opens (no stale time).
 */
function cardPages<T>(key: string, path: string) {
  return infiniteQueryOptions({
    queryKey: ['timesheets-dashboard', key],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<T>>(pageParam ?? path, pageParam ? undefined : { page_size: CARD_PAGE_SIZE }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
}

/** `GET timesheet-entries/mine/`: this month's hours on each of one's projects. */
export const myMonthsQuery = () => cardPages<MyTimesheetMonth>('mine', 'timesheet-entries/mine/');

/** `GET timesheet-entries/awaiting-review/`: the months waiting for one's review, oldest first. */
export const awaitingReviewQuery = () =>
  cardPages<AwaitingReviewMonth>('awaiting-review', 'timesheet-entries/awaiting-review/');
