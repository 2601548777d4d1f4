import { MESSAGES } from '@kazi/shared/messages';
import { canConfigureReports, canViewReportSettings } from '@kazi/shared/reports/policy';
import {
  DEFAULT_REPORT_SETTINGS,
  eventsDueFrom,
  REPORT_SCHEDULES,
  type ReportSettings,
} from '@kazi/shared/reports/schedule';
import type { ReportSettingsBody, ReportSettingsOut } from '@kazi/shared/reports/schemas';
import { todayIso } from '@kazi/shared/team/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import {
  type LoadedProject,
  loadPeople,
  loadProjectForActor,
  recordProjectActivity,
} from '../project-core/index.ts';
import { findScheduledProject } from './schedule.repository.ts';
import { presentReportSettings } from './settings.presenter.ts';
import { findReportSettings, upsertReportSettings } from './settings.repository.ts';

/** How many days Settings → reports previews. */
const PREVIEW_DAYS = 14;

/**
 * Who opens Settings → reports: whoever may configure the schedules (admins and staff on any
 * project, a client on their own), archived projects included, read-only there (`abilities.edit`
 * false, PUT 409). Everyone else who may open the project: 403.
 */
function assertMayConfigure(actor: SessionActor, loaded: LoadedProject): void {
  if (!canViewReportSettings(actor, loaded.facts)) throw AppError.forbidden();
}

/** The settings as they stand, the events they create in the next 14 days (UTC days from today), and abilities. */
async function present(
  db: Db,
  actor: SessionActor,
  loaded: LoadedProject,
  settings: ReportSettings,
): Promise<ReportSettingsOut> {
  const { project } = loaded;
  // The schedules run on active projects only: an opportunity or an archived project gets none.
  const scheduled =
    project.stage === 'active' && !project.archived ? await findScheduledProject(db, project.id) : null;
  const preview = scheduled ? eventsDueFrom(todayIso(), PREVIEW_DAYS, { ...scheduled, settings }) : [];
  const people = await loadPeople(
    db,
    preview.map((event) => event.userId),
  );
  return presentReportSettings(settings, preview, people, canConfigureReports(actor, loaded.facts));
}

/** GET projects/{id}/report-settings/: the stored settings, or the defaults. */
export async function getReportSettings(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
): Promise<ReportSettingsOut> {
  const loaded = await loadProjectForActor(app.db, actor, projectId);
  assertMayConfigure(actor, loaded);
  const settings = (await findReportSettings(app.db, projectId)) ?? DEFAULT_REPORT_SETTINGS;
  return present(app.db, actor, loaded, settings);
}

/**
 * PUT projects/{id}/report-settings/: every setting at once. Archived projects answer 409. A
 * change shows in the project's feed as `project_updated` (the report schedules); a save that
 * changes nothing records nothing.
 */
export async function putReportSettings(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  body: ReportSettingsBody,
): Promise<ReportSettingsOut> {
  return app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, projectId, { forUpdate: true });
    assertMayConfigure(actor, loaded);
    if (loaded.project.archived) throw AppError.conflict(MESSAGES.reports.archived);
    const before = (await findReportSettings(tx, projectId)) ?? DEFAULT_REPORT_SETTINGS;
    const settings: ReportSettings = {
      developer_updates: body.developer_updates,
      pm_reports: body.pm_reports,
      client_surveys: body.client_surveys,
      developer_surveys: body.developer_surveys,
      due_hour: body.due_hour,
    };
    const changed =
      before.due_hour !== settings.due_hour ||
      REPORT_SCHEDULES.some((schedule) => before[schedule] !== settings[schedule]);
    if (changed) {
      await upsertReportSettings(tx, projectId, settings);
      await recordProjectActivity(tx, {
        projectId,
        actorId: actor.id,
        action: 'project_updated',
        data: { fields: ['report_schedules'] },
      });
    }
    return present(tx, actor, loaded, settings);
  });
}
