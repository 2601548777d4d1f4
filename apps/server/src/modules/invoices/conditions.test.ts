import { INVOICE_ACTIONS, stateAllows } from '@kazi/shared/invoices/policy';
import { INVOICE_STATUSES } from '@kazi/shared/invoices/rules';
import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { refused } from './form.ts';
import { clientProject, type InvoiceRow, insertInvoice, type People, people } from './test-support.ts';
import { idsAllowing, updateIfAllowed } from './writes.repository.ts';

let t: TestApp;
let p: People;
const rows: InvoiceRow[] = [];

/** Every combination of what the policy reads: types (a sale, a credit note, a payout) × statuses × paid × finalized × archived × sent. */
beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
  const project = await clientProject(t.app.db, p);
  for (const type of ['sale', 'credit_nota', 'purchase'] as const) {
    for (const status of INVOICE_STATUSES) {
      for (const paid of [false, true]) {
        for (const finalized of [false, true]) {
          for (const archived of [false, true]) {
            for (const sent of [false, true]) {
              rows.push(
                await insertInvoice(t.app.db, {
                  projectId: project.id,
                  type,
                  status,
                  paid,
                  finalized,
                  number: finalized ? `C-${rows.length}` : null,
                  archived,
                  lastSentAt: sent ? new Date() : null,
                }),
              );
            }
          }
        }
      }
    }
  }
});
afterAll(() => t.close());

describe('the conditional updates’ SQL says what the shared policy says (ADR 032)', () => {
  it.each(INVOICE_ACTIONS)('%s: the same invoices on both sides', async (action) => {
    const bySql = await idsAllowing(
      t.app.db,
      action,
      rows.map((row) => row.id),
    );
    const byPolicy = rows.filter((row) => stateAllows(action, row)).map((row) => row.id);
    expect(bySql).toEqual(byPolicy.sort((a, b) => a - b));
    expect(rows.filter((row) => row.type === 'sale' && stateAllows(action, row)).length).toBeGreaterThan(0);
  });
});

describe('a payout on an archived project (ADR 036): the conditional update itself refuses edit and delete', () => {
  /** A payout in each state the policy reads, on a project archived after it was made. */
  const payoutsOnArchived = async () => {
    const project = await clientProject(t.app.db, p);
    const made: InvoiceRow[] = [];
    for (const status of INVOICE_STATUSES) {
      for (const paid of [false, true]) {
        for (const archived of [false, true]) {
          made.push(
            await insertInvoice(t.app.db, {
              projectId: project.id,
              type: 'purchase',
              status,
              paid,
              archived,
            }),
          );
        }
      }
    }
    await t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, project.id));
    return made;
  };

  it.each(INVOICE_ACTIONS)('%s: the same payouts on both sides, the project read by both', async (action) => {
    const made = await payoutsOnArchived();
    const bySql = await idsAllowing(
      t.app.db,
      action,
      made.map((row) => row.id),
    );
    const byPolicy = made.filter((row) => stateAllows(action, { ...row, projectArchived: true }));
    expect(bySql).toEqual(byPolicy.map((row) => row.id).sort((a, b) => a - b));
    if (action === 'edit' || action === 'delete') expect(bySql).toEqual([]);
  });

  it('refuses the write of a payout whose project was archived after the check, with the archived reason', async () => {
    const project = await clientProject(t.app.db, p);
    const payout = await insertInvoice(t.app.db, {
      projectId: project.id,
      type: 'purchase',
      status: 'draft',
    });
    // The service's check read the project open; it is archived before the write.
    await t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, project.id));
    await t.app.db.transaction(async (tx) => {
      expect(await updateIfAllowed(tx, payout.id, 'edit', { title: 'Changed' }, payout.revision)).toBeNull();
      expect(await updateIfAllowed(tx, payout.id, 'delete', { deletedAt: new Date() })).toBeNull();
      for (const action of ['edit', 'delete'] as const) {
        const error = await refused(tx, payout.id, action);
        expect([error.status, error.detail]).toEqual([409, MESSAGES.invoices.errors.projectArchived]);
      }
    });
    // Open again, the same write goes through.
    await t.app.db.update(projects).set({ archived: false }).where(eq(projects.id, project.id));
    const after = await t.app.db.transaction((tx) =>
      updateIfAllowed(tx, payout.id, 'edit', { title: 'Changed' }, payout.revision),
    );
    expect(after?.title).toBe('Changed');
  });
});
