import type { MatrixSection } from '../../test/matrix.ts';
import { homeOf, matrixProjects, outOfReach } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';

const SETTINGS = {
  developer_updates: true,
  pm_reports: true,
  client_surveys: false,
  developer_surveys: true,
  due_hour: 16,
};

/**
 * Settings → reports on the caller's project (test/matrix-projects.ts): admins and staff configure
 * any project, the client their own (they own their matrix project); everyone else who opens the
 * project gets 403 from the service (a rule on the project, not a permission alone). The
 * stranger's project is 404.
 */
const CONFIGURE = succeeds(only('admin', 'staff', 'client'), 200);

export const reportSettingsMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/:id/report-settings/': CONFIGURE,
    'PUT /api/projects/:id/report-settings/': CONFIGURE,
  },
  requests: {
    'GET /api/projects/:id/report-settings/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.reportProjectId as number },
    }),
    'PUT /api/projects/:id/report-settings/': ({ ids }) => ({
      kind: 'json',
      params: { id: ids.reportProjectId as number },
      body: SETTINGS,
    }),
  },
  unreachable: {
    'GET /api/projects/:id/report-settings/': outOfReach('foreignReportProjectId'),
    'PUT /api/projects/:id/report-settings/': outOfReach('foreignReportProjectId', SETTINGS),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    return (caller) => ({
      reportProjectId: homeOf(projects, caller).id,
      foreignReportProjectId: projects.foreign.id,
    });
  },
};
