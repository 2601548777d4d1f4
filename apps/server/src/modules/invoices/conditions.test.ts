import { INVOICE_ACTIONS, stateAllows } from '@kazi/shared/invoices/policy';
import { INVOICE_STATUSES } from '@kazi/shared/invoices/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { clientProject, type InvoiceRow, insertInvoice, people } from './test-support.ts';
import { idsAllowing } from './writes.repository.ts';

let t: TestApp;
const rows: InvoiceRow[] = [];

/** Every combination of what the policy reads: types (a sale, a credit note, a payout) × statuses × paid × finalized × archived × sent. */
beforeAll(async () => {
  t = await createTestApp();
  const project = await clientProject(t.app.db, await people(t));
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
