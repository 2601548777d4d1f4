import type { Role } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { signedIn, succeeds } from '../../test/routes.ts';
import { inState } from './test-support.ts';

/**
 * An invoice's PDF: a generated invoice on the caller's project (test/matrix-projects.ts). Whoever
 * sees the invoice downloads it; developers and designers, who see no incoming invoice, get 404,
 * and so does everyone for the stranger's invoice.
 */
export const invoiceDownloadMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/:id/download/': { ...succeeds(signedIn(), 200), developer: 404, designer: 404 },
  },
  requests: {
    'GET /api/invoices/:id/download/': onRecord('generatedInvoiceId'),
  },
  unreachable: {
    'GET /api/invoices/:id/download/': outOfReach('foreignGeneratedInvoiceId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const mine = new Map<Role, number>();
    for (const [role, project] of projects.home) {
      mine.set(role, (await inState(app.db, project.id, 'generated')).id);
    }
    const foreign = await inState(app.db, projects.foreign.id, 'generated');
    return (caller) => ({
      generatedInvoiceId: mine.get(caller === 'anonymous' ? 'admin' : caller) as number,
      foreignGeneratedInvoiceId: foreign.id,
    });
  },
};
