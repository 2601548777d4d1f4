import { PROGRESS_EVENT_TYPES } from '@kazi/shared/planning/schemas';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import {
  CLIENT_TAB_TYPES,
  type ProgressEventType,
  REPORT_STATUSES,
  REPORT_TABS,
  type ReportStatus,
  type ReportTab,
  TEAM_TAB_TYPES,
} from '@kazi/shared/reports/rules';

/** Reports are listed 20 a page (spec 000 §9). */
export const REPORTS_PAGE_SIZE = 20;

/**
 * The Reports page's filters, kept in the URL's search params (`?types=developer,cm&from=2026-11-01&
 * to=2026-11-30&users=4,7&status=overdue&page=2`), so a link, a reload and the back button keep them.
 */
export interface ReportFilters {
  types: ProgressEventType[];
  from: string;
  to: string;
  users: number[];
  statuses: ReportStatus[];
}

export const NO_FILTERS: ReportFilters = { types: [], from: '', to: '', users: [], statuses: [] };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const listOf = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The filters in a URL; anything unknown or malformed is left out. */
export function readReportFilters(params: URLSearchParams): ReportFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  return {
    types: listOf(params, 'types').filter((type) => oneOf(PROGRESS_EVENT_TYPES, type)),
    from: day('from'),
    to: day('to'),
    users: [
      ...new Set(
        listOf(params, 'users')
          .filter((id) => /^\d{1,9}$/.test(id))
          .map(Number),
      ),
    ],
    statuses: listOf(params, 'status').filter((status) => oneOf(REPORT_STATUSES, status)),
  };
}

/** The search params of a set of filters (and page), without empty ones. */
export function reportFilterParams(filters: ReportFilters, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.types.length) params.types = filters.types.join(',');
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.users.length) params.users = filters.users.join(',');
  if (filters.statuses.length) params.status = filters.statuses.join(',');
  if (page > 1) params.page = String(page);
  return params;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page < 1_000_000 ? page : 1;
}

export function hasFilters(filters: ReportFilters): boolean {
  return filterCount(filters) > 0;
}

export function isReportTab(value: string | undefined): value is ReportTab {
  return value !== undefined && oneOf(REPORT_TABS, value);
}

/** The types a tab lists: Team and Client by their types, Yours every type of the caller's own. */
function typesOfTab(tab: ReportTab): readonly ProgressEventType[] {
  if (tab === 'team') return TEAM_TAB_TYPES;
  if (tab === 'client') return CLIENT_TAB_TYPES;
  return PROGRESS_EVENT_TYPES;
}

/**
 * The filters that apply on a tab: the URL keeps every filter across tabs, but Yours is the
 * caller's own events (no people), and Team and Client list their own types only. What does not
 * apply is neither sent, nor counted on the Filter button, nor the reason for an empty list.
 */
export function appliedFilters(tab: ReportTab, filters: ReportFilters): ReportFilters {
  const tabTypes = typesOfTab(tab);
  return {
    ...filters,
    types: filters.types.filter((type) => tabTypes.includes(type)),
    users: tab === 'yours' ? [] : filters.users,
  };
}

/** How many filters the Filter button's badge counts: types, the date range, people, statuses. */
export function filterCount(filters: ReportFilters): number {
  const { types, from, to, users, statuses } = filters;
  const set = [types.length > 0, Boolean(from || to), users.length > 0, statuses.length > 0];
  return set.filter(Boolean).length;
}

/** The type checkboxes a tab's filter offers. */
export function filterTypesOf(tab: ReportTab, abilities: ProjectDetail['abilities']): ProgressEventType[] {
  // Yours lists what the caller files, whatever its type (a client's own survey).
  if (tab === 'yours') return [...PROGRESS_EVENT_TYPES];
  return typesOfTab(tab).filter((type) => abilities[`see_events_${type}`]);
}

/** The status choices: overdue only for those who see it (never clients). */
export function filterStatusesOf(abilities: ProjectDetail['abilities']): ReportStatus[] {
  return REPORT_STATUSES.filter((status) => status !== 'overdue' || abilities.see_overdue_reports);
}

/**
 * GET progress-events/'s query for a tab, its filters and page: Yours is the caller's own events,
 * Team and Client their types (narrowed by the chosen ones). Only the filters that apply on the
 * tab count (`appliedFilters`): a type filter outside the tab's types keeps the tab's (it cannot
 * widen it), and Yours takes no people.
 */
export function eventsListQuery(
  projectId: number,
  tab: ReportTab,
  filters: ReportFilters,
  page: number,
  me: number,
): Record<string, string | number> {
  const applied = appliedFilters(tab, filters);
  const query: Record<string, string | number> = { project: projectId, page, page_size: REPORTS_PAGE_SIZE };
  if (tab === 'yours') {
    query.users = String(me);
    if (applied.types.length) query.types = applied.types.join(',');
  } else {
    query.types = (applied.types.length ? applied.types : typesOfTab(tab)).join(',');
    if (applied.users.length) query.users = applied.users.join(',');
  }
  if (applied.from) query.daterange_0 = applied.from;
  if (applied.to) query.daterange_1 = applied.to;
  if (applied.statuses.length) query.status = applied.statuses.join(',');
  return query;
}
