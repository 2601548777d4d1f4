type Filters = Record<string, string | boolean | number | undefined>;

/**
 * TanStack Query keys of the projects area. Mutations that change a project invalidate
 * `projectKeys.detail(id)` and `projectKeys.lists()` (and `projectKeys.activity(id)`).
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (filters: Filters) => ['projects', 'list', filters] as const,
  detail: (id: number | string) => ['projects', 'detail', Number(id)] as const,
  activity: (id: number | string) => ['projects', 'activity', Number(id)] as const,
};
