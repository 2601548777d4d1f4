import type { ReportSettings } from '@kazi/shared/reports/schedule';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectReportSettings } from '../../db/schema/index.ts';

/** A project's stored report settings, or null when it keeps the defaults. */
export async function findReportSettings(db: Db, projectId: number): Promise<ReportSettings | null> {
  const [row] = await db
    .select()
    .from(projectReportSettings)
    .where(eq(projectReportSettings.projectId, projectId));
  if (!row) return null;
  return {
    developer_updates: row.developerUpdates,
    pm_reports: row.pmReports,
    client_surveys: row.clientSurveys,
    developer_surveys: row.developerSurveys,
    due_hour: row.dueHour,
  };
}

/** Saves a project's report settings: the row is made on the first save, replaced after. */
export async function upsertReportSettings(
  db: Db,
  projectId: number,
  settings: ReportSettings,
): Promise<void> {
  const values = {
    developerUpdates: settings.developer_updates,
    pmReports: settings.pm_reports,
    clientSurveys: settings.client_surveys,
    developerSurveys: settings.developer_surveys,
    dueHour: settings.due_hour,
  };
  await db
    .insert(projectReportSettings)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: projectReportSettings.projectId, set: values });
}
