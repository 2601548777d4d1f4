import type { Role } from '@kazi/shared/auth/roles';
import { todayIso } from '@kazi/shared/team/rules';
import { previousMonth } from '@kazi/shared/timesheets/rules';
import { addParticipant } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixRequest, MatrixSection } from '../../test/matrix.ts';
import { holds, homeOf, MISSING, matrixProjects } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

const TODAY = todayIso();
const THIS_MONTH = TODAY.slice(0, 7);
const LAST_MONTH = previousMonth(THIS_MONTH);

/** Talents log their own hours; reviewers correct a worker's (a developer who is no matrix user). */
const LOGS_OWN: Role[] = ['space_lead', 'developer', 'designer'];
const REVIEWS: Role[] = ['admin', 'staff', 'client_manager'];

/** The caller's project, or, out of reach, the stranger's (a project that does not exist for those who open every project). */
const projectFor = ({ caller, ids }: MatrixContext, reach: boolean): number =>
  reach
    ? (ids.projectId as number)
    : holds(caller, 'projects.view_all')
      ? MISSING
      : (ids.foreignProjectId as number);

const monthQuery =
  (reach: boolean) =>
  (ctx: MatrixContext): MatrixRequest => ({
    kind: 'json',
    query: `year_month=${LAST_MONTH}&project=${projectFor(ctx, reach)}`,
  });
const yearQuery =
  (reach: boolean) =>
  (ctx: MatrixContext): MatrixRequest => ({
    kind: 'json',
    query: `year=${LAST_MONTH.slice(0, 4)}&project=${projectFor(ctx, reach)}`,
  });
const approval =
  (reach: boolean) =>
  (ctx: MatrixContext): MatrixRequest => ({
    kind: 'json',
    body: {
      project: projectFor(ctx, reach),
      user: reach ? ctx.ids.workerId : ctx.ids.strangerId,
      year_month: LAST_MONTH,
      action: 'approve',
    },
  });

/**
 * Timesheets of the caller's project (test/matrix-projects.ts), whose team has a worker with a
 * pending month last month. Everyone who opens the project reads its months (their own row or
 * everyone's: timesheets tests); talents save their own hours today, reviewers (admins, staff,
 * the client manager) correct the worker's and approve the worker's last month; clients, pay
 * admins and support officers save nothing (403). The stranger's project is 404 to every read and
 * review; inside the bulk save's body it is a 400 on that entry (bulk-save.test.ts).
 */
export const timesheetsMatrix: MatrixSection = {
  expected: {
    'GET /api/timesheet-entries/': succeeds(signedIn(), 200),
    'GET /api/timesheet-entries/summary/': succeeds(signedIn(), 200),
    'GET /api/timesheets-summary/': succeeds(signedIn(), 200),
    'POST /api/timesheet-entries/bulk/': succeeds(only(...LOGS_OWN, ...REVIEWS), 200),
    'POST /api/timesheet-entries/review/': succeeds(only(...REVIEWS), 200),
  },
  requests: {
    'GET /api/timesheet-entries/': monthQuery(true),
    'GET /api/timesheet-entries/summary/': monthQuery(true),
    'GET /api/timesheets-summary/': yearQuery(true),
    'POST /api/timesheet-entries/bulk/': (ctx) => {
      const own = ctx.caller !== 'anonymous' && LOGS_OWN.includes(ctx.caller);
      const user = own && ctx.user ? ctx.user.id : ctx.ids.workerId;
      return {
        kind: 'json',
        body: { timesheet_entries: [{ day: TODAY, hours_worked: 1.5, project: ctx.ids.projectId, user }] },
      };
    },
    'POST /api/timesheet-entries/review/': approval(true),
  },
  unreachable: {
    'GET /api/timesheet-entries/': monthQuery(false),
    'GET /api/timesheet-entries/summary/': monthQuery(false),
    'GET /api/timesheets-summary/': yearQuery(false),
    'POST /api/timesheet-entries/review/': approval(false),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const worker = await createUserWithRole(app.db, 'developer');
    for (const project of projects.home.values()) {
      await addParticipant(app.db, project.id, worker.id, { effectiveFrom: '2020-01-01' });
      await insertTimesheetMonth(app.db, {
        projectId: project.id,
        userId: worker.id,
        month: LAST_MONTH,
        hoursByDay: { [`${LAST_MONTH}-02`]: 800 },
      });
    }
    return (caller) => ({
      projectId: homeOf(projects, caller).id,
      foreignProjectId: projects.foreign.id,
      workerId: worker.id,
      strangerId: projects.stranger.id,
    });
  },
};
