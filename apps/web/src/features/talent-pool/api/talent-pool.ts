import type { TalentPoolPage } from '@kazi/shared/opportunities/talent-pool';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { api } from '@/lib/api/client.ts';

export interface TalentPoolParams {
  page: number;
  page_size: number;
  search?: string;
  skills?: string;
  country?: string;
  category?: string;
  vetted?: boolean;
}

/**
 * A page of the opportunity's talent pool. TanStack Query passes `signal`: a newer search cancels
 * the request still running for the previous one.
 */
export const talentPoolQuery = (projectId: number, params: TalentPoolParams) =>
  queryOptions({
    queryKey: [...projectKeys.part(projectId, 'talent-pool'), params] as const,
    queryFn: ({ signal }) =>
      api.get<TalentPoolPage>(`projects/${projectId}/talent-pool/`, { ...params }, signal),
    placeholderData: keepPreviousData,
  });
