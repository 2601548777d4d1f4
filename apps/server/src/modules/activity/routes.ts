import { activityQuery, projectActivityListSchema } from '@kazi/shared/projects/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { activityPage } from './service.ts';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Projects'],
        summary: "A project's activity feed",
        description:
          '`project` is required. Newest first; `next` loads older entries ("Show older activity"). ' +
          'Each entry has the action label, its time, a readable sentence ' +
          '(`activity`, without the author) and `data.author`. Projects the caller may not open ' +
          'answer 404; pending invitees see no activity.',
        querystring: activityQuery,
        response: { 200: projectActivityListSchema },
      },
    },
    async (request) => {
      return activityPage(app, request, requireActor(request), request.query);
    },
  );
};
