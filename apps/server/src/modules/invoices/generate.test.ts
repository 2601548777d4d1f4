import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { invoiceNumberSeries, outbox } from '../../db/schema/index.ts';
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
} from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld({ title: 'Harbour portal', ccPrimaryEmail: 'cfo@example.test' }));
});
afterAll(() => t.close());

const generate = (id: number, who = p.finance, headers?: Record<string, string>) =>
  who.client.post(`/api/invoices/${id}/generate/`, {}, headers ? { headers } : {});
const remind = (id: number, who = p.finance, headers?: Record<string, string>) =>
  who.client.post(`/api/invoices/${id}/payment-reminder/`, {}, headers ? { headers } : {});
const mailOf = async (id: number | null) =>
  (
    await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, id as number))
  )[0];

describe('POST invoices/{id}/generate/ (ADR 032)', () => {
  it('numbers, freezes and mails a draft with its PDF; the draft becomes pending', async () => {
    const draft = await inState(t.app.db, project.id, 'draft', { issuedAt: '2026-03-02', vatRateBp: 0 });
    const response = await generate(draft.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      number: 'INV-2026-0001',
      finalized: true,
      status: 'pending',
      vat_mode: 'home',
      vat: '210.00',
      total_amount: '1210.00',
      invoice_email_status: 'sent',
      download_url: `/api/invoices/${draft.id}/download/?format=pdf`,
      abilities: { generate: false, edit: false, mark_as_paid: true, send_reminder: true },
    });
    const row = await invoiceOf(t.app.db, draft.id);
    expect(row.billing).toEqual({
      seller: {
        name: 'Kazi B.V.',
        address: 'Keizersgracht 100, 1015 AA Amsterdam, Netherlands',
        vat_number: 'NL123456789B01',
        bank: 'IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A',
      },
      client: {
        name: 'Acme Logistics B.V.',
        address: 'Herengracht 100, 1015 BS Amsterdam',
        country: 'NL',
        vat_number: 'NL123456789B01',
      },
      vat: { mode: 'home', rate_basis_points: 2100 },
    });
    expect(row.finalizedAt).toBeInstanceOf(Date);
    expect(row.lastSentAt).toBeInstanceOf(Date);
    const mail = await mailOf(row.lastMailId);
    expect(mail).toMatchObject({ to: 'invoices@example.test', cc: 'cfo@example.test' });
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: 'INV-2026-0001.pdf', content_type: 'application/pdf' }),
    ]);
    expect((await historyOf(t.app.db, draft.id)).map((event) => [event.action, event.data])).toEqual([
      ['generated', { previous_status: 'draft', current_status: 'pending' }],
    ]);
    expect((await auditOf(t.app.db, draft.id)).map((entry) => entry.action)).toEqual(['invoice.generate']);
  });

  it('one series per type and invoice year; an approved invoice stays approved', async () => {
    const lastYear = await inState(t.app.db, project.id, 'approved', { issuedAt: '2025-12-31' });
    expect((await generate(lastYear.id)).json()).toMatchObject({
      number: 'INV-2025-0001',
      status: 'approved',
    });
    const note = await inState(t.app.db, project.id, 'draft', {
      type: 'credit_nota',
      issuedAt: '2026-01-05',
    });
    expect((await generate(note.id)).json().number).toBe('CN-2026-0001');
    const commitment = await inState(t.app.db, project.id, 'draft', {
      type: 'commitment',
      issuedAt: '2026-06-01',
    });
    expect((await generate(commitment.id)).json().number).toBe('COM-2026-0001');
  });

  it('freezes the VAT of the client as it is now: an EU business is reverse charged', async () => {
    await setCompany(t.app.db, p.client.user.id, { country: 'BE', vatNumber: 'BE0123456789' });
    const draft = await inState(t.app.db, project.id, 'draft');
    expect((await generate(draft.id)).json()).toMatchObject({ vat_mode: 'reverse_charge', vat: '0.00' });
    await setCompany(t.app.db, p.client.user.id, { country: 'NL', vatNumber: 'NL123456789B01' });
    expect((await p.finance.client.get(`/api/invoices/${draft.id}/`)).json().vat_mode).toBe('reverse_charge');
  });

  it('an approved invoice whose total the VAT changes goes back to the client: pending (ADR 032, 2026-12-01)', async () => {
    // Approved at 21 %; the client is now an EU business with a VAT number: reverse charged.
    const approved = await inState(t.app.db, project.id, 'approved', { issuedAt: '2028-02-01' });
    const unchanged = await inState(t.app.db, project.id, 'approved', { issuedAt: '2028-02-02' });
    expect((await generate(unchanged.id)).json()).toMatchObject({
      status: 'approved',
      total_amount: '1210.00',
    });
    await setCompany(t.app.db, p.client.user.id, { country: 'DE', vatNumber: 'DE123456789' });
    try {
      const response = await generate(approved.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        finalized: true,
        status: 'pending',
        vat_mode: 'reverse_charge',
        total_amount: '1000.00',
      });
      expect((await historyOf(t.app.db, approved.id)).map((event) => [event.action, event.data])).toEqual([
        ['generated', { previous_status: 'approved', current_status: 'pending' }],
      ]);
      // The client approves the total they now see.
      const seen = (await p.client.client.get(`/api/invoices/${approved.id}/`)).json();
      const approval = await p.client.client.patch(`/api/invoices/${approved.id}/`, {
        action: 'approve',
        revision: seen.revision,
      });
      expect(approval.json()).toMatchObject({ status: 'approved', total_amount: '1000.00' });
    } finally {
      await setCompany(t.app.db, p.client.user.id, { country: 'NL', vatNumber: 'NL123456789B01' });
    }
  });

  it('a credit note is generated with the VAT and currency of the invoice it corrects', async () => {
    const charged = await inState(t.app.db, project.id, 'generated', {
      vatMode: 'reverse_charge',
      vatRateBp: 0,
      currency: 'USD',
    });
    // Made before VAT followed the corrected invoice: the client's home rate, in euros.
    const note = await inState(t.app.db, project.id, 'draft', {
      type: 'credit_nota',
      refInvoiceId: charged.id,
      issuedAt: '2028-03-01',
    });
    const response = await generate(note.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      number: 'CN-2028-0001',
      currency: 'USD',
      vat_mode: 'reverse_charge',
      vat: '0.00',
      total_amount: '1000.00',
    });
    expect((await invoiceOf(t.app.db, note.id)).billing).toMatchObject({
      vat: { mode: 'reverse_charge', rate_basis_points: 0 },
    });
  });

  it('refuses what its state does not allow (409), takes no number; others than finance and admins: 403', async () => {
    const series = async () =>
      (await t.app.db.select().from(invoiceNumberSeries).where(eq(invoiceNumberSeries.type, 'sale'))).map(
        (row) => [row.year, row.lastSequence],
      );
    const before = await series();
    for (const [state, detail] of [
      ['generated', 'This invoice is already generated or sent.'],
      ['rejected', 'A rejected invoice cannot be generated: send it for approval again first.'],
      ['paid', 'This invoice is already paid.'],
      ['archived', 'This invoice is archived.'],
    ] as const) {
      const invoice = await inState(t.app.db, project.id, state);
      const response = await generate(invoice.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal(detail));
    }
    expect(await series()).toEqual(before);
    const draft = await inState(t.app.db, project.id, 'draft');
    for (const who of [p.staff, p.client, p.cm, p.dev])
      expect((await generate(draft.id, who)).statusCode).toBe(403);
    const theirs = await inState(
      t.app.db,
      (await clientProject(t.app.db, { ...p, client: p.otherClient })).id,
      'draft',
    );
    expect((await generate(theirs.id, p.finance)).statusCode).toBe(200);
  });

  it('without an invoicing e-mail the invoice is generated and its e-mail status is Failed', async () => {
    const silent = await clientProject(t.app.db, p, { invoicingEmail: null });
    const draft = await inState(t.app.db, silent.id, 'draft');
    expect((await generate(draft.id)).json()).toMatchObject({
      finalized: true,
      invoice_email_status: 'failed',
    });
  });

  it('an Idempotency-Key replay answers the first response and numbers once; the key is not another invoice’s', async () => {
    const draft = await inState(t.app.db, project.id, 'draft', { issuedAt: '2027-01-10' });
    const headers = { 'idempotency-key': `generate-${draft.id}` };
    const first = await generate(draft.id, p.finance, headers);
    const again = await generate(draft.id, p.finance, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().number).toBe('INV-2027-0001');
    expect((await historyOf(t.app.db, draft.id)).length).toBe(1);

    // The key names that invoice: sent for another one it is 422, and that one stays a draft.
    const other = await inState(t.app.db, project.id, 'draft', { issuedAt: '2027-01-11' });
    const elsewhere = await generate(other.id, p.finance, headers);
    expect(elsewhere.statusCode).toBe(422);
    expect((await invoiceOf(t.app.db, other.id)).finalized).toBe(false);
  });
});

describe('POST invoices/{id}/payment-reminder/', () => {
  it('counts and dates the reminder, mails the invoice again, answers the spec’s message', async () => {
    const draft = await inState(t.app.db, project.id, 'draft');
    await generate(draft.id);
    const generated = await invoiceOf(t.app.db, draft.id);
    const response = await remind(draft.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Invoice payment reminder sent' });
    const row = await invoiceOf(t.app.db, draft.id);
    expect(row).toMatchObject({ reminderCount: 1, pdfFileId: generated.pdfFileId });
    expect(row.reminderSentAt).toBeInstanceOf(Date);
    expect(row.lastMailId).not.toBe(generated.lastMailId);
    expect((await mailOf(row.lastMailId))?.attachments).toHaveLength(1);
    expect((await historyOf(t.app.db, draft.id)).map((event) => [event.action, event.actorId])).toEqual([
      ['generated', p.finance.user.id],
      ['payment_reminder_sent', p.finance.user.id],
    ]);
    expect((await auditOf(t.app.db, draft.id)).at(-1)?.action).toBe('invoice.send_reminder');
  });

  it('a replay with the same key reminds once; a draft is 409; staff 403', async () => {
    const invoice = await inState(t.app.db, project.id, 'draft');
    await generate(invoice.id);
    const headers = { 'idempotency-key': `remind-${invoice.id}` };
    expect((await remind(invoice.id, p.admin, headers)).statusCode).toBe(200);
    expect((await remind(invoice.id, p.admin, headers)).json()).toEqual({
      message: 'Invoice payment reminder sent',
    });
    expect((await invoiceOf(t.app.db, invoice.id)).reminderCount).toBe(1);
    const draft = await inState(t.app.db, project.id, 'draft');
    expect((await remind(draft.id)).json()).toEqual(refusal('Generate this invoice first.'));
    expect((await remind(invoice.id, p.staff)).statusCode).toBe(403);
  });
});
