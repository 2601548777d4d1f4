import type { Role } from '@kazi/shared/auth/roles';
import { addMilestone } from '../../db/factories/projects.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { homeOf, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

/** A project nobody has, for the list and the new milestone (decided per project in planning.test.ts). */
const NONE = 999_999;
const EDIT = { title: 'Edited by the authorization matrix' };
const DUE = new Date('2030-01-01T00:00:00Z');

/**
 * Planning of the caller's project (test/matrix-projects.ts): everyone who opens it reads its
 * milestone (`milestoneId`) and its timeline change log; staff (`project.manage_timeline`) change
 * the milestone. The stranger's project and its milestone are 404.
 */
export const planningMatrix: MatrixSection = {
  expected: {
    'GET /api/progress-events/': signedIn(),
    'POST /api/progress-events/': only('admin', 'staff'),
    'GET /api/progress-events/:id/': succeeds(signedIn(), 200),
    'PATCH /api/progress-events/:id/': succeeds(only('admin', 'staff'), 200),
    'GET /api/projects/:id/timeline-changes/': succeeds(signedIn(), 200),
  },
  requests: {
    'GET /api/progress-events/': () => ({ kind: 'json', query: `project=${NONE}` }),
    'POST /api/progress-events/': () => ({
      kind: 'json',
      body: { project: { id: NONE }, title: 'Matrix', type: 'milestone', due_at: '2030-01-01' },
    }),
    'GET /api/progress-events/:id/': onRecord('milestoneId'),
    'PATCH /api/progress-events/:id/': onRecord('milestoneId', EDIT),
    'GET /api/projects/:id/timeline-changes/': onRecord('projectId'),
  },
  unreachable: {
    'GET /api/progress-events/:id/': outOfReach('foreignMilestoneId'),
    'PATCH /api/progress-events/:id/': outOfReach('foreignMilestoneId', EDIT),
    'GET /api/projects/:id/timeline-changes/': outOfReach('foreignProjectId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const milestones = new Map<Role, number>();
    for (const [role, project] of projects.home) {
      milestones.set(role, (await addMilestone(app.db, project.id, 'Matrix launch', DUE)).id);
    }
    const foreign = await addMilestone(app.db, projects.foreign.id, 'Stranger launch', DUE);
    return (caller) => ({
      projectId: homeOf(projects, caller).id,
      foreignProjectId: projects.foreign.id,
      milestoneId: milestones.get(caller === 'anonymous' ? 'admin' : caller) as number,
      foreignMilestoneId: foreign.id,
    });
  },
};
