import type { MatrixSection } from '../../test/matrix.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

/**
 * The payouts list: everyone signed in lists what they see (clients an empty page); the platform
 * bar's totals: admins and finance (`payouts.filter_platform`), others 403.
 */
export const payoutListMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/payouts/': succeeds(signedIn(), 200),
    'GET /api/invoices/platform-summary/': succeeds(only('admin', 'pay_admin'), 200),
  },
};
