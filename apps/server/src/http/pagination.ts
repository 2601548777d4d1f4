import type { Page, PageQuery } from '@kazi/shared/api/pagination';
import type { FastifyRequest } from 'fastify';

export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/**
 * `{ count, next, previous, results }` with `next`/`previous` as path-absolute URLs that keep
 * every filter of the request (same origin whether served directly, by a proxy or by Vite).
 */
export function toPage<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    const url = new URL(request.url, 'http://kazi.local');
    url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < last ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(Math.min(query.page - 1, last)) : null,
    results,
  };
}
