import { addParticipant, createProject } from '../../db/factories/projects.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn } from '../../test/routes.ts';

/**
 * Each caller is an accepted team member of a project of their own (`projectId`): everyone may
 * open it; only `project.manage_any` (admin, staff) may edit it, since the caller is not its owner.
 */
export const projectsMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/': signedIn(),
    'GET /api/projects/archived/': signedIn(),
    'POST /api/projects/': only('admin', 'staff', 'client_manager', 'client'),
    'GET /api/projects/:id/': signedIn(),
    'PATCH /api/projects/:id/': only('admin', 'staff'),
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
    'GET /api/projects/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.projectId as number } }),
    'PATCH /api/projects/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.projectId as number },
      body: { description: 'Edited by the authorization matrix.' },
    }),
  },
  async setup(app, users) {
    const projects = new Map<string, number>();
    for (const [role, user] of users) {
      const project = await createProject(app.db, { title: `Matrix ${role}` });
      await addParticipant(app.db, project.id, user.id, { status: 'accepted' });
      projects.set(role, project.id);
    }
    return (caller) => ({ projectId: projects.get(caller === 'anonymous' ? 'admin' : caller) as number });
  },
};
