import type { Role } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { type MatrixRow, only, signedIn, succeeds } from '../../test/routes.ts';
import { inState, saleBody } from './test-support.ts';

/** Developers and designers see no incoming invoice: one of their project's is 404 to them. */
const SEES_NONE: Role[] = ['developer', 'designer'];
export const seers = (row: MatrixRow): MatrixRow => ({
  ...row,
  ...Object.fromEntries(SEES_NONE.map((role) => [role, 404])),
});

/** Who creates invoices and sends them for approval (`invoices.create`). */
const CREATES: Role[] = ['admin', 'pay_admin', 'staff'];

/**
 * The invoices list, one invoice, creating, PATCH and DELETE, on invoices of the caller's project
 * (test/matrix-projects.ts): a pending one to read, a draft to send for approval, another to
 * delete. Everyone signed in lists (developers an empty page); everyone who sees an invoice reads
 * it, developers and designers get 404; admins, finance and staff create and send for approval
 * (other roles that see the invoice: 403; clients do not see a draft: 404); admins and finance
 * delete (the same 403 and 404s). The stranger's invoices are
 * 404 to everyone.
 */
export const invoicesMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/': succeeds(signedIn(), 200),
    'GET /api/invoices/:id/': seers(succeeds(signedIn(), 200)),
    'POST /api/invoices/': succeeds(only(...CREATES), 201),
    // The draft to send is Kazi's side's: a client does not see it (ADR 032 Scope).
    'PATCH /api/invoices/:id/': { ...seers(succeeds(only(...CREATES), 200)), client: 404 },
    'DELETE /api/invoices/:id/': { ...seers(succeeds(only('admin', 'pay_admin'), 204)), client: 404 },
  },
  requests: {
    'GET /api/invoices/:id/': onRecord('invoiceId'),
    'POST /api/invoices/': ({ ids }) => ({ kind: 'json', body: saleBody(ids.invoiceProjectId as number) }),
    'PATCH /api/invoices/:id/': onRecord('draftInvoiceId', { action: 'send_for_approval' }),
    'DELETE /api/invoices/:id/': onRecord('spareInvoiceId'),
  },
  unreachable: {
    'GET /api/invoices/:id/': outOfReach('foreignInvoiceId'),
    'PATCH /api/invoices/:id/': outOfReach('foreignInvoiceId', { action: 'send_for_approval' }),
    'DELETE /api/invoices/:id/': outOfReach('foreignInvoiceId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const mine = new Map<Role, Record<string, number>>();
    for (const [role, project] of projects.home) {
      mine.set(role, {
        invoiceProjectId: project.id,
        invoiceId: (await inState(app.db, project.id, 'pending')).id,
        draftInvoiceId: (await inState(app.db, project.id, 'draft')).id,
        spareInvoiceId: (await inState(app.db, project.id, 'draft')).id,
      });
    }
    const foreign = await inState(app.db, projects.foreign.id, 'draft');
    return (caller) => ({
      ...mine.get(caller === 'anonymous' ? 'admin' : caller),
      foreignInvoiceId: foreign.id,
    });
  },
};
