import { ROLES } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { holds, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';
import { matrixOpportunities } from './test-support.ts';

/**
 * The caller's own opportunity (test-support.ts): the staff-side roles and the client who
 * owns it read the shortlist, talents on its team get 403 from the shared policy; adding and
 * removing is staff's (`opportunity.manage`, 403 at the route for everyone else).
 */
const READ = succeeds({ ...signedIn(), developer: 403, designer: 403 }, 200);
const ACT = succeeds(only(...ROLES.filter((role) => holds(role, 'opportunity.manage'))), 200);

const ADD = (poolTalentId: number) => ({ users: [{ id: poolTalentId }], action: 'add' });

export const shortlistMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/:id/shortlist/': READ,
    'PATCH /api/projects/:id/shortlist/action/': ACT,
  },
  requests: {
    'GET /api/projects/:id/shortlist/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.poolOpportunityId as number },
    }),
    'PATCH /api/projects/:id/shortlist/action/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.poolOpportunityId as number },
      body: ADD(ids.poolTalentId as number),
    }),
  },
  unreachable: {
    'GET /api/projects/:id/shortlist/': outOfReach('foreignPoolOpportunityId'),
    'PATCH /api/projects/:id/shortlist/action/': (ctx) =>
      outOfReach('foreignPoolOpportunityId', ADD(ctx.ids.poolTalentId as number))(ctx),
  },
  async setup(app, users) {
    const opportunities = await matrixOpportunities(app, users);
    return (caller) => opportunities.idsFor(caller);
  },
};
