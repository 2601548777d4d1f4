import { reportsDashboardOut } from '@kazi/shared/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { getReportsDashboard } from './dashboard.service.ts';

export const reportsDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/reports/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Reports'],
        summary: 'The reports the caller owes, and for staff the overdue ones',
        description:
          "`owed`: the caller's own events not completed and still open to filing (up to 7 days past " +
          'their overdue limit) on non-archived projects they open, due first, at most 20. `overdue`: ' +
          'null unless the caller sees internal events and overdue reports; then at most 20 overdue ' +
          'events, most overdue first, on the non-archived projects they act on (every project for ' +
          'roles that see all projects, else those they are the client manager or support officer ' +
          'of), developer surveys only on the latter. Without what was filed. Three queries.',
        response: { 200: reportsDashboardOut },
      },
    },
    async (request) => getReportsDashboard(app, requireActor(request)),
  );
};
