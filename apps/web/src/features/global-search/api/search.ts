import type { Page } from '@kazi/shared/api/pagination';
import { INCOMING_INVOICE_TYPES } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import type { ProjectList } from '@kazi/shared/projects/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { SEARCH_PAGE_SIZE } from '../results.ts';

/**
 * One section's search, 3 results a page; View More follows `next`. `showAll` widens a staff
 * member's projects to every project (spec 001 §2); the term is already trimmed and debounced.
 */
function sectionQuery<T>(
  section: string,
  path: string,
  term: string,
  showAll: boolean,
  enabled: boolean,
  filters: Record<string, string> = {},
) {
  return infiniteQueryOptions({
    queryKey: ['global-search', section, { term, showAll }],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<T>>(
        pageParam ?? path,
        pageParam
          ? undefined
          : { search: term, ...filters, page_size: SEARCH_PAGE_SIZE, show_all: showAll ? 'true' : undefined },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: enabled && term.length > 0,
    staleTime: 30_000,
  });
}

/** `GET projects/?search=&page_size=3`. */
export const projectSearchQuery = (term: string, showAll: boolean) =>
  sectionQuery<ProjectList['results'][number]>('projects', 'projects/', term, showAll, true);

/** Payments and payouts alike: the server keeps the types the user may see (a developer their payouts). */
const PAYMENT_TYPES = [...INCOMING_INVOICE_TYPES, 'purchase'].join(',');

/** `GET invoices/?search=&types=…&page_size=3`, for those who see payments or payouts. */
export const paymentSearchQuery = (term: string, showAll: boolean, enabled: boolean) =>
  sectionQuery<Invoice>('payments', 'invoices/', term, showAll, enabled, { types: PAYMENT_TYPES });
