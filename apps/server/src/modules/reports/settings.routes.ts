import { reportSettingsBody, reportSettingsOut } from '@kazi/shared/reports/schemas';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { getReportSettings, putReportSettings } from './settings.service.ts';

const tags = ['Reports'];

const RULES =
  'Four schedules, each on by default: developer updates (each accepted member on their update days, ' +
  "when their updates are on and the project's notifications are not disabled), PM reports (Mondays " +
  'and Thursdays, when the project has a CM), the client survey and the developer survey (alternate ' +
  'Mondays); `due_hour` (0–23, UTC, default 17) is when their events fall due. `preview` lists the ' +
  'events they create in the next 14 days (UTC days from today; none on an opportunity or an archived ' +
  'project). Admins and staff configure any project, a client their own; others who may open the ' +
  'project get 403, those who may not 404.';

export const reportSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/report-settings/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's report schedules (Settings → reports)",
        description: `${RULES} Without a saved row, the defaults. \`abilities.edit\` is false on archived projects.`,
        params: projectParams,
        response: { 200: reportSettingsOut },
      },
    },
    async (request) => getReportSettings(app, requireActor(request), request.params.id),
  );

  app.put(
    '/projects/:id/report-settings/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Change a project's report schedules",
        description:
          `${RULES} Every field at once. Archived projects answer 409. A change records ` +
          '`project_updated` (the report schedules) in the feed.',
        params: projectParams,
        body: reportSettingsBody,
        response: { 200: reportSettingsOut },
      },
    },
    async (request) => putReportSettings(app, requireActor(request), request.params.id, request.body),
  );
};
