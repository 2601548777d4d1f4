import type { InvoiceDateRange } from '@kazi/shared/invoices/date-range';
import { useCallback } from 'react';
import { usePageWithinCount } from '@/lib/lists/last-page.ts';
import { useSearchParamsChanges } from '@/lib/search-params.ts';
import { type ListPage, readDateRange, readListPage, withListParams } from './list-params.ts';

type ListChange = Partial<ListPage> & { range?: InvoiceDateRange | null };

/**
 * A payments or payouts list's state in its address: the page, the page size and the summary's
 * range; `carriedSearch` is what another filter's link keeps (the same page size and range, on its
 * first page, without an opened invoice).
 */
export function useListAddress() {
  const [params, changeParams] = useSearchParamsChanges();
  const carried = withListParams(params, { page: 1 });
  carried.delete('invoice');
  return {
    page: readListPage(params),
    range: readDateRange(params),
    carriedSearch: carried.size ? `?${carried}` : '',
    change: (change: ListChange, options?: { replace: boolean }) =>
      changeParams((current) => withListParams(current, change), options),
  };
}

/**
 * A page past the last one (after deletions, or a stale link) shows the last page instead, once
 * the list's count is known (`count` null while it loads or shows placeholder data).
 */
export function useLastPageGuard(address: ReturnType<typeof useListAddress>, count: number | null) {
  const { page, change } = address;
  const goTo = useCallback((last: number) => change({ page: last }, { replace: true }), [change]);
  usePageWithinCount(page.page, count, page.pageSize, goTo);
}
