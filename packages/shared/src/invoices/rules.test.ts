import { describe, expect, it } from 'vitest';
import {
  commitmentAmountFor,
  displayStatus,
  dueDateOf,
  type InvoiceFacts,
  invoiceNumber,
  invoiceTotals,
  isOverdue,
  vatTreatment,
} from './rules.ts';

const TODAY = '2026-11-28';
const invoice = (facts: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  type: 'sale',
  status: 'pending',
  paid: false,
  finalized: false,
  archived: false,
  dueAt: '2026-12-10',
  lastSentAt: null,
  ...facts,
});

describe('display status, in the spec order', () => {
  it.each<[string, Partial<InvoiceFacts>, string]>([
    ['paid wins over everything', { paid: true, status: 'approved', dueAt: '2026-01-01' }, 'paid'],
    ['approved payment', { status: 'approved', dueAt: '2026-01-01' }, 'approved'],
    ['approved payout is Processing', { type: 'purchase', status: 'approved' }, 'processing'],
    ['overdue before draft', { status: 'draft', dueAt: '2026-11-27' }, 'overdue'],
    ['draft', { status: 'draft' }, 'draft'],
    ['rejected', { status: 'rejected' }, 'rejected'],
    ['pending otherwise', {}, 'pending'],
  ])('%s', (_name, facts, expected) => {
    expect(displayStatus(invoice(facts), TODAY)).toBe(expected);
  });

  it('is overdue only when the due day is before today and unpaid', () => {
    expect(isOverdue(invoice({ dueAt: TODAY }), TODAY)).toBe(false);
    expect(isOverdue(invoice({ dueAt: '2026-11-27' }), TODAY)).toBe(true);
    expect(isOverdue(invoice({ dueAt: '2026-11-27', paid: true }), TODAY)).toBe(false);
  });
});

describe('dates and numbers', () => {
  it('due date is the invoice date plus the payment period', () => {
    expect(dueDateOf('2026-12-20', 14)).toBe('2027-01-03');
    expect(dueDateOf('2028-02-01', 30)).toBe('2028-03-02');
  });

  it('numbers each series with its prefix, year and four digits', () => {
    expect(invoiceNumber('sale', 2026, 1)).toBe('INV-2026-0001');
    expect(invoiceNumber('credit_nota', 2027, 12)).toBe('CN-2027-0012');
    expect(invoiceNumber('final', 2026, 12345)).toBe('FIN-2026-12345');
  });
});

describe('VAT by the client company', () => {
  const home = { country: 'NL', rateBasisPoints: 2100 };
  it.each<[string, string | null, string | null, string]>([
    ['home client', 'NL', 'NL0001', 'home'],
    ['unknown country', null, null, 'home'],
    ['EU business with a VAT number', 'DE', 'DE123456789', 'reverse_charge'],
    ['EU consumer without one', 'FR', null, 'home'],
    ['EU client with a blank VAT number', 'FR', '  ', 'home'],
    ['outside the EU', 'US', 'EIN-1', 'none'],
    ['outside the EU, Kenya', 'KE', null, 'none'],
  ])('%s', (_name, country, vatNumber, mode) => {
    expect(vatTreatment('sale', { country, vatNumber }, home).mode).toBe(mode);
  });

  it('payouts carry no VAT', () => {
    expect(vatTreatment('purchase', { country: 'NL', vatNumber: null }, home).mode).toBe('none');
  });

  it('totals VAT half up to the cent', () => {
    expect(invoiceTotals(100_000, 2100)).toEqual({ subtotal: 100_000, vat: 21_000, total: 121_000 });
    expect(invoiceTotals(1, 5000)).toEqual({ subtotal: 1, vat: 1, total: 2 });
    expect(invoiceTotals(333, 2100)).toEqual({ subtotal: 333, vat: 70, total: 403 });
  });
});

it('keeps a commitment amount on commitment payments and final invoices only', () => {
  expect(commitmentAmountFor('commitment', 500)).toBe(500);
  expect(commitmentAmountFor('final', 500)).toBe(500);
  expect(commitmentAmountFor('sale', 500)).toBe(0);
  expect(commitmentAmountFor('credit_nota', 500)).toBe(0);
});
