import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrintedBilling } from '../billing.ts';
import type { DeliveryInvoice, DeliveryLine } from '../deliver.repository.ts';
import { invoiceDocument } from './document.ts';
import { printable } from './printable.ts';
import { renderInvoicePdf } from './render.ts';

const billing: PrintedBilling = {
  seller: {
    name: 'Kazi B.V.',
    address: 'Keizersgracht 100, 1015 AA Amsterdam, Netherlands',
    vat_number: 'NL123456789B01',
    bank: 'IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A',
  },
  client: {
    name: 'Acme Logistics B.V.',
    address: 'Damrak 1, 1012 LG Amsterdam',
    country: 'NL',
    vat_number: 'NL000099998B57',
  },
};

function invoice(
  overrides: Partial<DeliveryInvoice['invoice']> = {},
  refNumber: string | null = null,
): DeliveryInvoice {
  return {
    invoice: {
      id: 1,
      type: 'sale',
      title: 'Development, November 2026',
      number: 'INV-2026-0042',
      issuedAt: '2026-11-30',
      dueAt: '2026-12-14',
      currency: 'EUR',
      amountMinor: 1_234_567,
      vatMinor: 259_259,
      totalMinor: 1_493_826,
      vatMode: 'home',
      vatRateBp: 2100,
      finalized: true,
      billing,
      pdfFileId: null,
      ...overrides,
    },
    refNumber,
    project: { title: 'Ledger', invoicingEmail: 'billing@acme.test', ccPrimaryEmail: null },
    owner: null,
    company: null,
  };
}

const line = (description: string, hours: number, rateMinor: number): DeliveryLine => ({
  description,
  hours,
  rateMinor,
  amountMinor: Math.round((hours * rateMinor) / 100),
});

/** The PDF's text as pdftotext reads it, in reading order with its layout. */
async function textOf(row: DeliveryInvoice, lines: DeliveryLine[] = [], printed = billing): Promise<string> {
  const bytes = await renderInvoicePdf(invoiceDocument(row, lines, printed));
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
  try {
    writeFileSync(path.join(dir, 'invoice.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('the invoice PDF', () => {
  it('prints the seller, the client, number and dates, the lines and the totals with the payment instructions', async () => {
    const lines = [
      line('Amina Okello: 120.00 h × €55.00', 12_000, 5500),
      line('Brian Otieno: 104.50 h × €55.00', 10_450, 5500),
    ];
    const text = squeezed(
      await textOf(invoice({ amountMinor: 1_234_750, vatMinor: 259_298, totalMinor: 1_494_048 }), lines),
    );
    for (const expected of [
      'Kazi B.V.',
      'Invoice',
      'Keizersgracht 100, 1015 AA Amsterdam, Netherlands',
      'VAT number: NL123456789B01',
      'Invoice number INV-2026-0042',
      'Invoice date 30 November 2026',
      'Due date 14 December 2026',
      'Bill to',
      'Acme Logistics B.V.',
      'Damrak 1, 1012 LG Amsterdam',
      'Netherlands',
      'VAT number: NL000099998B57',
      'Description Hours Rate Amount',
      'Amina Okello: 120.00 h × €55.00 120.00 €55.00 €6,600.00',
      'Brian Otieno: 104.50 h × €55.00 104.50 €55.00 €5,747.50',
      'Subtotal €12,347.50',
      'VAT (21%) €2,592.98',
      'Total €14,940.48',
      'Please pay €14,940.48 by 14 December 2026 to IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A, quoting',
      'INV-2026-0042.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Credit Note');
    expect(text).not.toContain('reverse charged');
  });

  it('prints an invoice without lines as one line: its title and amount', async () => {
    const text = squeezed(await textOf(invoice()));
    expect(text).toContain('Development, November 2026 €12,345.67');
    expect(text).toContain('Subtotal €12,345.67');
    expect(text).toContain('Total €14,938.26');
  });

  it('prints a credit note negative, naming the invoice it corrects, without payment instructions', async () => {
    const text = squeezed(
      await textOf(
        invoice(
          {
            type: 'credit_nota',
            number: 'CN-2026-0003',
            title: 'Discount',
            amountMinor: 50_000,
            vatMinor: 10_500,
            totalMinor: 60_500,
          },
          'INV-2026-0042',
        ),
      ),
    );
    expect(text).toContain('Credit Note');
    expect(text).toContain('Corrects invoice INV-2026-0042');
    expect(text).toContain('Discount -€500.00');
    expect(text).toContain('Subtotal -€500.00');
    expect(text).toContain('VAT (21%) -€105.00');
    expect(text).toContain('Total -€605.00');
    expect(text).not.toContain('Please pay');
  });

  it('prints the reverse-charge note for an EU business client', async () => {
    const text = squeezed(
      await textOf(invoice({ vatMode: 'reverse_charge', vatRateBp: 0, vatMinor: 0, totalMinor: 1_234_567 })),
    );
    expect(text).toContain('VAT (0%) €0.00');
    expect(text).toContain('VAT reverse charged: the customer accounts for the VAT');
  });

  it('prints the outside-EU note, in the invoice currency', async () => {
    const text = squeezed(
      await textOf(
        invoice({ currency: 'USD', vatMode: 'none', vatRateBp: 0, vatMinor: 0, totalMinor: 1_234_567 }),
        [],
        {
          ...billing,
          client: {
            name: 'Savannah Tech Ltd',
            address: 'Ngong Road 12, Nairobi',
            country: 'KE',
            vat_number: null,
          },
        },
      ),
    );
    expect(text).toContain('Outside the scope of EU VAT.');
    expect(text).toContain('Total $12,345.67');
    expect(text).toContain('Kenya');
    expect(text).not.toMatch(/VAT number: (?!NL123456789B01)/);
  });

  it('continues the lines on further pages, each under the table header', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => line(`Developer ${index + 1}: work`, 1000, 5500));
    const text = await textOf(invoice(), lines);
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) expect(squeezed(page)).toContain('Description Hours Rate Amount');
    for (let index = 1; index <= 60; index++) expect(text).toContain(`Developer ${index}: work`);
  });
});

describe('printable', () => {
  it('keeps WinAnsi text, drops accents it cannot print and spells out a few letters', () => {
    expect(printable('Zürich € “quoted” — ×')).toBe('Zürich € “quoted” — ×');
    expect(printable('Şişli Łódź Đakovo')).toBe('Sisli Lódz Dakovo');
    expect(printable('北京 Ltd')).toBe('?? Ltd');
  });

  it.each([
    ['Ɗanjuma Ƙasim', 'Danjuma Kasim'],
    ['Kwɛku Ɔwusu', 'Kweku Owusu'],
    ['Đorđević', 'Dordevic'],
    ['Yıldız', 'Yildiz'],
    ['Ɓello Ƴusuf ɗan ƙasa', 'Bello Yusuf dan kasa'],
    ['Ħamrun Ŧŧ Ŋŋ ǝƎ Əliyev', 'Hamrun Tt Nn eE Eliyev'],
    // WinAnsi prints these itself: they stay.
    ['Straße Ærø Søren Œuvre Þóra Ðóra', 'Straße Ærø Søren Œuvre Þóra Ðóra'],
    // A letter with a mark over a WinAnsi letter keeps that letter.
    ['Ǿle Ǣ', 'Øle Æ'],
    // Decomposed text is composed first; a mark on nothing printable is left out.
    ['Mu\u0308ller Ɗ\u0300', 'Müller D'],
  ])('spells out letters WinAnsi lacks and NFKD cannot decompose: %s → %s', (input, expected) => {
    expect(printable(input)).toBe(expected);
  });
});
