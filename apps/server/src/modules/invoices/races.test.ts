import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { auditOf, historyOf, inState, invoiceOf, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let projectId: number;

beforeAll(async () => {
  const world = await openWorld();
  ({ t, p } = world);
  projectId = world.project.id;
});
afterAll(() => t.close());

const PARALLEL = 50;

/** docs/quality.md, Races: 50 parallel transitions on one invoice → exactly one, one history line, one audit row. */
describe('parallel transitions on one invoice', () => {
  it.each([
    ['approve', 'pending', 'client', 'approved'],
    ['mark_as_paid', 'generated', 'finance', 'marked_as_paid'],
  ] as const)('%s ×50: one success, 49 × 409', async (action, state, role, event) => {
    const invoice = await inState(t.app.db, projectId, state);
    const who = p[role].client;
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        who.patch(`/api/invoices/${invoice.id}/`, { action }).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    expect((await historyOf(t.app.db, invoice.id)).map((row) => row.action)).toEqual([event]);
    expect(await auditOf(t.app.db, invoice.id)).toHaveLength(1);
    expect((await invoiceOf(t.app.db, invoice.id)).revision).toBe(1);
  });
});

describe('a credit note edited while a bulk action holds it and the invoice it credits', () => {
  it('never deadlocks: both take the credited invoice first (no 500)', async () => {
    const credited = await inState(t.app.db, projectId, 'generated', { amountMinor: 10_000 });
    const note = await inState(t.app.db, projectId, 'draft', {
      type: 'credit_nota',
      refInvoiceId: credited.id,
      amountMinor: 1_000,
    });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        p.finance.client.patch(`/api/invoices/${note.id}/`, { title: `Credit ${i}` }),
        // Refused as a whole (a credit note takes no reminder), after locking both rows.
        p.finance.client.post('/api/invoices/bulk/', {
          action: 'send_reminder',
          ids: [credited.id, note.id],
        }),
      ])
        .flat()
        .map((request) => request.then((response) => response.statusCode)),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
