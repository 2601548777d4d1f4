import { pageQuery, paginated } from '@kazi/shared/api/pagination';
import { timelineChangeSchema } from '@kazi/shared/planning/schemas';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { listProjectTimelineChanges } from './service.ts';

const tags = ['Planning'];

/** The timeline change log; milestones are progress events (reports/events.routes.ts). */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/timeline-changes/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The project's timeline change log",
        description:
          'Every change of the start date, the deadline or an event’s due date, with its reason, old and ' +
          'new values, who and when; newest first. For everyone who may open the project (others: 404); ' +
          'the moves of events the caller may not see on the Reports page (spec 000 §6) are left out.',
        params: projectParams,
        querystring: pageQuery,
        response: { 200: paginated(timelineChangeSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listProjectTimelineChanges(
        app.db,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, rows);
    },
  );
};
