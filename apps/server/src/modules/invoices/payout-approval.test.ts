import type { Invoice } from '@kazi/shared/invoices/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, type ProjectRow } from '../../db/factories/projects.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { givePayoutMethod, insertPayout } from './payouts.test-support.ts';
import { auditOf, historyOf, invoiceOf, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
});
afterAll(() => t.close());

const INACTIVE = 'Developer has inactive Payoneer account, Payout cannot be approved';

/** A developer of their own with the payout method given, and a draft payout to them. */
async function draftTo(method: Parameters<typeof givePayoutMethod>[2] | null, overrides = {}) {
  const dev: SignedIn = await loginAs(t.app, 'developer');
  if (method) await givePayoutMethod(t.app.db, dev.user.id, method);
  const payout = await insertPayout(t.app.db, { projectId: project.id, userId: dev.user.id, ...overrides });
  return { dev, payout };
}
const act = (who: SignedIn, id: number, body: Record<string, unknown>) =>
  who.client.patch(`/api/invoices/${id}/`, body);

describe('approving payouts (spec 001 §4, §6; ADR 033)', () => {
  it('lets a manager approve a draft: Processing, the platform snapshot, history and audit', async () => {
    const { payout } = await draftTo('iban');
    const before = (await p.cm.client.get(`/api/invoices/${payout.id}/`)).json() as Invoice;
    expect(before.abilities).toMatchObject({ approve: true, reject: true, mark_as_paid: false });
    const response = await act(p.cm, payout.id, { action: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      display_status: 'processing',
      payment_platform: 'iban',
    });
    expect((await historyOf(t.app.db, payout.id)).map((row) => row.action)).toEqual(['approved']);
    expect((await auditOf(t.app.db, payout.id)).map((row) => row.action)).toEqual(['invoice.approve']);
  });

  it('refuses a recipient whose Payoneer account is inactive, and approves once it is active', async () => {
    const { dev, payout } = await draftTo('payoneer_pending');
    const seen = (await p.staff.client.get(`/api/invoices/${payout.id}/`)).json() as Invoice;
    expect(seen.abilities.approve).toBe(false);
    expect(seen.user?.payment_provider).toEqual({ provider: 'payoneer', status: 'pending' });
    const refused = await act(p.staff, payout.id, { action: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(INACTIVE);
    expect(await invoiceOf(t.app.db, payout.id)).toMatchObject({ status: 'draft', paymentPlatform: null });

    const own = (await dev.client.get(`/api/invoices/${payout.id}/`)).json() as Invoice;
    expect(own.user?.payment_provider?.status).toBe('pending');

    const other = await draftTo('payoneer_active');
    const approved = await act(p.staff, other.payout.id, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payment_platform).toBe('payoneer');
  });

  it('approves a recipient without a payout method on no platform (Nil)', async () => {
    const { payout } = await draftTo(null);
    const response = await act(p.admin, payout.id, { action: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payment_platform).toBeNull();
  });

  it('rejects a draft with a reason; only managers approve, only drafts', async () => {
    const { payout } = await draftTo('iban');
    expect((await act(p.finance, payout.id, { action: 'approve' })).statusCode).toBe(403);
    expect((await act(p.cso, payout.id, { action: 'approve' })).statusCode).toBe(403);
    const rejected = await act(p.staff, payout.id, { action: 'reject', reason: 'Wrong number of hours' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect((await act(p.staff, payout.id, { action: 'approve' })).statusCode).toBe(409);
    expect((await act(p.staff, payout.id, { action: 'send_for_approval' })).statusCode).toBe(409);
  });

  it('lets finance mark an approved payout paid and archive an unpaid one', async () => {
    const draft = await draftTo('iban');
    expect((await act(p.finance, draft.payout.id, { action: 'mark_as_paid' })).statusCode).toBe(409);
    const approved = await draftTo('iban', { status: 'approved', paymentPlatform: 'iban' });
    expect((await act(p.staff, approved.payout.id, { action: 'mark_as_paid' })).statusCode).toBe(403);
    const paid = await act(p.finance, approved.payout.id, { action: 'mark_as_paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, display_status: 'paid' });
    const archived = await p.finance.client.post(`/api/invoices/${draft.payout.id}/archive/`, {});
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archived).toBe(true);
  });

  it('50 parallel approvals of one payout: one success, 49 × 409, one history line', async () => {
    const { payout } = await draftTo('iban');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        act(p.staff, payout.id, { action: 'approve' }).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await historyOf(t.app.db, payout.id)).toHaveLength(1);
    expect(await auditOf(t.app.db, payout.id)).toHaveLength(1);
  });
});

describe('bulk actions on payouts', () => {
  const bulk = (who: SignedIn, ids: number[], action: string) =>
    who.client.post('/api/invoices/bulk/', { ids, action });

  it('lets admins approve in bulk with each platform snapshot, refusing the whole batch on an inactive Payoneer', async () => {
    const a = await draftTo('iban');
    const b = await draftTo('payoneer_active');
    const c = await draftTo('payoneer_pending');
    const refused = await bulk(p.admin, [a.payout.id, c.payout.id], 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().refused).toEqual([{ id: c.payout.id, reason: INACTIVE }]);
    expect((await invoiceOf(t.app.db, a.payout.id)).status).toBe('draft');
    const done = await bulk(p.admin, [a.payout.id, b.payout.id], 'approve');
    expect(done.statusCode, done.body).toBe(200);
    expect((await invoiceOf(t.app.db, a.payout.id)).paymentPlatform).toBe('iban');
    expect((await invoiceOf(t.app.db, b.payout.id)).paymentPlatform).toBe('payoneer');
  });

  it('gives finance bulk mark as paid, not bulk approve of payouts', async () => {
    const a = await draftTo('iban', { status: 'approved' });
    const b = await draftTo('iban', { status: 'approved' });
    expect((await bulk(p.finance, [a.payout.id], 'approve')).statusCode).toBe(403);
    const paid = await bulk(p.finance, [a.payout.id, b.payout.id], 'mark_as_paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await invoiceOf(t.app.db, b.payout.id)).paid).toBe(true);
    const generate = await bulk(p.finance, [(await draftTo('iban')).payout.id], 'generate');
    expect(generate.statusCode).toBe(403);
  });
});

describe('correcting a rejected payout', () => {
  it('makes it a draft again when edited, which a manager can then approve', async () => {
    const { payout } = await draftTo('iban');
    expect(
      (await act(p.cm, payout.id, { action: 'reject', reason: 'Wrong number of hours' })).statusCode,
    ).toBe(200);
    expect((await act(p.cm, payout.id, { action: 'approve' })).statusCode).toBe(409);
    const edited = await act(p.finance, payout.id, { amount: '90.00' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'draft', amount: '90.00' });
    expect((await act(p.cm, payout.id, { action: 'approve' })).statusCode).toBe(200);
  });
});

describe('deleting payouts', () => {
  it('lets staff, who create payouts, delete a draft one as the panel offers; its recipient may not (403)', async () => {
    const { dev, payout } = await draftTo('iban');
    const seen = (await p.staff.client.get(`/api/invoices/${payout.id}/`)).json() as Invoice;
    expect(seen.abilities.delete).toBe(true);
    const other = await insertPayout(t.app.db, { projectId: project.id, userId: dev.user.id });
    expect((await dev.client.delete(`/api/invoices/${other.id}/`)).statusCode).toBe(403);
    expect((await p.staff.client.delete(`/api/invoices/${payout.id}/`)).statusCode).toBe(204);
    expect((await p.staff.client.get(`/api/invoices/${payout.id}/`)).statusCode).toBe(404);
  });

  it('offers neither edit nor delete on an archived project, which refuses both with the reason', async () => {
    const archived = await createProject(t.app.db, { archived: true });
    const dev = await loginAs(t.app, 'developer');
    const payout = await insertPayout(t.app.db, { projectId: archived.id, userId: dev.user.id });
    const seen = (await p.staff.client.get(`/api/invoices/${payout.id}/`)).json() as Invoice;
    expect(seen.abilities).toMatchObject({ edit: false, delete: false });
    const refused = await p.staff.client.delete(`/api/invoices/${payout.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('The project is archived: its payments cannot change.');
  });
});
