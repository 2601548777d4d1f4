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
