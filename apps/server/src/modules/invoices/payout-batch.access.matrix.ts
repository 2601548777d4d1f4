import type { Role } from '@kazi/shared/auth/roles';
import { addParticipant } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixRequest, MatrixSection } from '../../test/matrix.ts';
import { MISSING, matrixProjects } from '../../test/matrix-projects.ts';
import { only, succeeds } from '../../test/routes.ts';
import { batchRefOf, insertPayoutBatch } from './payouts.test-support.ts';

/** Who creates, edits and deletes payouts (`invoices.create`); each of them opens every project. */
const CREATES: Role[] = ['admin', 'pay_admin', 'staff'];

const id = (ids: Record<string, number>, key: string, reach: boolean) =>
  reach ? (ids[key] as number) : MISSING;
const onBatch =
  (key: string, reach: boolean, body?: (ids: Record<string, number>) => Record<string, unknown>) =>
  ({ ids }: MatrixContext): MatrixRequest => ({
    kind: 'json',
    params: { batch_ref: batchRefOf(id(ids, key, reach)) },
    body: body?.(ids),
  });
const rows = (ids: Record<string, number>) => [{ user: { id: ids.workerId }, amount: '120.00' }];
const batchBody = (ids: Record<string, number>) => ({
  title: 'Payout',
  issued_at: '2026-11-02',
  rows: rows(ids),
});

/**
 * Payout batches on the caller's project (test/matrix-projects.ts), whose team has a worker: those
 * who create payouts read the recipients, create a batch, read, edit and delete batches of their
 * project's; everyone else 403. Every creator opens every project, so out of reach is a project or
 * batch that does not exist (404).
 */
export const payoutBatchMatrix: MatrixSection = {
  expected: {
    'GET /api/invoices/payouts/recipients/': succeeds(only(...CREATES), 200),
    'POST /api/invoices/payouts/': succeeds(only(...CREATES), 201),
    'GET /api/invoices/payouts/:batch_ref/': succeeds(only(...CREATES), 200),
    'PATCH /api/invoices/payouts/:batch_ref/': succeeds(only(...CREATES), 200),
    'DELETE /api/invoices/payouts/:batch_ref/': succeeds(only(...CREATES), 204),
  },
  requests: {
    'GET /api/invoices/payouts/recipients/': ({ ids }) => ({
      kind: 'json',
      query: `project=${ids.payoutProjectId}`,
    }),
    'POST /api/invoices/payouts/': ({ ids }) => ({
      kind: 'json',
      body: { project: ids.payoutProjectId, ...batchBody(ids) },
    }),
    'GET /api/invoices/payouts/:batch_ref/': onBatch('readBatch', true),
    'PATCH /api/invoices/payouts/:batch_ref/': onBatch('editBatch', true, (ids) => ({
      ...batchBody(ids),
      revisions: { [String(ids.editMember)]: 0 },
    })),
    'DELETE /api/invoices/payouts/:batch_ref/': onBatch('deleteBatch', true),
  },
  unreachable: {
    'GET /api/invoices/payouts/recipients/': () => ({ kind: 'json', query: `project=${MISSING}` }),
    'POST /api/invoices/payouts/': ({ ids }) => ({
      kind: 'json',
      body: { project: MISSING, ...batchBody(ids) },
    }),
    'GET /api/invoices/payouts/:batch_ref/': onBatch('readBatch', false),
    'PATCH /api/invoices/payouts/:batch_ref/': onBatch('editBatch', false, (ids) => ({
      ...batchBody(ids),
      revisions: {},
    })),
    'DELETE /api/invoices/payouts/:batch_ref/': onBatch('deleteBatch', false),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const worker = await createUserWithRole(app.db, 'developer');
    const mine = new Map<Role, Record<string, number>>();
    for (const [role, project] of projects.home) {
      await addParticipant(app.db, project.id, worker.id);
      const batch = async () =>
        insertPayoutBatch(app.db, project.id, [{ userId: worker.id, amountMinor: 5000 }]);
      const read = await batch();
      const edit = await batch();
      const del = await batch();
      mine.set(role, {
        payoutProjectId: project.id,
        workerId: worker.id,
        readBatch: read.number,
        editBatch: edit.number,
        editMember: edit.ids[0] as number,
        deleteBatch: del.number,
      });
    }
    return (caller) => mine.get(caller === 'anonymous' ? 'admin' : caller) ?? {};
  },
};
