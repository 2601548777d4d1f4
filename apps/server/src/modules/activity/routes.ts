import { activityQuery, projectActivityListSchema } from '@kazi/shared/projects/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectForActor } from '../projects/scope.ts';
import { presentActivity } from './presenter.ts';
import { findActivityPage } from './repository.ts';

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
          'Each entry has the action label of spec 000 §3, its time, a readable sentence ' +
          '(`activity`, without the author) and `data.author`. Projects the caller may not open ' +
          'answer 404; pending invitees see no activity.',
        querystring: activityQuery,
        response: { 200: projectActivityListSchema },
      },
    },
    async (request) => {
      const { project } = await loadProjectForActor(
        app.db,
        request.actor as SessionActor,
        request.query.project,
      );
      const { rows, count } = await findActivityPage(app.db, project.id, pageWindow(request.query));
      return toPage(request, request.query, count, rows.map(presentActivity));
    },
  );
};
