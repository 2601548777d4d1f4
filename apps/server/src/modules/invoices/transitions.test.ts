import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import {
  auditOf,
  bellOf,
  foreignProject,
  historyOf,
  inState,
  invoiceOf,
  openWorld,
  type People,
} from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld({ title: 'Harbour portal' }));
});
afterAll(() => t.close());

const patch = (who: People[keyof People], id: number, body: Record<string, unknown>) =>
  who.client.patch(`/api/invoices/${id}/`, body);

describe('PATCH invoices/{id}/ actions (spec 001 §4, ADR 032)', () => {
  it('draft → pending → approved → generated elsewhere → paid, each with its history and audit row', async () => {
    const draft = await inState(t.app.db, project.id, 'draft', { createdById: p.finance.user.id });
    const sent = await patch(p.staff, draft.id, { action: 'send_for_approval' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'pending', revision: 1 });
    const approved = await patch(p.client, draft.id, { action: 'approve' });
    expect(approved.json()).toMatchObject({ status: 'approved', display_status: 'approved', revision: 2 });
    expect((await patch(p.finance, draft.id, { action: 'mark_as_paid' })).json()).toEqual(
      refusal('Generate this invoice first.'),
    );
    await t.app.db
      .update(invoices)
      .set({ finalized: true, number: `T-${draft.id}` })
      .where(eq(invoices.id, draft.id));
    const paid = await patch(p.finance, draft.id, { action: 'mark_as_paid' });
    expect(paid.json()).toMatchObject({ paid: true, display_status: 'paid' });
    const row = await invoiceOf(t.app.db, draft.id);
    expect(row.paidById).toBe(p.finance.user.id);
    expect(row.paidAt).toBeInstanceOf(Date);
    const history = await historyOf(t.app.db, draft.id);
    expect(history.map((event) => [event.action, event.actorId, event.data])).toEqual([
      ['sent_for_approval', p.staff.user.id, { previous_status: 'draft', current_status: 'pending' }],
      ['approved', p.client.user.id, { previous_status: 'pending', current_status: 'approved' }],
      ['marked_as_paid', p.finance.user.id, { previous_status: 'approved', current_status: 'approved' }],
    ]);
    const audit = await auditOf(t.app.db, draft.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'invoice.send_for_approval',
      'invoice.approve',
      'invoice.mark_as_paid',
    ]);
    expect(audit[2]?.after).toMatchObject({ paid: true, revision: 3 });
  });

  it('tells the client an invoice awaits approval, and the creator of approval and rejection', async () => {
    const one = await inState(t.app.db, project.id, 'draft', {
      createdById: p.finance.user.id,
      title: 'April',
    });
    await patch(p.staff, one.id, { action: 'send_for_approval' });
    const clientBell = await bellOf(t.app.db, p.client.user.id);
    expect(clientBell.at(-1)).toMatchObject({
      kind: 'invoice_for_approval',
      subject: 'Invoice "April" on "Harbour portal" is waiting for your approval',
      link: `/projects/${project.id}/pay/payments/all?invoice=${one.id}`,
    });
    const rejected = await patch(p.client, one.id, {
      action: 'reject',
      reason: 'Wrong number of hours',
      additional_info: 'We counted 120.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', display_status: 'rejected' });
    const [, event] = await historyOf(t.app.db, one.id);
    expect(event?.data).toEqual({
      previous_status: 'pending',
      current_status: 'rejected',
      reason: 'Wrong number of hours',
      additional_info: 'We counted 120.',
    });
    expect((await bellOf(t.app.db, p.finance.user.id)).at(-1)).toMatchObject({
      kind: 'invoice_rejected',
      subject: 'Invoice "April" on "Harbour portal" was rejected: Wrong number of hours',
    });
    await patch(p.finance, one.id, { action: 'send_for_approval' });
    await patch(p.admin, one.id, { action: 'approve' });
    expect((await bellOf(t.app.db, p.finance.user.id)).at(-1)).toMatchObject({ kind: 'invoice_approved' });
  });

  it('a rejection needs a reason from the spec’s list', async () => {
    const pending = await inState(t.app.db, project.id, 'pending');
    expect((await patch(p.client, pending.id, { action: 'reject' })).json()).toEqual({
      reason: ['This field is required'],
    });
    expect(
      (await patch(p.client, pending.id, { action: 'reject', reason: 'Too expensive' })).statusCode,
    ).toBe(400);
    expect((await patch(p.client, pending.id, { action: 'approve', title: 'x' })).statusCode).toBe(400);
    expect((await invoiceOf(t.app.db, pending.id)).status).toBe('pending');
  });

  it('without the permission: 403; outside the caller’s scope: 404', async () => {
    const pending = await inState(t.app.db, project.id, 'pending');
    for (const who of [p.finance, p.staff, p.cm, p.cso, p.spaceLead]) {
      expect((await patch(who, pending.id, { action: 'approve' })).statusCode).toBe(403);
    }
    expect((await patch(p.client, pending.id, { action: 'mark_as_paid' })).statusCode).toBe(403);
    expect((await patch(p.client, pending.id, { action: 'send_for_approval' })).statusCode).toBe(403);
    expect((await patch(p.dev, pending.id, { action: 'approve' })).statusCode).toBe(404);
    expect((await patch(p.otherClient, pending.id, { action: 'approve' })).statusCode).toBe(404);
    const theirs = await inState(t.app.db, (await foreignProject(t.app.db, p)).id, 'pending');
    expect((await patch(p.client, theirs.id, { action: 'approve' })).statusCode).toBe(404);
    expect((await invoiceOf(t.app.db, pending.id)).revision).toBe(0);
  });

  it.each([
    ['approve', 'draft', 'Only a pending invoice can be approved or rejected.'],
    ['approve', 'paid', 'This invoice is already paid.'],
    ['approve', 'archived', 'This invoice is archived.'],
    ['send_for_approval', 'pending', 'Only a draft or rejected invoice can be sent for approval.'],
    ['mark_as_paid', 'approved', 'Generate this invoice first.'],
    ['mark_as_paid', 'paid', 'This invoice is already paid.'],
  ] as const)('%s on a %s invoice: 409 with the reason, nothing changes', async (action, state, detail) => {
    const invoice = await inState(
      t.app.db,
      project.id,
      state,
      state === 'archived' ? { status: 'pending' } : {},
    );
    const who = action === 'approve' ? p.admin : p.finance;
    const response = await patch(who, invoice.id, { action });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(detail));
    expect((await invoiceOf(t.app.db, invoice.id)).revision).toBe(invoice.revision);
    expect(await historyOf(t.app.db, invoice.id)).toEqual([]);
  });
});

describe('POST invoices/{id}/archive/ and DELETE invoices/{id}/', () => {
  it('archives an unpaid invoice once; a paid one is 409', async () => {
    const invoice = await inState(t.app.db, project.id, 'approved');
    const response = await p.finance.client.post(`/api/invoices/${invoice.id}/archive/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ archived: true, abilities: { approve: false, archive: false } });
    expect((await p.finance.client.post(`/api/invoices/${invoice.id}/archive/`)).json()).toEqual(
      refusal('This invoice is archived.'),
    );
    expect((await historyOf(t.app.db, invoice.id)).map((event) => event.action)).toEqual(['archived']);
    const paid = await inState(t.app.db, project.id, 'paid');
    expect((await p.admin.client.post(`/api/invoices/${paid.id}/archive/`)).statusCode).toBe(409);
    expect((await p.staff.client.post(`/api/invoices/${invoice.id}/archive/`)).statusCode).toBe(403);
  });

  it('deletes a draft (404 after), releases its timesheet months, keeps its history', async () => {
    const draft = await inState(t.app.db, project.id, 'draft');
    await t.app.db
      .insert(invoiceLines)
      .values({ invoiceId: draft.id, position: 1, description: 'Hours', amountMinor: 1 });
    expect((await p.staff.client.delete(`/api/invoices/${draft.id}/`)).statusCode).toBe(403);
    expect((await p.finance.client.delete(`/api/invoices/${draft.id}/`)).statusCode).toBe(204);
    expect((await p.finance.client.get(`/api/invoices/${draft.id}/`)).statusCode).toBe(404);
    expect((await p.finance.client.delete(`/api/invoices/${draft.id}/`)).statusCode).toBe(404);
    expect((await invoiceOf(t.app.db, draft.id)).deletedAt).toBeInstanceOf(Date);
    expect((await auditOf(t.app.db, draft.id)).map((entry) => entry.action)).toEqual(['invoice.delete']);
  });

  it('a generated invoice cannot be deleted', async () => {
    const generated = await inState(t.app.db, project.id, 'generated');
    expect((await p.admin.client.delete(`/api/invoices/${generated.id}/`)).json()).toEqual(
      refusal('This invoice is already generated or sent.'),
    );
  });
});

describe('Idempotency-Key on the PATCH actions and archive/ (ADR 029)', () => {
  it('a replayed approval answers the first response and approves once; another body is 422', async () => {
    const pending = await inState(t.app.db, project.id, 'pending');
    const headers = { headers: { 'idempotency-key': `approve-${pending.id}` } };
    const first = await p.client.client.patch(`/api/invoices/${pending.id}/`, { action: 'approve' }, headers);
    const again = await p.client.client.patch(`/api/invoices/${pending.id}/`, { action: 'approve' }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await historyOf(t.app.db, pending.id)).toHaveLength(1);
    const other = await p.client.client.patch(
      `/api/invoices/${pending.id}/`,
      { action: 'reject', reason: 'Wrong Client rate' },
      headers,
    );
    expect(other.statusCode).toBe(422);
  });

  it('a replayed archive answers the first response; a refused request keeps no answer', async () => {
    const approved = await inState(t.app.db, project.id, 'approved');
    const headers = { headers: { 'idempotency-key': `archive-${approved.id}` } };
    const first = await p.finance.client.post(`/api/invoices/${approved.id}/archive/`, {}, headers);
    expect(
      (await p.finance.client.post(`/api/invoices/${approved.id}/archive/`, {}, headers)).json(),
    ).toEqual(first.json());
    const paid = await inState(t.app.db, project.id, 'paid');
    const refusedHeaders = { headers: { 'idempotency-key': `archive-${paid.id}` } };
    expect(
      (await p.finance.client.post(`/api/invoices/${paid.id}/archive/`, {}, refusedHeaders)).statusCode,
    ).toBe(409);
    expect(
      (await p.finance.client.post(`/api/invoices/${paid.id}/archive/`, {}, refusedHeaders)).statusCode,
    ).toBe(409);
  });
});
