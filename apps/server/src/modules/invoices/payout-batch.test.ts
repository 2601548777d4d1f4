import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import { type HoursPeople, hoursPeople } from './hours.test-support.ts';
import { insertPayoutBatch, payoutProject, payoutsOf } from './payouts.test-support.ts';
import { auditOf, historyOf, invoiceOf } from './test-support.ts';

let t: TestApp;
let p: HoursPeople;
let project: ProjectRow;

beforeAll(async () => {
  t = await createTestApp();
  p = await hoursPeople(t);
  project = await payoutProject(t.app.db, p);
});
afterAll(() => t.close());

const row = (who: { user: { id: number } } | null, amount: string | number) => ({
  user: who ? { id: who.user.id } : null,
  amount,
});
const body = (projectId: number, rows: unknown[], overrides: Record<string, unknown> = {}) => ({
  project: projectId,
  title: 'November payouts',
  issued_at: '2026-11-02',
  rows,
  ...overrides,
});
const create = (b: unknown, who = p.staff, headers?: Record<string, string>) =>
  who.client.post('/api/invoices/payouts/', b as Record<string, unknown>, headers ? { headers } : {});

describe('POST invoices/payouts/: one payout per team member, one batch (ADR 036)', () => {
  it('creates three payouts with one batch_ref, exact amounts in EUR without VAT, history and audit', async () => {
    const response = await create(
      body(project.id, [row(p.dev, '1250.50'), row(null, ''), row(p.dev2, '0.10'), row(p.dev3, 999.99)]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const batch = response.json();
    expect(batch).toMatchObject({
      currency: 'EUR',
      total: '2250.59',
      title: 'November payouts',
      due_at: '2026-11-16',
    });
    expect(batch.payouts.map((payout: { amount: string }) => payout.amount)).toEqual([
      '1250.50',
      '0.10',
      '999.99',
    ]);
    const rows = (await payoutsOf(t.app.db, project.id)).filter(
      (payout) => payout.batchRef === batch.batch_ref,
    );
    expect(
      rows.map((payout) => [payout.userId, payout.amountMinor, payout.totalMinor, payout.vatMinor]),
    ).toEqual([
      [p.dev.user.id, 125050, 125050, 0],
      [p.dev2.user.id, 10, 10, 0],
      [p.dev3.user.id, 99999, 99999, 0],
    ]);
    expect(rows.every((payout) => payout.status === 'draft' && payout.currency === 'EUR')).toBe(true);
    for (const payout of rows) {
      expect((await historyOf(t.app.db, payout.id)).map((event) => event.action)).toEqual(['created_draft']);
      expect((await auditOf(t.app.db, payout.id)).map((audit) => audit.action)).toEqual(['invoice.create']);
    }
  });

  it('refuses bad rows with every field’s message and creates nothing', async () => {
    const before = (await payoutsOf(t.app.db, project.id)).length;
    const response = await create(
      body(project.id, [row(null, '10'), row(p.dev, ''), row(p.dev2, '-1'), row(p.dev2, '5')]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'rows.0.user': ['Select team member'],
      'rows.1.amount': ['This field is required'],
      'rows.2.amount': ['Enter an amount of at most 999,999,999.99 with two decimals, not negative.'],
      'rows.3.user': ['This team member already has a row.'],
    });
    const outsider = await create(body(project.id, [row(p.dev, '1'), row(p.cm, '2')]));
    expect(outsider.json()).toEqual({ 'rows.1.user': ['Select a developer of this project.'] });
    expect((await create(body(project.id, []))).json()).toEqual({
      rows: ['Add at least one team member with an amount.'],
    });
    expect((await payoutsOf(t.app.db, project.id)).length).toBe(before);
  });

  it('answers a replayed Idempotency-Key with the first batch; another body with the key is 422', async () => {
    const key = { 'idempotency-key': `payout-batch-${project.id}` };
    const first = await create(body(project.id, [row(p.dev, '10')]), p.finance, key);
    const replay = await create(body(project.id, [row(p.dev, '10')]), p.finance, key);
    expect(replay.json()).toEqual(first.json());
    const rows = await payoutsOf(t.app.db, project.id);
    expect(rows.filter((payout) => payout.batchRef === first.json().batch_ref)).toHaveLength(1);
    expect((await create(body(project.id, [row(p.dev, '11')]), p.finance, key)).statusCode).toBe(422);
  });

  it('admins, finance and staff create; others 403; an archived project 409', async () => {
    for (const who of [p.admin, p.finance])
      expect((await create(body(project.id, [row(p.dev, '1')]), who)).statusCode).toBe(201);
    for (const who of [p.cm, p.cso, p.owner, p.dev])
      expect((await create(body(project.id, [row(p.dev, '1')]), who)).statusCode).toBe(403);
    const archived = await payoutProject(t.app.db, p, { archived: true });
    expect((await create(body(archived.id, [row(p.dev, '1')]))).statusCode).toBe(409);
  });
});

describe('PATCH and DELETE invoices/payouts/{batch_ref}/: the batch as the form holds it', () => {
  const edit = (ref: string, b: Record<string, unknown>, who = p.staff) =>
    who.client.patch(`/api/invoices/payouts/${ref}/`, b);
  const read = async (ref: string) => (await p.staff.client.get(`/api/invoices/payouts/${ref}/`)).json();

  it('changes amounts, adds a member for a new row, deletes the member without a row', async () => {
    const created = (await create(body(project.id, [row(p.dev, '100'), row(p.dev2, '200')]))).json();
    const response = await edit(created.batch_ref, {
      title: 'November payouts',
      issued_at: '2026-11-02',
      rows: [row(p.dev, '150.25'), row(null, ''), row(p.dev3, '300')],
      revisions: created.revisions,
    });
    expect(response.statusCode, response.body).toBe(200);
    const batch = response.json();
    expect(
      batch.payouts.map((payout: { user: { id: number }; amount: string }) => [
        payout.user.id,
        payout.amount,
      ]),
    ).toEqual([
      [p.dev.user.id, '150.25'],
      [p.dev3.user.id, '300.00'],
    ]);
    expect(batch.total).toBe('450.25');
    const [first, second] = created.payouts;
    expect((await historyOf(t.app.db, first.id)).map((event) => event.action)).toEqual([
      'created_draft',
      'updated',
    ]);
    expect((await auditOf(t.app.db, second.id)).map((audit) => audit.action)).toEqual([
      'invoice.create',
      'invoice.delete',
    ]);
    const removed = (await payoutsOf(t.app.db, project.id)).find((payout) => payout.id === second.id);
    expect(removed?.deletedAt).not.toBeNull();
  });

  it('a rejected payout saved again is a draft a manager can approve', async () => {
    const created = (await create(body(project.id, [row(p.dev, '100'), row(p.dev2, '200')]))).json();
    const [first, second] = created.payouts;
    const reject = await p.admin.client.patch(`/api/invoices/${first.id}/`, {
      action: 'reject',
      reason: 'Wrong number of hours',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const current = await read(created.batch_ref);
    const saved = await edit(created.batch_ref, {
      title: created.title,
      issued_at: created.issued_at,
      rows: [row(p.dev, '100'), row(p.dev2, '200')],
      revisions: current.revisions,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await invoiceOf(t.app.db, first.id)).status).toBe('draft');
    // The member that was never rejected and did not change is left alone.
    expect((await historyOf(t.app.db, second.id)).map((event) => event.action)).toEqual(['created_draft']);
    const approve = await p.admin.client.patch(`/api/invoices/${first.id}/`, { action: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
  });

  it('a stale read is 409 and changes nothing', async () => {
    const created = (await create(body(project.id, [row(p.dev, '100')]))).json();
    const fields = { title: 'x', issued_at: '2026-11-02', rows: [row(p.dev, '5')] };
    expect((await edit(created.batch_ref, { ...fields, revisions: created.revisions })).statusCode).toBe(200);
    const stale = await edit(created.batch_ref, {
      ...fields,
      rows: [row(p.dev, '6')],
      revisions: created.revisions,
    });
    expect(stale.statusCode).toBe(409);
    expect((await read(created.batch_ref)).payouts[0].amount).toBe('5.00');
  });

  it('an approved member refuses edits and deletion of the batch (409); archived projects too; others 403', async () => {
    const batch = await insertPayoutBatch(t.app.db, project.id, [
      { userId: p.dev.user.id, amountMinor: 100 },
      { userId: p.dev2.user.id, amountMinor: 200, status: 'approved' },
    ]);
    const current = await read(batch.batchRef);
    expect(current.abilities).toEqual({ edit: false, delete: false });
    const refused = await edit(batch.batchRef, {
      title: 'x',
      issued_at: '2026-11-02',
      rows: [row(p.dev, '1'), row(p.dev2, '2')],
      revisions: current.revisions,
    });
    expect(refused.json()).toEqual(refusal('An approved payout cannot be edited or deleted.'));
    expect((await p.staff.client.delete(`/api/invoices/payouts/${batch.batchRef}/`)).statusCode).toBe(409);
    expect(
      (await payoutsOf(t.app.db, project.id)).filter(
        (payout) => payout.batchRef === batch.batchRef && payout.deletedAt,
      ),
    ).toEqual([]);

    const archived = await payoutProject(t.app.db, p, { archived: true });
    const onArchived = await insertPayoutBatch(t.app.db, archived.id, [
      { userId: p.dev.user.id, amountMinor: 100 },
    ]);
    expect((await p.admin.client.delete(`/api/invoices/payouts/${onArchived.batchRef}/`)).statusCode).toBe(
      409,
    );
    expect((await p.cm.client.delete(`/api/invoices/payouts/${onArchived.batchRef}/`)).statusCode).toBe(403);
  });

  it('deletes a whole batch: every member, 404 after', async () => {
    const batch = await insertPayoutBatch(t.app.db, project.id, [
      { userId: p.dev.user.id, amountMinor: 100 },
      { userId: p.dev2.user.id, amountMinor: 200, status: 'pending' },
    ]);
    expect((await p.finance.client.delete(`/api/invoices/payouts/${batch.batchRef}/`)).statusCode).toBe(204);
    expect((await p.staff.client.get(`/api/invoices/payouts/${batch.batchRef}/`)).statusCode).toBe(404);
  });
});

describe('GET invoices/payouts/recipients/: the project’s team for the selector', () => {
  it('searches the team by name, leaving out the chosen ones', async () => {
    const all = (await p.staff.client.get(`/api/invoices/payouts/recipients/?project=${project.id}`)).json();
    expect(all.results.map((person: { id: number }) => person.id).sort()).toEqual(
      [p.dev.user.id, p.dev2.user.id, p.dev3.user.id].sort(),
    );
    const rest = await p.staff.client.get(
      `/api/invoices/payouts/recipients/?project=${project.id}&exclude=${p.dev.user.id},${p.dev2.user.id}`,
    );
    expect(rest.json().results.map((person: { id: number }) => person.id)).toEqual([p.dev3.user.id]);
  });
});
