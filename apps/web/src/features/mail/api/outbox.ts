import type { Page } from '@kazi/shared/api/pagination';
import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

export const OUTBOX_PAGE_SIZE = 20;

const outboxKeys = {
  all: ['mail', 'outbox'] as const,
  page: (page: number) => [...outboxKeys.all, 'page', page] as const,
};

const outboxPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<Page<OutboxMail>>('mail/outbox/', { page, page_size: OUTBOX_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export function useOutboxPage(page: number) {
  return useQuery(outboxPageQueryOptions(page));
}
