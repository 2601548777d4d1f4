import type { MatrixSection } from '../../test/matrix.ts';
import { only, succeeds } from '../../test/routes.ts';

/**
 * The dashboard's timesheet lists (dashboard.routes.ts): one's own months for the talents who log
 * hours (`timesheets.log_own`), the months awaiting review for those who review
 * (`timesheets.review`); both are the caller's own lists, so there is no record out of reach
 * (their scope is proven in dashboard.test.ts).
 */
export const timesheetDashboardMatrix: MatrixSection = {
  expected: {
    'GET /api/timesheet-entries/mine/': succeeds(only('developer', 'designer', 'space_lead'), 200),
    'GET /api/timesheet-entries/awaiting-review/': succeeds(only('admin', 'staff', 'client_manager'), 200),
  },
};
