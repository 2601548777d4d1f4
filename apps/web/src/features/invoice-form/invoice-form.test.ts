import type { Invoice } from '@kazi/shared/invoices/schemas';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  editBody,
  fieldsOf,
  invoiceFormIssues,
  invoiceFormValues,
  serverField,
} from './invoice-form.ts';

const M = invoicesMessages.invoices.form;

const abilities = {
  edit: true,
  delete: true,
  send_for_approval: true,
  approve: false,
  reject: false,
  generate: true,
  mark_as_paid: false,
  send_reminder: false,
  archive: true,
  comment: true,
  view_history: true,
};

function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 41,
    type: 'sale',
    type_label: 'Payment',
    title: 'November hours',
    full_title: 'Website – November hours',
    number: null,
    issued_at: '2026-11-02',
    created_at: '2026-11-02T09:00:00Z',
    due_at: '2026-11-16',
    amount: '1250.50',
    subtotal: '1250.50',
    vat: '0.00',
    vat_rate: '0.00',
    vat_mode: 'none',
    total_amount: '1250.50',
    commitment_amount: '0.00',
    currency: 'EUR',
    payment_period: 14,
    ref_invoice: null,
    commitment: null,
    project: {
      id: 7,
      title: 'Website',
      archived: false,
      currency: 'EUR',
      owner: null,
      commitment_amount_balance: '0.00',
    },
    client: null,
    user: null,
    status: 'draft',
    display_status: 'draft',
    overdue: false,
    paid: false,
    paid_at: null,
    finalized: false,
    archived: false,
    last_sent_at: null,
    reminder_count: 0,
    reminder_sent_at: null,
    invoice_email_status: null,
    payment_platform: null,
    batch_ref: null,
    download_url: null,
    revision: 3,
    abilities,
    ...overrides,
  };
}

const filled = (type: Parameters<typeof createBody>[0]) => ({
  ...invoiceFormValues(undefined, 7),
  title: 'December hours',
  issued_at: '2026-12-01',
  amount: '100.5',
  ...(type === 'credit_nota' ? { ref_invoice: '41' } : {}),
  ...(type === 'commitment' || type === 'final' ? { commitment_amount: '20' } : {}),
});

describe('the invoice form', () => {
  it('starts a new invoice today with 14 days and the preset project', () => {
    const values = invoiceFormValues(undefined, 7);
    expect(values.project).toBe('7');
    expect(values.payment_period).toBe('14');
    expect(values.issued_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoiceFormValues(undefined, undefined).project).toBe('');
  });

  it('edits an invoice from its own values', () => {
    const values = invoiceFormValues(
      invoice({
        type: 'credit_nota',
        ref_invoice: { id: 9, number: 'INV-2026-0001', title: 'x', amount: '5.00' },
      }),
      undefined,
    );
    expect(values).toMatchObject({
      project: '7',
      title: 'November hours',
      amount: '1250.50',
      ref_invoice: '9',
    });
    expect(values.commitment_amount).toBe('');
  });

  it.each([
    ['sale', { commitment: false, ref_invoice: false, commitment_amount: false, payment_period: true }],
    [
      'credit_nota',
      { commitment: false, ref_invoice: true, commitment_amount: false, payment_period: false },
    ],
    ['commitment', { commitment: false, ref_invoice: false, commitment_amount: true, payment_period: true }],
    ['final', { commitment: true, ref_invoice: false, commitment_amount: true, payment_period: true }],
  ] as const)('shows the fields of a %s', (type, fields) => {
    expect(fieldsOf(type)).toEqual(fields);
  });

  it('sends only the fields the type shows', () => {
    expect(createBody('sale', { ...filled('sale'), commitment_amount: '5', ref_invoice: '3' })).toEqual({
      type: 'sale',
      project: { id: 7 },
      title: 'December hours',
      issued_at: '2026-12-01',
      amount: '100.5',
      payment_period: 14,
    });
    expect(createBody('credit_nota', filled('credit_nota'))).toMatchObject({ ref_invoice: { id: 41 } });
    expect(createBody('credit_nota', filled('credit_nota'))).not.toHaveProperty('payment_period');
    expect(createBody('final', { ...filled('final'), commitment: '12' })).toMatchObject({
      commitment: { id: 12 },
      commitment_amount: '20',
    });
  });

  it('names the revision it read when editing', () => {
    const body = editBody('sale', invoice(), {
      ...invoiceFormValues(invoice(), undefined),
      title: 'Changed',
    });
    expect(body).toMatchObject({ title: 'Changed', amount: '1250.50', revision: 3 });
    expect(body).not.toHaveProperty('project');
    expect(body).not.toHaveProperty('type');
  });

  it('accepts a complete form of each type', () => {
    for (const type of ['sale', 'credit_nota', 'commitment', 'final'] as const) {
      expect(invoiceFormIssues(type, undefined, filled(type))).toEqual({});
    }
  });

  it("asks for the project with the spec's words, and for each required field", () => {
    const issues = invoiceFormIssues('sale', undefined, {
      ...invoiceFormValues(undefined, undefined),
      issued_at: '',
    });
    expect(issues).toMatchObject({
      project: M.projectRequired,
      title: M.titleRequired,
      issued_at: M.invoiceDateRequired,
      amount: M.amountRequired,
    });
  });

  it('refuses a negative amount or a third decimal', () => {
    expect(invoiceFormIssues('sale', undefined, { ...filled('sale'), amount: '-1' }).amount).toBe(
      M.amountInvalid,
    );
    expect(invoiceFormIssues('sale', undefined, { ...filled('sale'), amount: '1.005' }).amount).toBe(
      M.amountInvalid,
    );
  });

  it('wants the reference of a credit note and the commitment amount of commitments (a final may have none)', () => {
    expect(
      invoiceFormIssues('credit_nota', undefined, { ...filled('credit_nota'), ref_invoice: '' }),
    ).toEqual({
      ref_invoice: M.referenceRequired,
    });
    expect(invoiceFormIssues('final', undefined, { ...filled('final'), commitment_amount: '' })).toEqual({});
    expect(
      invoiceFormIssues('commitment', invoice({ type: 'commitment' }), {
        ...filled('commitment'),
        commitment_amount: '',
      }),
    ).toEqual({ commitment_amount: M.commitmentAmountRequired });
  });

  it("names every missing field at once, the type's own with the others", () => {
    const blank = { ...invoiceFormValues(undefined, undefined), title: 'x', amount: '1' };
    expect(invoiceFormIssues('credit_nota', undefined, blank)).toEqual({
      project: M.projectRequired,
      ref_invoice: M.referenceRequired,
    });
  });

  it("puts a 400's nested keys under their fields", () => {
    expect(serverField('ref_invoice.id')).toBe('ref_invoice');
    expect(serverField('commitment_amount')).toBe('commitment_amount');
    expect(serverField('non_field_errors')).toBeUndefined();
  });
});
