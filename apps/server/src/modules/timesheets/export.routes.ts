import { timesheetExportQuery } from '@kazi/shared/timesheets/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { attachmentHeader } from '../files/service.ts';
import { exportMonth } from './export.service.ts';

/** GET timesheet-entries/export/: a project's month as a spreadsheet. */
export const timesheetExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheet-entries/export/',
    {
      config: { access: 'timesheets.export' },
      schema: {
        tags: ['Timesheets'],
        summary: "Download a project's month of hours as xlsx or CSV",
        description:
          '`format` is `xlsx` (the default) or `csv`. Staff and clients (`timesheets.export`) who may ' +
          'open the project; developers 403, a project out of reach 404, a month before 2020-01 or ' +
          'after the current one 400. One sheet (`November 2026`) with a row per person on the month, by ' +
          'name: hours per day (a column a day, `Mon 02`, weekends marked `Sat 07 (weekend)` and ' +
          'shaded), then Total, Expected, Status, Reviewed by and Reviewed at (UTC); a last row of ' +
          'totals. CSV is the same table (UTF-8 with a BOM, CRLF). Any text cell starting with `=`, `+`, ' +
          "`-`, `@`, tab or carriage return gets a leading `'` (formula injection). Served as an " +
          'attachment named after the project and month.',
        querystring: timesheetExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportMonth(app, requireActor(request), request.query);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentHeader(file.fileName))
        .header('Content-Length', String(file.bytes.length))
        .send(file.bytes);
    },
  );
};
