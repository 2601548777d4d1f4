import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn } from '../../test/routes.ts';

const NONE = 999_999;

/**
 * Document routes: decided per project below the route (documents/documents.test.ts), so the
 * matrix sends ids that exist for nobody; deletion is staff's at the route.
 */
export const documentsMatrix: MatrixSection = {
  expected: {
    'GET /api/documents/': signedIn(),
    'POST /api/documents/': signedIn(),
    'GET /api/documents/:id/': signedIn(),
    'PATCH /api/documents/:id/': signedIn(),
    'DELETE /api/documents/:id/': only('admin', 'staff'),
    'GET /api/documents/:id/download/': signedIn(),
  },
  requests: {
    'GET /api/documents/': () => ({ kind: 'json', query: `project=${NONE}` }),
    'POST /api/documents/': () => ({
      kind: 'json',
      body: { project: { id: NONE }, title: 'Matrix', url: 'https://example.com' },
    }),
    'GET /api/documents/:id/': () => ({ kind: 'json', params: { id: NONE } }),
    'PATCH /api/documents/:id/': () => ({ kind: 'json', params: { id: NONE }, body: { title: 'Matrix' } }),
    'DELETE /api/documents/:id/': () => ({ kind: 'json', params: { id: NONE } }),
    'GET /api/documents/:id/download/': () => ({ kind: 'json', params: { id: NONE } }),
  },
};
