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

/** Who creates invoices and payouts (`invoices.create`); each of them opens every project. */
export const CREATES: Role[] = ['admin', 'pay_admin', 'staff'];

/**
 * The rows of a from-hours route (`path`: its months at GET, last month turned into drafts at
 * POST) on the caller's project (test/matrix-projects.ts), whose team has a worker with an approved
 * month last month (its id under `idKey`). `readers` read the months, those who create invoices
 * create; everyone else 403. Every creator opens every project, so out of reach is a project that does not exist (404).
 */
export function approvedMonthMatrix(path: string, readers: readonly Role[], idKey: string): MatrixSection {
  const projectOf = ({ ids }: MatrixContext, reach: boolean) => (reach ? (ids[idKey] as number) : MISSING);
  const months =
    (reach: boolean) =>
    (ctx: MatrixContext): MatrixRequest => ({ kind: 'json', query: `project=${projectOf(ctx, reach)}` });
  const create =
    (reach: boolean) =>
    (ctx: MatrixContext): MatrixRequest => ({
      kind: 'json',
      body: { project: projectOf(ctx, reach), month: LAST_MONTH },
    });
  return {
    expected: {
      [`GET ${path}`]: succeeds(only(...readers), 200),
      [`POST ${path}`]: succeeds(only(...CREATES), 201),
    },
    requests: { [`GET ${path}`]: months(true), [`POST ${path}`]: create(true) },
    unreachable: { [`GET ${path}`]: months(false), [`POST ${path}`]: create(false) },
    async setup(app, users) {
      const projects = await matrixProjects(app, users);
      const worker = await createUserWithRole(app.db, 'developer');
      for (const project of projects.home.values()) {
        await addParticipant(app.db, project.id, worker.id, { effectiveFrom: '2020-01-01' });
        await insertTimesheetMonth(app.db, {
          projectId: project.id,
          userId: worker.id,
          month: LAST_MONTH,
          hoursByDay: { [`${LAST_MONTH}-03`]: 800 },
          status: 'approved',
          reviewedById: worker.id,
        });
      }
      return (caller) => ({ [idKey]: homeOf(projects, caller).id });
    },
  };
}
