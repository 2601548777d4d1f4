import type { ReportTab } from '@kazi/shared/reports/rules';
import { paths } from '@/lib/paths.ts';

/** The Reports page of a project, on a tab: `/projects/12/reports/team`. */
export function reportsPath(projectId: number, tab?: ReportTab): string {
  return `${paths.project(projectId)}/reports${tab ? `/${tab}` : ''}`;
}

/**
 * An event's screen: a client survey at `…/reports/client-survey/{project}/{event}` (the link its
 * reminder mail carries), any other at `…/reports/yours/{event}`.
 */
export function reportScreenPath(event: { id: number; type: string; project: { id: number } }): string {
  const base = reportsPath(event.project.id);
  return event.type === 'developer_rating'
    ? `${base}/client-survey/${event.project.id}/${event.id}`
    : `${base}/yours/${event.id}`;
}

/**
 * Where an event's screen belongs when its address names another project than its own (a link
 * to `/projects/A/reports/yours/{an event of B}`): B's, so the screen rates B's developers and
 * Close leads to B; null when the address is the event's own.
 */
export function eventMovedPath(
  projectId: number,
  event: { id: number; type: string; project: { id: number } },
): string | null {
  return event.project.id === projectId ? null : reportScreenPath(event);
}
