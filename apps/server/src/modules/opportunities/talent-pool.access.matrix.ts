import { ROLES } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { holds, outOfReach } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';
import { matrixOpportunities } from './test-support.ts';

/**
 * The talent pool of the caller's own opportunity: the staff-side roles (`talent_pool.view`) read
 * it; clients and talents are refused by the route's permission (403), whatever the project.
 */
const BROWSE = succeeds(only(...ROLES.filter((role) => holds(role, 'talent_pool.view'))), 200);

export const talentPoolMatrix: MatrixSection = {
  expected: { 'GET /api/projects/:id/talent-pool/': BROWSE },
  requests: {
    'GET /api/projects/:id/talent-pool/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.poolOpportunityId as number },
    }),
  },
  unreachable: { 'GET /api/projects/:id/talent-pool/': outOfReach('foreignPoolOpportunityId') },
  async setup(app, users) {
    const opportunities = await matrixOpportunities(app, users);
    return (caller) => opportunities.idsFor(caller);
  },
};
