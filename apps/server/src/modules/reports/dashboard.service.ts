import { can } from '@kazi/shared/auth/permissions';
import { DAY_MS, EDIT_WINDOW_DAYS } from '@kazi/shared/reports/rules';
import type { ReportsDashboard } from '@kazi/shared/reports/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionActor } from '../../http/session.ts';
import { loadProjectsForActor } from '../project-core/index.ts';
import { findOverdueEvents, findOwedEvents } from './dashboard.repository.ts';
import type { ReportEventHead } from './events.presenter.ts';
import type { EventWithPeople } from './events.repository.ts';
import { describeEventHead, withPeopleNow } from './events.service.ts';

/** Each of the dashboard's lists shows at most this many. */
const DASHBOARD_LIMIT = 20;

/**
 * The dashboard's report cards: the events the caller owes (theirs, open, still fileable, on
 * projects they still open), and for staff-side roles who see overdue reports the overdue events
 * of the projects they act on (every project with `projects.view_all`, else those they are the cm
 * or cso of). Three statements.
 */
export async function getReportsDashboard(
  app: FastifyInstance,
  actor: SessionActor,
  now: Date = new Date(),
): Promise<ReportsDashboard> {
  const viewAll = can(actor, 'projects.view_all');
  const seesOverdueList = can(actor, 'reports.view_internal_events') && can(actor, 'reports.view_overdue');
  const fileableFrom = new Date(now.getTime() - EDIT_WINDOW_DAYS * DAY_MS);
  const [owed, overdue] = await Promise.all([
    findOwedEvents(app.db, actor.id, viewAll, fileableFrom, DASHBOARD_LIMIT),
    seesOverdueList
      ? findOverdueEvents(app.db, actor.id, viewAll ? null : actor.id, now, DASHBOARD_LIMIT)
      : Promise.resolve(null),
  ]);
  const rows = [...owed, ...(overdue ?? [])];
  const projects = await loadProjectsForActor(app.db, actor, [
    ...new Set(rows.map((row) => row.event.projectId)),
  ]);
  const described = await withPeopleNow(app.db, rows, (id) => projects.get(id)?.project);
  const describe = (list: readonly EventWithPeople[]): ReportEventHead[] =>
    list.flatMap((row) => {
      const loaded = projects.get(row.event.projectId);
      return loaded ? [describeEventHead(actor, loaded, row, now)] : [];
    });
  return {
    owed: describe(described.slice(0, owed.length)),
    overdue: overdue && describe(described.slice(owed.length)),
  };
}
