type Filters = Record<string, string | boolean | number | undefined>;

/**
 * TanStack Query keys of the projects area, a hierarchy: every part of one project (its detail, feed,
 * team, planning, documents and the domains to come) lives under `projectKeys.project(id)`, so
 * invalidating that refreshes them all; a domain keys its part with `projectKeys.part(id, name)`.
 * The lists are apart (`projectKeys.lists()`).
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (filters: Filters) => ['projects', 'list', filters] as const,
  project: (id: number | string) => ['projects', Number(id)] as const,
  part: <const P extends string>(id: number | string, part: P) => ['projects', Number(id), part] as const,
  detail: (id: number | string) => projectKeys.part(id, 'detail'),
  activity: (id: number | string) => projectKeys.part(id, 'activity'),
  /** The project's timesheet months: what payouts and invoices made from hours change too. */
  timesheets: (id: number | string) => projectKeys.part(id, 'timesheets'),
};
