// @ts-check
// `?page=N&page_size=M` and the `{ count, next, previous, results }` envelope, as the app answers
// them (docs/api.md, Lists) — shared by the floor handlers of every list scenario.

/**
 * @param {Record<string, string | undefined>} query
 * @returns {{ page: number, pageSize: number, limit: number, offset: number }}
 */
export function pageOf(query) {
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const pageSize = Math.min(200, Math.max(1, Number.parseInt(query.page_size ?? '20', 10) || 20));
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * @template T
 * @param {string} url
 * @param {{ page: number, pageSize: number }} window
 * @param {number} count
 * @param {T[]} results
 */
export function envelope(url, { page, pageSize }, count, results) {
  /** @param {number} n */
  const link = (n) => {
    const next = new URL(url, 'http://kazi.local');
    next.searchParams.set('page', String(n));
    return `${next.pathname}${next.search}`;
  };
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}
