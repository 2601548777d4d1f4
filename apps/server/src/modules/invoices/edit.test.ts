import { addDays } from '@kazi/shared/invoices/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import type { TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import {
  auditOf,
  clientProject,
  historyOf,
  inState,
  invoiceOf,
  openWorld,
  type People,
  setCompany,
  TODAY,
} from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
});
afterAll(() => t.close());

const edit = (who: People[keyof People], id: number, body: Record<string, unknown>) =>
  who.client.patch(`/api/invoices/${id}/`, body);

describe('PATCH invoices/{id}/ without action: the form’s fields (ADR 032)', () => {
  it('finance edits a draft at the revision it read: re-priced, due again, history and audit', async () => {
    const draft = await inState(t.app.db, project.id, 'draft');
    await setCompany(t.app.db, p.client.user.id, { country: 'UG', vatNumber: null });
    const response = await edit(p.finance, draft.id, {
      title: 'Corrected',
      amount: '2000.00',
      issued_at: addDays(TODAY, -1),
      payment_period: 7,
      revision: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Corrected',
      amount: '2000.00',
      vat: '0.00',
      vat_mode: 'none',
      total_amount: '2000.00',
      due_at: addDays(TODAY, 6),
      revision: 1,
    });
    await setCompany(t.app.db, p.client.user.id, { country: 'NL', vatNumber: 'NL123456789B01' });
    expect((await historyOf(t.app.db, draft.id)).map((event) => [event.action, event.actorId])).toEqual([
      ['updated', p.finance.user.id],
    ]);
    const [audit] = await auditOf(t.app.db, draft.id);
    expect(audit).toMatchObject({
      action: 'invoice.edit',
      before: { amount: '1000.00' },
      after: { amount: '2000.00' },
    });
  });

  it('a changed amount needs the client’s approval again; an approval of the amount before is 409', async () => {
    const approved = await inState(t.app.db, project.id, 'approved');
    const retitled = await edit(p.finance, approved.id, { title: 'Renamed' });
    expect(retitled.json()).toMatchObject({ status: 'approved' });
    const repriced = await edit(p.finance, approved.id, { amount: '900.00' });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json()).toMatchObject({ status: 'draft', amount: '900.00' });
    // A rejected one stays rejected: it is sent for approval again as it is.
    const rejected = await inState(t.app.db, project.id, 'rejected');
    expect((await edit(p.finance, rejected.id, { amount: '80.00' })).json()).toMatchObject({
      status: 'rejected',
      amount: '80.00',
    });

    const pending = await inState(t.app.db, project.id, 'pending');
    const seen = (await p.client.client.get(`/api/invoices/${pending.id}/`)).json().revision;
    expect((await edit(p.finance, pending.id, { amount: '50.00' })).json()).toMatchObject({
      status: 'draft',
    });
    await edit(p.finance, pending.id, { action: 'send_for_approval' });
    const stale = await edit(p.client, pending.id, { action: 'approve', revision: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal('This invoice changed since you opened it. Reload and try again.'));
    expect((await invoiceOf(t.app.db, pending.id)).status).toBe('pending');
    const fresh = (await p.client.client.get(`/api/invoices/${pending.id}/`)).json();
    const approvedNow = await edit(p.client, pending.id, { action: 'approve', revision: fresh.revision });
    expect(approvedNow.statusCode, approvedNow.body).toBe(200);
    expect(approvedNow.json()).toMatchObject({ status: 'approved', amount: '50.00' });
  });

  it('a changed total needs the client’s approval again, though the amount stays (ADR 032, 2026-12-01)', async () => {
    // Approved at 21 %; the client's company has since moved outside the EU (no VAT).
    const approved = await inState(t.app.db, project.id, 'approved');
    const pending = await inState(t.app.db, project.id, 'pending');
    await setCompany(t.app.db, p.client.user.id, { country: 'UG', vatNumber: null });
    try {
      const retitled = await edit(p.finance, approved.id, { title: 'Renamed' });
      expect(retitled.statusCode, retitled.body).toBe(200);
      expect(retitled.json()).toMatchObject({ status: 'draft', amount: '1000.00', total_amount: '1000.00' });
      expect((await historyOf(t.app.db, approved.id)).map((event) => [event.action, event.data])).toEqual([
        ['updated', { previous_status: 'approved', current_status: 'draft' }],
      ]);
      expect((await edit(p.finance, pending.id, { payment_period: 30 })).json()).toMatchObject({
        status: 'draft',
        total_amount: '1000.00',
      });
    } finally {
      await setCompany(t.app.db, p.client.user.id, { country: 'NL', vatNumber: 'NL123456789B01' });
    }
  });

  it('a stale revision is 409 and changes nothing', async () => {
    const draft = await inState(t.app.db, project.id, 'draft', { revision: 3 });
    const response = await edit(p.admin, draft.id, { title: 'Late', revision: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      refusal('This invoice changed since you opened it. Reload and try again.'),
    );
    expect((await invoiceOf(t.app.db, draft.id)).title).toBe(draft.title);
  });

  it('only admins and finance edit (403); a generated, sent, paid or archived invoice is 409', async () => {
    const draft = await inState(t.app.db, project.id, 'draft');
    for (const who of [p.staff, p.cm])
      expect((await edit(who, draft.id, { title: 'x' })).statusCode).toBe(403);
    expect((await edit(p.client, draft.id, { title: 'x' })).statusCode).toBe(404);
    for (const state of ['generated', 'paid', 'archived'] as const) {
      const invoice = await inState(t.app.db, project.id, state);
      expect((await edit(p.finance, invoice.id, { title: 'x' })).statusCode).toBe(409);
    }
    const sent = await inState(t.app.db, project.id, 'pending', { lastSentAt: new Date() });
    expect((await edit(p.finance, sent.id, { amount: '1.00' })).json()).toEqual(
      refusal('This invoice is already generated or sent.'),
    );
  });

  it('checks the rules again: a credit note against what is left, leaving itself out', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated', { amountMinor: 10_000 });
    const note = await inState(t.app.db, project.id, 'draft', {
      type: 'credit_nota',
      refInvoiceId: invoice.id,
      amountMinor: 6_000,
    });
    expect((await edit(p.finance, note.id, { amount: '100.00' })).statusCode).toBe(200);
    expect((await edit(p.finance, note.id, { amount: '100.01' })).json()).toEqual({
      amount: ['A credit note cannot exceed what is left of the invoice it corrects (€100.00).'],
    });
    expect((await edit(p.finance, note.id, { ref_invoice: null })).json()).toEqual({
      ref_invoice: ['Select the invoice this credit note corrects'],
    });
  });

  it('a credit note keeps the VAT and currency of the invoice it corrects (ADR 032, 2026-12-01)', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated', {
      vatMode: 'reverse_charge',
      vatRateBp: 0,
      currency: 'USD',
    });
    // Made before VAT followed the corrected invoice: the client's home rate, in the project's euros.
    const note = await inState(t.app.db, project.id, 'draft', {
      type: 'credit_nota',
      refInvoiceId: invoice.id,
      amountMinor: 40_000,
    });
    const response = await edit(p.finance, note.id, { amount: '500.00' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'USD',
      vat_mode: 'reverse_charge',
      vat: '0.00',
      total_amount: '500.00',
    });
  });

  it('a final invoice’s commitment amount against the balance, leaving itself out', async () => {
    const own = await clientProject(t.app.db, p);
    await inState(t.app.db, own.id, 'paid', { type: 'commitment', commitmentAmountMinor: 10_000 });
    const final = await inState(t.app.db, own.id, 'draft', { type: 'final', commitmentAmountMinor: 8_000 });
    expect((await edit(p.finance, final.id, { commitment_amount: '100.00' })).json()).toMatchObject({
      commitment_amount: '100.00',
      project: { commitment_amount_balance: '0.00' },
    });
    expect((await edit(p.finance, final.id, { commitment_amount: '100.01' })).statusCode).toBe(400);
  });

  it('unknown fields are refused (400), a stranger’s invoice is 404', async () => {
    const draft = await inState(t.app.db, project.id, 'draft');
    expect((await edit(p.finance, draft.id, { paid: true })).json()).toEqual({ paid: ['Unknown field.'] });
    expect((await edit(p.otherClient, draft.id, { title: 'x' })).statusCode).toBe(404);
    expect((await invoiceOf(t.app.db, draft.id)).paid).toBe(false);
  });
});
