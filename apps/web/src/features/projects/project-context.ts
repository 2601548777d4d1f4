import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { createContext, useContext } from 'react';

export interface ProjectContextValue {
  /** The project as `GET projects/{id}/` answered it, with the actor's `abilities`. */
  project: ProjectDetail;
  /** Loads the project again (after a change that the detail shows). */
  refetch: () => Promise<unknown>;
}

export const ProjectContext = createContext<ProjectContextValue | null>(null);

/**
 * The loaded project, for every tab and sub-page under /projects/:projectId. The project page
 * loads it once (spinner, permission message, pending-invitee redirect) and provides it here.
 */
export function useProjectContext(): ProjectContextValue {
  const value = useContext(ProjectContext);
  if (!value) throw new Error('useProjectContext() needs the project page around it.');
  return value;
}
