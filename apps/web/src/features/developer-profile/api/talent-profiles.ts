import type { Page } from '@kazi/shared/api/pagination';
import type { DevProfile, PublicProfile } from '@kazi/shared/experience/talent-profile';
import type { Skill } from '@kazi/shared/reference/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';

export const publicProfileQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['public-profile', key] as const,
    queryFn: ({ signal }) =>
      api.get<PublicProfile>(`public-profiles/${encodeURIComponent(key)}/`, undefined, signal),
    staleTime: 0,
  });

export const devProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['devprofile', id] as const,
    queryFn: ({ signal }) => api.get<DevProfile>(`devprofile/${id}/`, undefined, signal),
  });

/** The skills catalogue, searched as one types (the caller debounces by 100 ms). */
export function useSkillSearch(search: string) {
  return useQuery({
    queryKey: ['skills', 'search', search] as const,
    queryFn: ({ signal }) => api.get<Page<Skill>>('skills/', { search, page_size: 8 }, signal),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
