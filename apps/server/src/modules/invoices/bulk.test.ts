import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import type { TestApp } from '../../test/app.ts';
import {
  auditOf,
  historyOf,
  type InvoiceRow,
  inState,
  invoiceOf,
  openWorld,
  type People,
  type State,
} from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
});
afterAll(() => t.close());

const bulk = (body: Record<string, unknown>, who = p.finance, headers?: Record<string, string>) =>
  who.client.post('/api/invoices/bulk/', body, headers ? { headers } : {});
const many = (state: State, count: number, overrides = {}) =>
  Promise.all(Array.from({ length: count }, () => inState(t.app.db, project.id, state, overrides)));
const ids = (rows: InvoiceRow[]) => rows.map((row) => row.id);
const revisions = async (rows: InvoiceRow[]) =>
  Promise.all(rows.map(async (row) => (await invoiceOf(t.app.db, row.id)).revision));

describe('POST invoices/bulk/ (ADR 032): all or nothing, finance only', () => {
  it('marks every invoice paid, each with its history line and audit row', async () => {
    const rows = await many('generated', 3);
    const response = await bulk({ ids: ids(rows), action: 'mark_as_paid' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Invoices marked as paid' });
    for (const row of rows) {
      expect(await invoiceOf(t.app.db, row.id)).toMatchObject({ paid: true, paidById: p.finance.user.id });
      expect((await historyOf(t.app.db, row.id)).map((event) => event.action)).toEqual(['marked_as_paid']);
      expect((await auditOf(t.app.db, row.id)).map((entry) => entry.action)).toEqual([
        'invoice.mark_as_paid',
      ]);
    }
  });

  it('refuses the whole request when one invoice refuses, naming each and why; nothing changes', async () => {
    const fine = await many('generated', 2);
    const [draft] = await many('draft', 1);
    const [paid] = await many('paid', 1);
    const rows = [...fine, draft as InvoiceRow, paid as InvoiceRow];
    const response = await bulk({ ids: ids(rows), action: 'mark_as_paid' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Nothing was changed: 2 of the selected invoices cannot take this action.',
      refused: [
        { id: draft?.id, reason: 'Generate this invoice first.' },
        { id: paid?.id, reason: 'This invoice is already paid.' },
      ],
      request_id: response.headers['x-request-id'],
    });
    expect(await revisions(rows)).toEqual(rows.map((row) => row.revision));
    expect(await historyOf(t.app.db, fine[0]?.id as number)).toEqual([]);
  });

  it('an id the caller cannot see is 404 and nothing changes', async () => {
    const rows = await many('approved', 2);
    expect((await bulk({ ids: [...ids(rows), 2_000_000_000], action: 'archive' })).statusCode).toBe(404);
    const deleted = await inState(t.app.db, project.id, 'draft', { deletedAt: new Date() });
    expect((await bulk({ ids: [...ids(rows), deleted.id], action: 'archive' })).statusCode).toBe(404);
    expect(await revisions(rows)).toEqual([0, 0]);
  });

  it('only finance (and admins) use it; approving needs the approvers’ permission too', async () => {
    const rows = await many('pending', 2);
    for (const who of [p.staff, p.client, p.cm, p.dev]) {
      expect((await bulk({ ids: ids(rows), action: 'archive' }, who)).statusCode).toBe(403);
    }
    expect((await bulk({ ids: ids(rows), action: 'approve' }, p.finance)).statusCode).toBe(403);
    const approved = await bulk({ ids: ids(rows), action: 'approve' }, p.admin);
    expect(approved.json()).toEqual({ message: 'Invoices approved' });
  });

  it('generates in id order, each in its series, each mailed', async () => {
    const rows = (await many('draft', 3, { issuedAt: '2034-04-01' })).sort((a, b) => a.id - b.id);
    const response = await bulk({ ids: ids(rows).reverse(), action: 'generate' });
    expect(response.json()).toEqual({ message: 'Invoices generated' });
    const numbers = await Promise.all(rows.map(async (row) => (await invoiceOf(t.app.db, row.id)).number));
    expect(numbers).toEqual(['INV-2034-0001', 'INV-2034-0002', 'INV-2034-0003']);
    for (const row of rows) expect((await invoiceOf(t.app.db, row.id)).lastMailId).not.toBeNull();
  });

  it.each([
    ['archive', 'approved', 'Invoices archived', { archived: true }],
    ['delete', 'draft', 'Invoices deleted', {}],
    ['send_reminder', 'generated', 'Invoice payment reminders sent', { reminderCount: 1 }],
  ] as const)('%s', async (action, state, message, after) => {
    const rows = await many(state, 2);
    expect((await bulk({ ids: ids(rows), action })).json()).toEqual({ message });
    for (const row of rows) expect(await invoiceOf(t.app.db, row.id)).toMatchObject(after);
    if (action === 'delete') {
      expect((await p.finance.client.get(`/api/invoices/${rows[0]?.id}/`)).statusCode).toBe(404);
    }
  });

  it('validates the body', async () => {
    expect((await bulk({ ids: [], action: 'archive' })).statusCode).toBe(400);
    expect((await bulk({ ids: [1], action: 'explode' })).statusCode).toBe(400);
    const unselected = await bulk({ ids: [1], action: 'archive', revisions: { 2: 0 } });
    expect(unselected.statusCode).toBe(400);
    expect(unselected.body).toContain('Revisions name only the selected invoices.');
    expect((await bulk({ ids: [1], action: 'archive', revisions: { 1: -1 } })).statusCode).toBe(400);
  });

  it('with the revisions read, refuses the whole request when one invoice changed since; nothing changes', async () => {
    const rows = await many('generated', 3);
    const [changed, ...others] = rows as [InvoiceRow, ...InvoiceRow[]];
    const read = Object.fromEntries(rows.map((row) => [row.id, row.revision]));
    // One of them changes after the page read it.
    await t.app.db.execute(sql`update invoices set revision = revision + 1 where id = ${changed.id}`);
    const stale = await bulk({ ids: ids(rows), action: 'mark_as_paid', revisions: read });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      refused: [
        { id: changed.id, reason: 'This invoice changed since you opened it. Reload and try again.' },
      ],
    });
    expect(await historyOf(t.app.db, others[0]?.id as number)).toEqual([]);
    const fresh = { ...read, [changed.id]: changed.revision + 1 };
    const response = await bulk({ ids: ids(rows), action: 'mark_as_paid', revisions: fresh });
    expect(response.statusCode, response.body).toBe(200);
    for (const row of rows) expect(await invoiceOf(t.app.db, row.id)).toMatchObject({ paid: true });
  });

  it('honours an Idempotency-Key: a replay answers the first response, another body is 422', async () => {
    const rows = await many('approved', 2);
    const headers = { 'idempotency-key': `bulk-${rows[0]?.id}` };
    const first = await bulk({ ids: ids(rows), action: 'archive' }, p.finance, headers);
    const again = await bulk({ ids: ids(rows), action: 'archive' }, p.finance, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await revisions(rows)).toEqual([1, 1]);
    expect((await bulk({ ids: [rows[0]?.id], action: 'archive' }, p.finance, headers)).statusCode).toBe(422);
  });
});

describe('PATCH invoices/bulk/edit/ (ADR 032): the invoices as the caller read them', () => {
  const bulkEdit = (body: Record<string, unknown>, who = p.finance) =>
    who.client.patch('/api/invoices/bulk/edit/', body);
  const read = (rows: InvoiceRow[]) => rows.map((row) => ({ id: row.id, revision: row.revision }));

  it('applies the action to every invoice named with the revision read', async () => {
    const rows = await many('approved', 2);
    const response = await bulkEdit({ invoices: read(rows), action: 'archive' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Invoices archived' });
    for (const row of rows) expect(await invoiceOf(t.app.db, row.id)).toMatchObject({ archived: true });
  });

  it('refuses the whole request when one invoice changed since it was read; nothing changes', async () => {
    const rows = await many('generated', 2);
    const [changed, other] = rows as [InvoiceRow, InvoiceRow];
    await t.app.db.execute(sql`update invoices set revision = revision + 1 where id = ${changed.id}`);
    const stale = await bulkEdit({ invoices: read(rows), action: 'mark_as_paid' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      refused: [
        { id: changed.id, reason: 'This invoice changed since you opened it. Reload and try again.' },
      ],
    });
    expect(await invoiceOf(t.app.db, other.id)).toMatchObject({ paid: false });
  });

  it('keeps the rules of bulk/: finance only, 404 outside scope', async () => {
    const [row] = (await many('approved', 1)) as [InvoiceRow];
    expect((await bulkEdit({ invoices: read([row]), action: 'archive' }, p.dev)).statusCode).toBe(403);
    expect(
      (await bulkEdit({ invoices: [{ id: 2 ** 31 - 1, revision: 0 }], action: 'archive' })).statusCode,
    ).toBe(404);
    expect(await invoiceOf(t.app.db, row.id)).toMatchObject({ archived: false });
  });

  it('validates the body: a revision for each invoice, each invoice once', async () => {
    expect((await bulkEdit({ invoices: [], action: 'archive' })).statusCode).toBe(400);
    expect((await bulkEdit({ invoices: [{ id: 1 }], action: 'archive' })).statusCode).toBe(400);
    const twice = await bulkEdit({
      invoices: [
        { id: 1, revision: 0 },
        { id: 1, revision: 1 },
      ],
      action: 'archive',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Name each invoice once.');
    expect((await bulkEdit({ ids: [1], action: 'archive' })).statusCode).toBe(400);
  });
});
