import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn } from '../../test/routes.ts';

/** A project and a participation nobody has: the row checks the route's access only. */
const NONE = 999_999;

/**
 * Team routes. Most are open to every signed-in person at the route and decided per project
 * (404 outside it, 403 for what the project role does not allow): those rules are tested in
 * team/*.test.ts, so the matrix sends ids that exist for nobody.
 */
export const teamMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/:id/team/': signedIn(),
    'GET /api/projects/:id/invitation/': signedIn(),
    'PATCH /api/participation/:id/': signedIn(),
    'DELETE /api/participation/:id/': only('admin', 'staff'),
    'POST /api/projects/:id/remind/': signedIn(),
    'POST /api/projects/:id/question/': signedIn(),
    'GET /api/team-candidates/': only('admin', 'staff', 'client_manager', 'client'),
  },
  requests: {
    'GET /api/projects/:id/team/': () => ({ kind: 'json', params: { id: NONE } }),
    'GET /api/projects/:id/invitation/': () => ({ kind: 'json', params: { id: NONE } }),
    'PATCH /api/participation/:id/': () => ({
      kind: 'json',
      params: { id: NONE },
      body: { updates_enabled: true },
    }),
    'DELETE /api/participation/:id/': () => ({ kind: 'json', params: { id: NONE } }),
    'POST /api/projects/:id/remind/': () => ({ kind: 'json', params: { id: NONE } }),
    'POST /api/projects/:id/question/': () => ({
      kind: 'json',
      params: { id: NONE },
      body: { body: 'Hello' },
    }),
  },
};
