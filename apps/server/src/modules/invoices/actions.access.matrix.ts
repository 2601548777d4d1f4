import type { Role } from '@kazi/shared/auth/roles';
import type { MatrixSection } from '../../test/matrix.ts';
import { holds, MISSING, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';
import { inState } from './test-support.ts';

const FINANCE = only('admin', 'pay_admin');

/**
 * The action POSTs on invoices of the caller's project (test/matrix-projects.ts): admins and
 * finance (`invoices.finalize`, `invoices.bulk`) archive an approved invoice, generate a draft,
 * remind a generated one and archive another in bulk (by id, or by id and revision); everyone else
 * 403 before anything is read.
 * The stranger's invoices are 404 to them.
 */
export const invoiceActionsMatrix: MatrixSection = {
  expected: {
    'POST /api/invoices/:id/archive/': succeeds(FINANCE, 200),
    'POST /api/invoices/:id/generate/': succeeds(FINANCE, 200),
    'POST /api/invoices/:id/payment-reminder/': succeeds(FINANCE, 200),
    'POST /api/invoices/bulk/': succeeds(FINANCE, 200),
    'PATCH /api/invoices/bulk/edit/': succeeds(FINANCE, 200),
  },
  requests: {
    'POST /api/invoices/:id/archive/': onRecord('approvedInvoiceId'),
    'POST /api/invoices/:id/generate/': onRecord('generableInvoiceId'),
    'POST /api/invoices/:id/payment-reminder/': onRecord('generatedInvoiceId'),
    'POST /api/invoices/bulk/': ({ ids }) => ({
      kind: 'json',
      body: { ids: [ids.bulkInvoiceId], action: 'archive' },
    }),
    'PATCH /api/invoices/bulk/edit/': ({ ids }) => ({
      kind: 'json',
      body: { invoices: [{ id: ids.bulkEditInvoiceId, revision: ids.bulkEditRevision }], action: 'archive' },
    }),
  },
  unreachable: {
    'POST /api/invoices/:id/archive/': outOfReach('foreignApprovedInvoiceId'),
    'POST /api/invoices/:id/generate/': outOfReach('foreignDraftInvoiceId'),
    'POST /api/invoices/:id/payment-reminder/': outOfReach('foreignGeneratedInvoiceId'),
    'POST /api/invoices/bulk/': ({ caller, ids }) => ({
      kind: 'json',
      body: {
        ids: [holds(caller, 'projects.view_all') ? MISSING : ids.foreignApprovedInvoiceId],
        action: 'archive',
      },
    }),
    'PATCH /api/invoices/bulk/edit/': ({ caller, ids }) => ({
      kind: 'json',
      body: {
        invoices: [
          {
            id: holds(caller, 'projects.view_all') ? MISSING : ids.foreignApprovedInvoiceId,
            revision: ids.foreignApprovedRevision,
          },
        ],
        action: 'archive',
      },
    }),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const mine = new Map<Role, Record<string, number>>();
    for (const [role, project] of projects.home) {
      const bulkEdit = await inState(app.db, project.id, 'approved');
      mine.set(role, {
        approvedInvoiceId: (await inState(app.db, project.id, 'approved')).id,
        generableInvoiceId: (await inState(app.db, project.id, 'draft')).id,
        generatedInvoiceId: (await inState(app.db, project.id, 'generated')).id,
        bulkInvoiceId: (await inState(app.db, project.id, 'approved')).id,
        bulkEditInvoiceId: bulkEdit.id,
        bulkEditRevision: bulkEdit.revision,
      });
    }
    const foreign = projects.foreign.id;
    const foreignApproved = await inState(app.db, foreign, 'approved');
    const foreignIds = {
      foreignApprovedInvoiceId: foreignApproved.id,
      foreignApprovedRevision: foreignApproved.revision,
      foreignDraftInvoiceId: (await inState(app.db, foreign, 'draft')).id,
      foreignGeneratedInvoiceId: (await inState(app.db, foreign, 'generated')).id,
    };
    return (caller) => ({ ...mine.get(caller === 'anonymous' ? 'admin' : caller), ...foreignIds });
  },
};
