import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn } from '../../test/routes.ts';

const NONE = 999_999;

/**
 * Planning routes: reading follows the project, milestones are written by staff. Record rules are
 * tested in planning/planning.test.ts; the matrix sends ids that exist for nobody.
 */
export const planningMatrix: MatrixSection = {
  expected: {
    'GET /api/progress-events/': signedIn(),
    'POST /api/progress-events/': only('admin', 'staff'),
    'GET /api/progress-events/:id/': signedIn(),
    'PATCH /api/progress-events/:id/': only('admin', 'staff'),
    'GET /api/projects/:id/timeline-changes/': signedIn(),
  },
  requests: {
    'GET /api/progress-events/': () => ({ kind: 'json', query: `project=${NONE}` }),
    'POST /api/progress-events/': () => ({
      kind: 'json',
      body: { project: { id: NONE }, title: 'Matrix', type: 'milestone', due_at: '2030-01-01' },
    }),
    'GET /api/progress-events/:id/': () => ({ kind: 'json', params: { id: NONE } }),
    'PATCH /api/progress-events/:id/': () => ({
      kind: 'json',
      params: { id: NONE },
      body: { title: 'Matrix' },
    }),
    'GET /api/projects/:id/timeline-changes/': () => ({ kind: 'json', params: { id: NONE } }),
  },
};
