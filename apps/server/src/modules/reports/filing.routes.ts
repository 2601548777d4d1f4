import { dbId, idParams } from '@kazi/shared/api/ids';
import {
  developerRatingCreateBody,
  developerRatingOut,
  developerRatingPatchBody,
  developerRatingsOut,
  progressReportOut,
} from '@kazi/shared/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { sendStoredFile } from '../files/serve.ts';
import { changeReport, fileReport } from './file-report.ts';
import { getReport, reportAttachmentFile } from './filing.service.ts';
import { changeRating, rateDevelopers } from './rate.ts';

const tags = ['Reports'];

const WINDOW =
  'Only by its author (the event’s person; its client manager or support officer when it is ' +
  'nobody’s: 403 for anyone else), until 7 days past the event’s overdue limit and never on an ' +
  "archived project (409 'This report can no longer be filed or changed.'). An event the caller " +
  'may not see is 404.';

export const reportFilingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/progress-reports/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'File a progress report on an event',
        description:
          'JSON, or multipart/form-data with images in `uploads` (PNG, JPEG, GIF, WebP, HEIC, read from ' +
          'the content: 415 otherwise; 5 MB each, 413 over; at most 10). `event: {id}` names the event; ' +
          'the fields asked depend on its form (developer update, client report, PM report with a rating ' +
          'of every developer, developer survey with `rate_communication` alone); every missing answer is ' +
          'named at once (400), fields the form does not ask are dropped. A client survey is answered ' +
          'with developer-rating/ (400). One report per person and event: 409 for a second. ' +
          `${WINDOW} The first report completes the event; the project's owner and client manager who ` +
          'may see it are told (bell; mail by their switch).',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: progressReportOut },
      },
    },
    async (request, reply) => reply.code(201).send(await fileReport(app, requireActor(request), request)),
  );

  app.get(
    '/progress-reports/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One progress report',
        description: 'For whoever may see its event (404 otherwise).',
        params: idParams,
        response: { 200: progressReportOut },
      },
    },
    async (request) => getReport(app, requireActor(request), request.params.id),
  );

  app.patch(
    '/progress-reports/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change a progress report',
        description:
          'JSON or multipart, as the POST. An answer left out stays as it was; a text sent empty is cleared. ' +
          'The changed report must still meet its form’s rules (400). ' +
          '`remove_attachments` drops images of this report by id (400 for any other id); `uploads` adds ' +
          `images; a PM report's \`developer_ratings\` replace the ones it gave. ${WINDOW}`,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: progressReportOut },
      },
    },
    async (request) => changeReport(app, requireActor(request), request.params.id, request),
  );

  app.get(
    '/progress-reports/:id/attachments/:attachmentId/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A progress report's image",
        description:
          'For whoever may see the report’s event (404 otherwise, and for an id of another report). ' +
          'Served as an attachment with nosniff.',
        params: z.object({ id: dbId, attachmentId: dbId }),
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await reportAttachmentFile(app, requireActor(request), id, attachmentId);
      return sendStoredFile(app, reply, file, 'private, no-store');
    },
  );

  app.post(
    '/developer-rating/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Rate the developers (client survey)',
        description:
          'On a client survey event (developer_rating; 400 for another type): a rating from 1 to 5 of ' +
          "every accepted developer of the team at once ('Please complete all ratings' otherwise; a team " +
          'with no developers has its own message), all or nothing; a rating given before is replaced. ' +
          `${WINDOW} Completes the event and tells the project's client manager.`,
        body: developerRatingCreateBody,
        response: { 201: developerRatingsOut },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rateDevelopers(app, requireActor(request), request.body)),
  );

  app.patch(
    '/developer-rating/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change a rating',
        description: `\`{ rating }\` from 1 to 5. ${WINDOW.replace('the event’s person; its client manager or support officer when it is nobody’s', 'who gave it')}`,
        params: idParams,
        body: developerRatingPatchBody,
        response: { 200: developerRatingOut },
      },
    },
    async (request) => changeRating(app, requireActor(request), request.params.id, request.body.rating),
  );
};
