import { useEffect } from 'react';

/** The last page of `count` items at `pageSize` a page (1 when there are none). */
export const lastPageOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/**
 * A page past the last one (after deletions, or a remembered or stale page) moves to the last
 * page, once the list's count is known: `count` null while it loads or shows placeholder data.
 */
export function usePageWithinCount(
  page: number,
  count: number | null | undefined,
  pageSize: number,
  goTo: (page: number) => void,
) {
  const lastPage = count == null ? null : lastPageOf(count, pageSize);
  useEffect(() => {
    if (lastPage !== null && page > lastPage) goTo(lastPage);
  }, [lastPage, page, goTo]);
}
