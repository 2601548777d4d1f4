import type { Country } from '@kazi/shared/reference/countries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

/** ISO countries, featured first; reference data that does not change while open. */
const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'] as const,
    queryFn: ({ signal }) => api.get<Country[]>('countries/', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
