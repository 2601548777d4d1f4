import { canExportTimesheets } from '@kazi/shared/timesheets/policy';
import type { timesheetExportQuery } from '@kazi/shared/timesheets/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { CSV_TYPE, csvOf, XLSX_TYPE, xlsxOf } from '../../http/spreadsheet.ts';
import { exportFileName, monthTable } from './export.presenter.ts';
import { monthEntriesOf, readMonthSheet } from './service.ts';

export interface ExportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A project's month as xlsx or CSV (ADR 028): for those who export (`timesheets.export`: staff and
 * clients) and may open the project (404 otherwise, before anything is read); a month after the
 * current one is 400. The rows are those of the month view, everyone's.
 */
export async function exportMonth(
  app: FastifyInstance,
  actor: SessionActor,
  query: z.output<typeof timesheetExportQuery>,
): Promise<ExportFile> {
  if (!canExportTimesheets(actor)) throw AppError.forbidden();
  const month = { project: query.project, year_month: query.year_month };
  const sheet = await readMonthSheet(app.db, actor, month);
  const table = monthTable(sheet, await monthEntriesOf(app.db, actor, sheet.loaded, month));
  const title = sheet.loaded.project.title;
  return query.format === 'csv'
    ? { fileName: exportFileName(title, query.year_month, 'csv'), contentType: CSV_TYPE, bytes: csvOf(table) }
    : {
        fileName: exportFileName(title, query.year_month, 'xlsx'),
        contentType: XLSX_TYPE,
        bytes: await xlsxOf(table),
      };
}
