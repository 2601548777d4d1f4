import type { ProjectDetail } from '@kazi/shared/projects/schemas';

export interface ProjectTab {
  /** Path under /projects/:id (first segment decides which tab is active). */
  path: string;
  label: string;
  /** A count shown next to the label (Shortlist: total_shortlisted). */
  count?: number;
}

type TabProject = Pick<ProjectDetail, 'stage' | 'abilities' | 'total_shortlisted'>;

/**
 * The project page's tabs. Active projects: Payments, Planning, Reports,
 * Documents, Settings (for those who may change something). Opportunities: Details, Shortlist
 * and Talent Pool (not for developers or clients), Settings (staff only).
 */
export function projectTabs(project: TabProject): ProjectTab[] {
  const { abilities } = project;
  if (project.stage === 'opportunity') {
    return [
      { path: 'details', label: 'Details' },
      ...(abilities.view_shortlist
        ? [
            { path: 'network/shortlist', label: 'Shortlist', count: project.total_shortlisted },
            { path: 'network/talent-pool', label: 'Talent Pool' },
          ]
        : []),
      ...(abilities.open_settings ? [{ path: 'settings', label: 'Settings' }] : []),
    ];
  }
  return [
    { path: 'pay', label: 'Payments' },
    { path: 'plan', label: 'Planning' },
    { path: 'reports', label: 'Reports' },
    { path: 'docs', label: 'Documents' },
    ...(abilities.open_settings ? [{ path: 'settings', label: 'Settings' }] : []),
  ];
}

/** Where /projects/:id leads: pay for active projects, details for opportunities. */
export function defaultProjectTab(project: Pick<ProjectDetail, 'stage'>): string {
  return project.stage === 'opportunity' ? 'details' : 'pay';
}

/**
 * The tab a sub-path belongs to, or null when the user may not be there (then the page sends
 * them to the default tab): `pay/payouts/all` → `pay`, `network/shortlist` → `network/shortlist`.
 */
export function tabForSubPath(project: TabProject, subPath: string): ProjectTab | null {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  return projectTabs(project).find((tab) => clean === tab.path || clean.startsWith(`${tab.path}/`)) ?? null;
}
