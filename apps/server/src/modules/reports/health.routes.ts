import { reportHealthOut } from '@kazi/shared/reports/schemas';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { getReportHealth } from './health.service.ts';

export const reportHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/report-health/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Reports'],
        summary: "A project's health: reported percentages and client ratings of the last 12 weeks",
        description:
          'Twelve weeks (Monday to Sunday, UTC), oldest first, this week last: per week the percentage ' +
          'and status of the latest progress report filed that week on an event the caller sees, and per ' +
          "developer the week's average client rating (one decimal; ratings on client surveys the caller " +
          'sees, or files, or gave). Everyone who opens the project but team members (403); others 404. ' +
          'Four queries.',
        params: projectParams,
        response: { 200: reportHealthOut },
      },
    },
    async (request) => getReportHealth(app, requireActor(request), request.params.id),
  );
};
