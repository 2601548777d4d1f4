import type { Page } from '@kazi/shared/api/pagination';
import type { ProjectActivity } from '@kazi/shared/projects/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client.ts';
import { projectKeys } from './keys.ts';

const ACTIVITY_PAGE_SIZE = 15;

/** `GET activity/?project=`: newest first; 'Show older activity' follows `next`. */
export function activityQuery(projectId: number) {
  return infiniteQueryOptions({
    queryKey: projectKeys.activity(projectId),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<ProjectActivity>>(
        pageParam ?? 'activity/',
        pageParam ? undefined : { project: projectId, page_size: ACTIVITY_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
