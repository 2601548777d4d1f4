import type { Role } from '@kazi/shared/auth/roles';
import { todayIso } from '@kazi/shared/team/rules';
import { previousMonth } from '@kazi/shared/timesheets/rules';
import { addParticipant } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixRequest, MatrixSection } from '../../test/matrix.ts';
import { homeOf, MISSING, matrixProjects } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';

const LAST_MONTH = previousMonth(todayIso().slice(0, 7));

/** Who creates payouts (`invoices.create`); each of them opens every project. */
const CREATES: Role[] = ['admin', 'pay_admin', 'staff'];

const projectOf = ({ ids }: MatrixContext, reach: boolean) =>
  reach ? (ids.payoutHoursProjectId as number) : MISSING;
const months =
  (reach: boolean) =>
  (ctx: MatrixContext): MatrixRequest => ({ kind: 'json', query: `project=${projectOf(ctx, reach)}` });
const payOut =
  (reach: boolean) =>
  (ctx: MatrixContext): MatrixRequest => ({
    kind: 'json',
    body: { project: projectOf(ctx, reach), month: LAST_MONTH },
  });

/**
 * Payouts from approved hours on the caller's project (test/matrix-projects.ts), whose team has a
 * worker with an approved month last month: those who create payouts and client managers (who
 * review the months) read the months; those who create payouts pay last month out; everyone else
 * 403. A project that does not exist is 404 (the client manager's reach is their own project's).
 */
export const payoutsFromHoursMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/payouts/from-hours/': succeeds(only(...CREATES, 'client_manager'), 200),
    'POST /api/invoices/payouts/from-hours/': succeeds(only(...CREATES), 201),
  },
  requests: {
    'GET /api/invoices/payouts/from-hours/': months(true),
    'POST /api/invoices/payouts/from-hours/': payOut(true),
  },
  unreachable: {
    'GET /api/invoices/payouts/from-hours/': months(false),
    'POST /api/invoices/payouts/from-hours/': payOut(false),
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
        hoursByDay: { [`${LAST_MONTH}-04`]: 750 },
        status: 'approved',
        reviewedById: worker.id,
      });
    }
    return (caller) => ({ payoutHoursProjectId: homeOf(projects, caller).id });
  },
};
