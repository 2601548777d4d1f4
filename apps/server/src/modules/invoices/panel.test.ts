import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { invoiceEvents } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { foreignProject, inState, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
});
afterAll(() => t.close());

describe('GET invoices/{id}/history/ (spec 001 §3 Activity)', () => {
  it('lists who did what and why, newest first, with the spec’s labels; the system has no author', async () => {
    const invoice = await inState(t.app.db, project.id, 'draft', { createdById: p.finance.user.id });
    await p.staff.client.patch(`/api/invoices/${invoice.id}/`, { action: 'send_for_approval' });
    await p.client.client.patch(`/api/invoices/${invoice.id}/`, {
      action: 'reject',
      reason: 'Wrong Client rate',
      additional_info: 'Use the 2026 rate.',
    });
    await t.app.db.insert(invoiceEvents).values({
      invoiceId: invoice.id,
      action: 'payment_reminder_sent',
      actorId: null,
      data: {},
    });
    const response = await p.finance.client.get(`/api/invoices/${invoice.id}/history/`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(3);
    expect(page.results.map((event: { label: string }) => event.label)).toEqual([
      'payment reminder sent',
      'rejected',
      'sent for approval',
    ]);
    expect(page.results[0].data.author).toBeNull();
    expect(page.results[1]).toMatchObject({
      action: 'rejected',
      data: {
        author: { id: p.client.user.id },
        reason: 'Wrong Client rate',
        additional_info: 'Use the 2026 rate.',
        previous_status: 'pending',
        current_status: 'rejected',
      },
    });
    expect(page.results[2].data).toMatchObject({ author: { id: p.staff.user.id }, reason: null });
  });

  it('is for admins and finance only (403); outside the scope 404', async () => {
    const invoice = await inState(t.app.db, project.id, 'pending');
    for (const who of [p.client, p.staff, p.cm, p.dev]) {
      expect((await who.client.get(`/api/invoices/${invoice.id}/history/`)).statusCode).toBe(403);
    }
    expect((await p.admin.client.get('/api/invoices/2000000000/history/')).statusCode).toBe(404);
  });
});

describe('invoices/{id}/comments/', () => {
  it('whoever sees the invoice comments and reads the comments, newest first', async () => {
    const invoice = await inState(t.app.db, project.id, 'pending');
    for (const [who, body] of [
      [p.client, 'Please add the PO number.'],
      [p.finance, 'Added it.'],
    ] as const) {
      const response = await who.client.post(`/api/invoices/${invoice.id}/comments/`, { body });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ actor: { id: who.user.id }, data: { comment: body } });
    }
    const page = (await p.cso.client.get(`/api/invoices/${invoice.id}/comments/`)).json();
    expect(page.results.map((comment: { data: { comment: string } }) => comment.data.comment)).toEqual([
      'Added it.',
      'Please add the PO number.',
    ]);
  });

  it('a comment is required and at most 250 characters', async () => {
    const invoice = await inState(t.app.db, project.id, 'pending');
    const post = (body: unknown) => p.client.client.post(`/api/invoices/${invoice.id}/comments/`, { body });
    expect((await post('  ')).json()).toEqual({ body: ['This field is required'] });
    expect((await post('x'.repeat(251))).json()).toEqual({
      body: ['Ensure this field has no more than 250 characters.'],
    });
    expect((await post('x'.repeat(250))).statusCode).toBe(201);
  });

  it('is 404 to those who do not see the invoice', async () => {
    const theirs = await inState(t.app.db, (await foreignProject(t.app.db, p)).id, 'pending');
    expect((await p.client.client.get(`/api/invoices/${theirs.id}/comments/`)).statusCode).toBe(404);
    expect(
      (await p.client.client.post(`/api/invoices/${theirs.id}/comments/`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    const mine = await inState(t.app.db, project.id, 'pending');
    expect((await p.dev.client.post(`/api/invoices/${mine.id}/comments/`, { body: 'Hi' })).statusCode).toBe(
      404,
    );
  });
});
