import type { WebConfig } from '@kazi/shared/web-config/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

/** GET config/: the pages this installation frames (referral programme, community guide). */
const webConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => api.get<WebConfig>('config/', undefined, signal),
    staleTime: 10 * 60_000,
  });

export function useWebConfig() {
  return useQuery(webConfigQueryOptions());
}
