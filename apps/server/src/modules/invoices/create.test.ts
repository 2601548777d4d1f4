import { addDays } from '@kazi/shared/invoices/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import type { TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import {
  auditOf,
  clientProject,
  foreignProject,
  historyOf,
  inState,
  openWorld,
  type People,
  saleBody,
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

const create = (body: Record<string, unknown>, who = p.finance) => who.client.post('/api/invoices/', body);

describe('POST invoices/: who may create, where', () => {
  it('admins, finance and staff create drafts; nobody else may (403)', async () => {
    for (const who of [p.admin, p.finance, p.staff]) {
      const response = await create(saleBody(project.id), who);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ status: 'draft', display_status: 'draft', number: null });
    }
    for (const who of [p.cm, p.cso, p.client, p.spaceLead, p.dev]) {
      expect((await create(saleBody(project.id), who)).statusCode).toBe(403);
    }
  });

  it('on a project that does not exist: 404; on an archived one: 409', async () => {
    expect((await create(saleBody(2_000_000_000))).statusCode).toBe(404);
    const archived = await clientProject(t.app.db, p, { archived: true });
    expect((await create(saleBody(archived.id))).json()).toEqual(
      refusal('The project is archived: its payments cannot change.'),
    );
  });

  it('records the history and the audit log', async () => {
    const invoice = (await create(saleBody(project.id))).json();
    const history = await historyOf(t.app.db, invoice.id);
    expect(history.map((event) => [event.action, event.actorId])).toEqual([
      ['created_draft', p.finance.user.id],
    ]);
    const audit = await auditOf(t.app.db, invoice.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['invoice.create', p.finance.user.id]]);
  });
});

describe('POST invoices/: the form’s rules (spec 001 §5, ADR 032)', () => {
  it('names every missing field with the spec’s messages', async () => {
    const response = await create({ type: 'sale', project: { id: project.id } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['This field is required'],
      issued_at: ['This field is required'],
      amount: ['This field is required'],
    });
    expect((await create(saleBody(project.id, { amount: '-1' }))).json()).toEqual({
      amount: ['Enter an amount of at most 999,999,999.99 with two decimals, not negative.'],
    });
    expect((await create(saleBody(project.id, { payment_period: 10 }))).statusCode).toBe(400);
  });

  it('prices in the project’s currency, due after the payment period, commitment amount 0 for a sale', async () => {
    const usd = await clientProject(t.app.db, p, { currency: 'USD' });
    const invoice = (
      await create(saleBody(usd.id, { amount: '1234.56', payment_period: 30, commitment_amount: '50.00' }))
    ).json();
    expect(invoice).toMatchObject({
      currency: 'USD',
      amount: '1234.56',
      vat: '259.26',
      total_amount: '1493.82',
      commitment_amount: '0.00',
      payment_period: 30,
      due_at: addDays(TODAY, 30),
    });
  });

  it.each([
    ['the home country', 'NL', 'NL000099998B57', 'home', '21.00', '210.00'],
    ['an unknown country', null, null, 'home', '21.00', '210.00'],
    ['an EU business with a VAT number', 'DE', 'DE123456789', 'reverse_charge', '0.00', '0.00'],
    ['an EU client without a VAT number', 'BE', null, 'home', '21.00', '210.00'],
    ['outside the EU', 'UG', 'UG1000', 'none', '0.00', '0.00'],
  ])('VAT for a client in %s', async (_case, country, vatNumber, mode, rate, vat) => {
    await setCompany(t.app.db, p.client.user.id, { country, vatNumber });
    const invoice = (await create(saleBody(project.id))).json();
    expect(invoice).toMatchObject({ vat_mode: mode, vat_rate: rate, vat });
    await setCompany(t.app.db, p.client.user.id, { country: 'NL', vatNumber: 'NL123456789B01' });
  });

  it('a credit note corrects a live, issued invoice of the project, by no more than is left of it', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated', { amountMinor: 50_000 });
    const note = (amount: string, ref: number | null = invoice.id) =>
      create(
        saleBody(project.id, { type: 'credit_nota', amount, ...(ref ? { ref_invoice: { id: ref } } : {}) }),
      );
    expect((await note('100.00', null)).json()).toEqual({
      ref_invoice: ['Select the invoice this credit note corrects'],
    });
    const first = await note('300.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().ref_invoice).toMatchObject({ id: invoice.id, amount: '500.00' });
    expect((await note('200.01')).json()).toEqual({
      amount: ['A credit note cannot exceed what is left of the invoice it corrects (€200.00).'],
    });
    expect((await note('200.00')).statusCode).toBe(201);
    expect((await note('0.01')).json().amount).toEqual([
      'A credit note cannot exceed what is left of the invoice it corrects (€0.00).',
    ]);
    expect((await note('1.00', first.json().id)).json()).toEqual({
      ref_invoice: ['A credit note corrects an invoice, not another credit note.'],
    });
    const elsewhere = await inState(t.app.db, (await foreignProject(t.app.db, p)).id, 'generated');
    expect((await note('1.00', elsewhere.id)).json()).toEqual({
      ref_invoice: ['The reference invoice must be of the same project.'],
    });
    const deleted = await inState(t.app.db, project.id, 'draft', { deletedAt: new Date() });
    expect((await note('1.00', deleted.id)).statusCode).toBe(400);
    const draft = await inState(t.app.db, project.id, 'draft');
    expect((await note('1.00', draft.id)).json()).toEqual({
      ref_invoice: [
        'A credit note corrects an invoice the client has received: generate or send this one first.',
      ],
    });
  });

  it('only credit notes reference an invoice, only final invoices a commitment', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated');
    const response = await create(
      saleBody(project.id, { ref_invoice: { id: invoice.id }, commitment: { id: invoice.id } }),
    );
    expect(response.json()).toEqual({
      ref_invoice: ['Only a credit note references an invoice.'],
      commitment: ['Only a final invoice draws on a commitment payment.'],
    });
  });

  it('a commitment payment needs its commitment amount', async () => {
    expect((await create(saleBody(project.id, { type: 'commitment' }))).json()).toEqual({
      commitment_amount: ['This field is required'],
    });
    const made = await create(saleBody(project.id, { type: 'commitment', commitment_amount: '800.00' }));
    expect(made.json()).toMatchObject({ type: 'commitment', commitment_amount: '800.00' });
  });

  it('a final invoice draws on a paid commitment of the project, never below a zero balance', async () => {
    const own = await clientProject(t.app.db, p);
    const commitment = await inState(t.app.db, own.id, 'paid', {
      type: 'commitment',
      commitmentAmountMinor: 60_000,
    });
    const final = (amount: string, commitmentId = commitment.id) =>
      create(
        saleBody(own.id, { type: 'final', commitment: { id: commitmentId }, commitment_amount: amount }),
      );
    const first = await final('450.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().project.commitment_amount_balance).toBe('150.00');
    expect((await final('150.01')).json()).toEqual({
      commitment_amount: ['The commitment amount cannot exceed the project’s commitment balance (€150.00).'],
    });
    const other = await inState(t.app.db, project.id, 'paid', {
      type: 'commitment',
      commitmentAmountMinor: 1,
    });
    expect((await final('1.00', other.id)).json()).toEqual({
      commitment: ['Select a commitment payment of this project.'],
    });
    const withoutCommitment = await create(saleBody(own.id, { type: 'final' }));
    expect(withoutCommitment.json()).toMatchObject({ commitment: null, commitment_amount: '0.00' });
  });

  it('parallel final invoices never overdraw the balance (the project row is locked)', async () => {
    const own = await clientProject(t.app.db, p);
    await inState(t.app.db, own.id, 'paid', { type: 'commitment', commitmentAmountMinor: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        create(saleBody(own.id, { type: 'final', commitment_amount: '30.00' })).then((r) => r.statusCode),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((status) => status === 400)).toHaveLength(5);
  });
});

describe('POST invoices/: a credit note gives back what was charged (ADR 032, 2026-12-01)', () => {
  const note = (ref: { id: number; projectId: number }, amount: string) =>
    create(saleBody(ref.projectId, { type: 'credit_nota', amount, ref_invoice: { id: ref.id } }));

  it('takes the VAT of the invoice it corrects, not the client’s company’s as it is now', async () => {
    // Reverse charged when generated (a German business with a VAT number); the client has since
    // cleared their VAT number, so their company now says the home rate.
    const own = await clientProject(t.app.db, p);
    const charged = await inState(t.app.db, own.id, 'generated', {
      vatMode: 'reverse_charge',
      vatRateBp: 0,
    });
    await setCompany(t.app.db, p.client.user.id, { country: 'DE', vatNumber: null });
    try {
      const response = await note(charged, '1000.00');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        vat_mode: 'reverse_charge',
        vat_rate: '0.00',
        vat: '0.00',
        total_amount: '1000.00',
      });
    } finally {
      await setCompany(t.app.db, p.client.user.id, { country: 'NL', vatNumber: 'NL123456789B01' });
    }
  });

  it('is in the currency of the invoice it corrects', async () => {
    const own = await clientProject(t.app.db, p);
    const charged = await inState(t.app.db, own.id, 'generated', { currency: 'USD' });
    const response = await note(charged, '100.00');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ currency: 'USD', vat: '21.00', total_amount: '121.00' });
  });

  it('never credits more than the total charged, though the net fits', async () => {
    // A credit note made before VAT followed the corrected invoice: 21 % on a reverse-charged one.
    const own = await clientProject(t.app.db, p);
    const charged = await inState(t.app.db, own.id, 'generated', {
      vatMode: 'reverse_charge',
      vatRateBp: 0,
    });
    await inState(t.app.db, own.id, 'generated', {
      type: 'credit_nota',
      refInvoiceId: charged.id,
      amountMinor: 50_000,
    });
    const over = await note(charged, '500.00');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      amount: [
        'A credit note’s total with VAT cannot exceed what is left of the total of the invoice it corrects (€395.00).',
      ],
    });
    const rest = await note(charged, '395.00');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ total_amount: '395.00' });
  });
});

describe('POST invoices/: the commitment balance is in the project’s currency', () => {
  it('leaves out commitments in another currency', async () => {
    const own = await clientProject(t.app.db, p);
    const commitment = await inState(t.app.db, own.id, 'paid', {
      type: 'commitment',
      commitmentAmountMinor: 60_000,
    });
    // Made in dollars before the project's currency could no longer change.
    await inState(t.app.db, own.id, 'paid', {
      type: 'commitment',
      currency: 'USD',
      commitmentAmountMinor: 100_000,
    });
    const final = (amount: string) =>
      create(
        saleBody(own.id, { type: 'final', commitment: { id: commitment.id }, commitment_amount: amount }),
      );
    const first = await final('100.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().project.commitment_amount_balance).toBe('500.00');
    expect((await final('500.01')).json()).toEqual({
      commitment_amount: ['The commitment amount cannot exceed the project’s commitment balance (€500.00).'],
    });
  });
});

describe('POST invoices/ with an Idempotency-Key (ADR 029)', () => {
  it('answers a replay with the first response and creates one invoice; another body is 422', async () => {
    const headers = { 'idempotency-key': `create-${project.id}` };
    const first = await p.finance.client.post('/api/invoices/', saleBody(project.id), { headers });
    const again = await p.finance.client.post('/api/invoices/', saleBody(project.id), { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await p.finance.client.post('/api/invoices/', saleBody(project.id, { title: 'Other' }), {
      headers,
    });
    expect(other.statusCode).toBe(422);
  });
});
