import type { Role } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { type MatrixRow, signedIn, succeeds } from '../../test/routes.ts';
import { inState } from './test-support.ts';

/** Developers and designers see no incoming invoice: one of their project's is 404 to them. */
const SEES_NONE: Role[] = ['developer', 'designer'];
const seers = (row: MatrixRow): MatrixRow => ({
  ...row,
  ...Object.fromEntries(SEES_NONE.map((role) => [role, 404])),
});

/**
 * The invoices list and one invoice: a pending invoice on the caller's project
 * (test/matrix-projects.ts). Everyone signed in lists (developers an empty page); everyone who
 * sees the invoice reads it, developers and designers get 404. The stranger's invoice is 404 to
 * everyone.
 */
export const invoicesMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/': succeeds(signedIn(), 200),
    'GET /api/invoices/:id/': seers(succeeds(signedIn(), 200)),
  },
  requests: {
    'GET /api/invoices/:id/': onRecord('invoiceId'),
  },
  unreachable: {
    'GET /api/invoices/:id/': outOfReach('foreignInvoiceId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const mine = new Map<Role, number>();
    for (const [role, project] of projects.home) {
      mine.set(role, (await inState(app.db, project.id, 'pending')).id);
    }
    const foreign = await inState(app.db, projects.foreign.id, 'pending');
    return (caller) => ({
      invoiceId: mine.get(caller === 'anonymous' ? 'admin' : caller) as number,
      foreignInvoiceId: foreign.id,
    });
  },
};
