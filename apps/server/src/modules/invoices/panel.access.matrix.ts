import type { Role } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';
import { seers } from './access.matrix.ts';
import { inState } from './test-support.ts';

const COMMENT = { body: 'Checked by the authorization matrix' };

/**
 * The side panel's History and Comments of an invoice on the caller's project
 * (test/matrix-projects.ts): admins and finance read the history (others 403); everyone who sees
 * the invoice reads and writes comments, developers and designers get 404. The stranger's invoice
 * is 404 to them all.
 */
export const invoicePanelMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/:id/history/': succeeds(only('admin', 'pay_admin'), 200),
    'GET /api/invoices/:id/comments/': seers(succeeds(signedIn(), 200)),
    'POST /api/invoices/:id/comments/': seers(succeeds(signedIn(), 201)),
  },
  requests: {
    'GET /api/invoices/:id/history/': onRecord('panelInvoiceId'),
    'GET /api/invoices/:id/comments/': onRecord('panelInvoiceId'),
    'POST /api/invoices/:id/comments/': onRecord('panelInvoiceId', COMMENT),
  },
  unreachable: {
    'GET /api/invoices/:id/history/': outOfReach('foreignPanelInvoiceId'),
    'GET /api/invoices/:id/comments/': outOfReach('foreignPanelInvoiceId'),
    'POST /api/invoices/:id/comments/': outOfReach('foreignPanelInvoiceId', COMMENT),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const mine = new Map<Role, number>();
    for (const [role, project] of projects.home)
      mine.set(role, (await inState(app.db, project.id, 'pending')).id);
    const foreign = await inState(app.db, projects.foreign.id, 'pending');
    return (caller) => ({
      panelInvoiceId: mine.get(caller === 'anonymous' ? 'admin' : caller) as number,
      foreignPanelInvoiceId: foreign.id,
    });
  },
};
