import { insertTestResults } from '../../db/factories/test-results.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { CALLERS, only, succeeds } from '../../test/routes.ts';

const managers = only('admin', 'staff');
const MISSING = 2_000_000_000;

/**
 * Tests (`tests.manage`: admin and staff). Each caller reads, changes and deletes a result made
 * for them, of the matrix's developer; an id that does not exist is 404 for those let through.
 */
export const testResultsMatrix: MatrixSection = {
  expected: {
    'GET /api/test-results/': succeeds(managers, 200),
    'GET /api/test-results/people/': succeeds(managers, 200),
    'POST /api/test-results/': succeeds(managers, 201),
    'GET /api/test-results/:id/': succeeds(managers, 200),
    'PATCH /api/test-results/:id/': succeeds(managers, 200),
    'DELETE /api/test-results/:id/': succeeds(managers, 204),
  },
  requests: {
    'GET /api/test-results/people/': () => ({ kind: 'json', query: 'role=developer' }),
    'POST /api/test-results/': ({ ids }) => ({
      kind: 'json',
      body: { user: { id: ids.testedId }, title: 'Matrix test', score: 70, taken_on: '2026-01-05' },
    }),
    'GET /api/test-results/:id/': ({ ids }) => ({ kind: 'json', params: { id: ids.testResultId as number } }),
    'PATCH /api/test-results/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.testResultId as number },
      body: { score: 71 },
    }),
    'DELETE /api/test-results/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.testResultId as number },
    }),
  },
  unreachable: {
    'GET /api/test-results/:id/': () => ({ kind: 'json', params: { id: MISSING } }),
    'PATCH /api/test-results/:id/': () => ({ kind: 'json', params: { id: MISSING }, body: { score: 71 } }),
    'DELETE /api/test-results/:id/': () => ({ kind: 'json', params: { id: MISSING } }),
  },
  async setup(app, users) {
    const testedId = users.get('developer')?.id as number;
    const rows = await insertTestResults(
      app.db,
      CALLERS.map(() => ({ userId: testedId, title: 'Matrix test', score: 60 })),
    );
    const byCaller = new Map(CALLERS.map((caller, index) => [caller, rows[index]?.id as number]));
    return (caller) => ({ testedId, testResultId: byCaller.get(caller) as number });
  },
};
