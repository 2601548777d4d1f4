import type { Page } from '@kazi/shared/api/pagination';
import type { PayoutGroup, PlatformSummary } from '@kazi/shared/invoices/payouts-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

type Query = Record<string, string | number>;

/** Under `['invoices']` with every invoice query, so any action on a payout refreshes these too. */
const payoutKeys = {
  list: (query: Query) => ['invoices', 'payouts', query] as const,
  platforms: (query: Query) => ['invoices', 'platform-summary', query] as const,
};

/** One page of payout rows, a row per batch (list-params/payoutListQuery). */
export function usePayoutList(query: Query) {
  return useQuery(
    queryOptions({
      queryKey: payoutKeys.list(query),
      queryFn: ({ signal }) => api.get<Page<PayoutGroup>>('invoices/payouts/', query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The platform bar's totals per platform (admins and finance), on the list's filters. */
export function usePlatformSummary(query: Query, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: payoutKeys.platforms(query),
      queryFn: ({ signal }) => api.get<PlatformSummary>('invoices/platform-summary/', query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
