import type { MatrixSection } from '../../test/matrix.ts';
import { homeOf, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { signedIn, succeeds } from '../../test/routes.ts';

/**
 * Planning of the caller's project (test/matrix-projects.ts): everyone who opens it reads its
 * timeline change log; the stranger's project is 404. Milestones are progress events
 * (reports/events.access.matrix.ts).
 */
export const planningMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/:id/timeline-changes/': succeeds(signedIn(), 200),
  },
  requests: {
    'GET /api/projects/:id/timeline-changes/': onRecord('projectId'),
  },
  unreachable: {
    'GET /api/projects/:id/timeline-changes/': outOfReach('foreignProjectId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    return (caller) => ({
      projectId: homeOf(projects, caller).id,
      foreignProjectId: projects.foreign.id,
    });
  },
};
