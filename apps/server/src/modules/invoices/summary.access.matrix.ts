import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn, succeeds } from '../../test/routes.ts';

/** The summary header: everyone signed in reads the figures of what they see (developers: zeros). */
export const invoiceSummaryMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/summary/': succeeds(signedIn(), 200),
  },
};
