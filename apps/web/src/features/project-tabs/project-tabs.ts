import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { PROJECT_TABS } from './registry.ts';
import type { TabProject } from './tab.ts';

export interface ProjectTab {
  /** Path under /projects/:id (first segment decides which tab is active). */
  path: string;
  label: string;
  /** A count shown next to the label (Shortlist: total_shortlisted). */
  count?: number;
}

/**
 * The project page's tabs for this user, from the registry. Active projects: Payments, Planning,
 * Reports, Documents, Settings (for those who may change something). Opportunities: Details,
 * Shortlist and Talent Pool (not for developers or clients), Settings (staff only).
 */
export function projectTabs(project: TabProject): ProjectTab[] {
  return PROJECT_TABS.filter(
    (tab) => tab.stages.includes(project.stage) && (tab.visible?.(project.abilities, project) ?? true),
  ).map((tab) => ({
    path: tab.path,
    label: tab.label,
    ...(tab.count ? { count: tab.count(project) } : {}),
  }));
}

/** Where /projects/:id leads: the stage's first tab (pay for active projects, details for opportunities). */
export function defaultProjectTab(project: Pick<ProjectDetail, 'stage'>): string {
  const first = PROJECT_TABS.find((tab) => tab.stages.includes(project.stage));
  if (!first) throw new Error(`No project tab is registered for the ${project.stage} stage.`);
  return first.path;
}

/**
 * The tab a sub-path belongs to, or null when the user may not be there (then the page sends
 * them to the default tab): `pay/payouts/all` → `pay`, `network/shortlist` → `network/shortlist`.
 */
export function tabForSubPath(project: TabProject, subPath: string): ProjectTab | null {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  return projectTabs(project).find((tab) => clean === tab.path || clean.startsWith(`${tab.path}/`)) ?? null;
}
