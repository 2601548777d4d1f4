import type { ProjectList } from '@kazi/shared/projects/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { projectKeys } from './keys.ts';

export interface ProjectListFilters {
  category?: 'project' | 'dedicated' | undefined;
  stage?: 'opportunity' | 'active' | undefined;
  archived?: boolean;
  show_all?: boolean;
  search?: string;
  needs_attention?: boolean;
}

const LIST_PAGE_SIZE = 12;

const query = (filters: ProjectListFilters) => ({
  category: filters.category,
  stage: filters.stage,
  show_all: filters.show_all ? 'true' : undefined,
  search: filters.search || undefined,
  needs_attention: filters.needs_attention ? 'true' : undefined,
});

/** `GET projects/` (or `projects/archived/`), page after page: load more follows `next`. */
export function projectListQuery(filters: ProjectListFilters) {
  const path = filters.archived ? 'projects/archived/' : 'projects/';
  return infiniteQueryOptions({
    queryKey: projectKeys.list({ ...filters, kind: 'infinite' }),
    queryFn: ({ pageParam, signal }) =>
      api.get<ProjectList>(
        pageParam ?? path,
        pageParam ? undefined : { ...query(filters), page_size: LIST_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** One page of a list (dashboard cards). */
export function projectPageQuery(filters: ProjectListFilters, pageSize: number) {
  return queryOptions({
    queryKey: projectKeys.list({ ...filters, kind: 'page', pageSize: String(pageSize) }),
    queryFn: ({ signal }) =>
      api.get<ProjectList>('projects/', { ...query(filters), page_size: pageSize }, signal),
  });
}
