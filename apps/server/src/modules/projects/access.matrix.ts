import type { MatrixSection } from '../../test/matrix.ts';
import { homeOf, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

const EDIT = { description: 'Edited by the authorization matrix.' };

/**
 * Each caller opens a project of their own (`projectId`, test/matrix-projects.ts); its managers
 * edit it: `project.manage_any` (admin, staff), its owner (the client) and its client manager.
 * Team members and the cso may not (403). The stranger's project is 404.
 */
export const projectsMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/': signedIn(),
    'GET /api/projects/archived/': signedIn(),
    'POST /api/projects/': only('admin', 'staff', 'client_manager', 'client'),
    'GET /api/projects/:id/': succeeds(signedIn(), 200),
    'PATCH /api/projects/:id/': succeeds(only('admin', 'staff', 'client_manager', 'client'), 200),
  },
  requests: {
    'POST /api/projects/': () => ({
      kind: 'json',
      body: {
        category: 'dedicated',
        title: 'Matrix project',
        description: 'Made by the authorization matrix.',
        type: 'web',
        expected_start_date: '2030-01-01',
        currency: 'EUR',
        invoicing_email: 'billing@example.test',
      },
    }),
    'GET /api/projects/:id/': onRecord('projectId'),
    'PATCH /api/projects/:id/': onRecord('projectId', EDIT),
  },
  unreachable: {
    'GET /api/projects/:id/': outOfReach('foreignProjectId'),
    'PATCH /api/projects/:id/': outOfReach('foreignProjectId', EDIT),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    return (caller) => ({ projectId: homeOf(projects, caller).id, foreignProjectId: projects.foreign.id });
  },
};
