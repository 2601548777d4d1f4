import type { Role } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';
import { inState } from './test-support.ts';

/**
 * The action POSTs on an invoice of the caller's project (test/matrix-projects.ts): admins and
 * finance (`invoices.finalize`) archive an approved invoice; everyone else 403 before anything is
 * read. The stranger's invoice is 404 to them.
 */
export const invoiceActionsMatrix: MatrixSection = {
  expected: {
    'POST /api/invoices/:id/archive/': succeeds(only('admin', 'pay_admin'), 200),
  },
  requests: {
    'POST /api/invoices/:id/archive/': onRecord('approvedInvoiceId'),
  },
  unreachable: {
    'POST /api/invoices/:id/archive/': outOfReach('foreignApprovedInvoiceId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const mine = new Map<Role, Record<string, number>>();
    for (const [role, project] of projects.home) {
      mine.set(role, { approvedInvoiceId: (await inState(app.db, project.id, 'approved')).id });
    }
    const foreign = await inState(app.db, projects.foreign.id, 'approved');
    return (caller) => ({
      ...mine.get(caller === 'anonymous' ? 'admin' : caller),
      foreignApprovedInvoiceId: foreign.id,
    });
  },
};
