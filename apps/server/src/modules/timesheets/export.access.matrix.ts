import { todayIso } from '@kazi/shared/team/rules';
import type { MatrixSection } from '../../test/matrix.ts';
import { holds, homeOf, MISSING, matrixProjects } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';

const month = () => todayIso().slice(0, 7);

/**
 * The month export (export.routes.ts) of the caller's project (test/matrix-projects.ts): staff and
 * the client-side roles (`timesheets.export`) download it; talents may not (403). The stranger's
 * project is 404 (a project that does not exist for those who open every project).
 */
export const timesheetExportMatrix: MatrixSection = {
  expected: {
    'GET /api/timesheet-entries/export/': succeeds(
      only('admin', 'pay_admin', 'staff', 'client_manager', 'client_support_officer', 'client'),
      200,
    ),
  },
  requests: {
    'GET /api/timesheet-entries/export/': ({ ids }) => ({
      kind: 'json',
      query: `year_month=${month()}&project=${ids.projectId}&format=csv`,
    }),
  },
  unreachable: {
    'GET /api/timesheet-entries/export/': ({ caller, ids }) => ({
      kind: 'json',
      query: `year_month=${month()}&project=${holds(caller, 'projects.view_all') ? MISSING : ids.foreignProjectId}`,
    }),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    return (caller) => ({ projectId: homeOf(projects, caller).id, foreignProjectId: projects.foreign.id });
  },
};
