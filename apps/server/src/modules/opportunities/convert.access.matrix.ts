import { createProject } from '../../db/factories/projects.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { MISSING } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';

/**
 * The convert dialog's people (`opportunity.manage`: admin and staff, who open every project):
 * one opportunity made for the matrix; an id that does not exist is 404 for them.
 */
export const convertMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/:id/convert-candidates/': succeeds(only('admin', 'staff'), 200),
  },
  requests: {
    'GET /api/projects/:id/convert-candidates/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.convertOpportunityId as number },
    }),
  },
  unreachable: {
    'GET /api/projects/:id/convert-candidates/': () => ({ kind: 'json', params: { id: MISSING } }),
  },
  async setup(app) {
    const opportunity = await createProject(app.db, { stage: 'opportunity', category: 'project' });
    return () => ({ convertOpportunityId: opportunity.id });
  },
};
