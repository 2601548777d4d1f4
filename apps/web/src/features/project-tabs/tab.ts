import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import type { ComponentType } from 'react';

/** What a tab reads of the project to decide whether it shows and what it counts. */
export type TabProject = Pick<ProjectDetail, 'stage' | 'abilities' | 'total_shortlisted'>;

/**
 * One tab of the project page, declared by the feature that builds it (`features/<domain>/project-tab.ts`)
 * and listed once in `./registry.ts`, which both the route tree and the tab bar read.
 */
export interface ProjectTabDefinition {
  /** Path under /projects/:id (first segment decides which tab is active). */
  path: string;
  label: string;
  /** The project stages whose page shows the tab. */
  stages: readonly ProjectDetail['stage'][];
  /** Whether this user sees the tab (and may open its sub-paths); always when absent. */
  visible?: (abilities: ProjectDetail['abilities'], project: TabProject) => boolean;
  /** A count shown next to the label (Shortlist: total_shortlisted). */
  count?: (project: TabProject) => number;
  /** Only the tab's own path is its route, not the paths below it (Details). */
  exact?: boolean;
  /** The tab's page, loaded when the tab is first opened. */
  load: () => Promise<{ default: ComponentType }>;
}

export const ACTIVE: readonly ProjectDetail['stage'][] = ['active'];
export const OPPORTUNITY: readonly ProjectDetail['stage'][] = ['opportunity'];
