import type { MatrixSection } from '../../../test/matrix.ts';
import { MISSING } from '../../../test/matrix-projects.ts';
import { only, succeeds } from '../../../test/routes.ts';

const RANGE = 'start=2026-01-01&end=2026-12-31';

/**
 * The payments export (export.routes.ts): admins and finance (`payments.export`) download it,
 * everyone else signed in gets 403. Those who export open every project, so the project out of
 * their reach is one that does not exist (404). The payouts side (`payouts.export`) is in
 * export.test.ts: the matrix has one request per route.
 */
export const invoiceExportMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/export/': succeeds(only('admin', 'pay_admin'), 200),
  },
  requests: {
    'GET /api/invoices/export/': () => ({ kind: 'json', query: `${RANGE}&type=sale` }),
  },
  unreachable: {
    'GET /api/invoices/export/': () => ({ kind: 'json', query: `${RANGE}&type=sale&project=${MISSING}` }),
  },
};
