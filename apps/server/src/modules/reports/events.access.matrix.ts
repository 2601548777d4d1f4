import type { Role } from '@kazi/shared/auth/roles';
import { addMilestone } from '../../db/factories/projects.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { homeOf, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

/** A project nobody has, for the new event (decided per project in events.test.ts). */
const NONE = 999_999;
const EDIT = { title: 'Edited by the authorization matrix' };
const DUE = new Date('2030-01-01T00:00:00Z');

/**
 * Progress events of the caller's project (test/matrix-projects.ts): everyone who opens it lists
 * its events and reads its milestone (`milestoneId`; every viewer sees milestones); staff
 * (`project.manage_timeline`) add and change events. Report health is for everyone on the project
 * but its team members (the developer and designer hold theirs by a place on the team). The
 * dashboard's lists are the caller's own. The stranger's project and milestone are 404.
 */
export const reportEventMatrix: MatrixSection = {
  expected: {
    'GET /api/progress-events/': succeeds(signedIn(), 200),
    'POST /api/progress-events/': only('admin', 'staff'),
    'GET /api/progress-events/:id/': succeeds(signedIn(), 200),
    'PATCH /api/progress-events/:id/': succeeds(only('admin', 'staff'), 200),
    'GET /api/projects/:id/report-health/': {
      ...succeeds(signedIn(), 200),
      developer: 403,
      designer: 403,
    },
    'GET /api/dashboard/reports/': succeeds(signedIn(), 200),
  },
  requests: {
    'GET /api/progress-events/': ({ ids }) => ({ kind: 'json', query: `project=${ids.projectId}` }),
    'POST /api/progress-events/': () => ({
      kind: 'json',
      body: { project: { id: NONE }, title: 'Matrix', type: 'milestone', due_at: '2030-01-01' },
    }),
    'GET /api/progress-events/:id/': onRecord('milestoneId'),
    'PATCH /api/progress-events/:id/': onRecord('milestoneId', EDIT),
    'GET /api/projects/:id/report-health/': onRecord('projectId'),
  },
  unreachable: {
    'GET /api/progress-events/:id/': outOfReach('foreignMilestoneId'),
    'PATCH /api/progress-events/:id/': outOfReach('foreignMilestoneId', EDIT),
    'GET /api/projects/:id/report-health/': outOfReach('foreignProjectId'),
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
