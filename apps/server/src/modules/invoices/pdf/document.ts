import { formatHours } from '@kazi/shared/hours/hours';
import { isShownNegative } from '@kazi/shared/invoices/rules';
import { format, MESSAGES } from '@kazi/shared/messages';
import { displayMoney } from '@kazi/shared/money/display';
import { countryName } from '@kazi/shared/reference/countries';
import type { PrintedBilling } from '../billing.ts';
import type { DeliveryInvoice, DeliveryLine } from '../deliver.repository.ts';

const M = MESSAGES.invoices.pdf;

/** Everything the PDF prints, as text: the renderer only lays it out. */
export interface InvoiceDocument {
  title: string;
  seller: { name: string; addressLines: string[]; vatNumber: string };
  meta: { label: string; value: string }[];
  corrects: string | null;
  billTo: { name: string; addressLines: string[]; vatNumber: string | null };
  lines: { description: string; hours: string; rate: string; amount: string }[];
  totals: { label: string; value: string }[];
  /** The VAT note: reverse charge or outside the EU. */
  vatNote: string | null;
  /** How to pay (not on credit notes). */
  payment: string | null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-11-28` → `28 November 2026`. */
export const displayDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** 2100 basis points → `21`, 950 → `9.5`. */
const percent = (basisPoints: number) => String(basisPoints / 100);

export function invoiceDocument(
  row: DeliveryInvoice,
  lines: readonly DeliveryLine[],
  billing: PrintedBilling,
): InvoiceDocument {
  const { invoice } = row;
  const sign = isShownNegative(invoice.type) ? -1 : 1;
  const money = (minor: number) => displayMoney(sign * minor, invoice.currency);
  const number = invoice.number ?? '';
  const printed = lines.length
    ? lines.map((line) => ({
        description: line.description,
        hours: line.hours === null ? '' : formatHours(line.hours),
        rate: line.rateMinor === null ? '' : displayMoney(line.rateMinor, invoice.currency),
        amount: money(line.amountMinor),
      }))
    : [{ description: invoice.title, hours: '', rate: '', amount: money(invoice.amountMinor) }];
  const vatNote =
    invoice.vatMode === 'reverse_charge' ? M.reverseCharge : invoice.vatMode === 'none' ? M.outsideEu : null;
  const payment =
    sign > 0
      ? format(M.payTo, {
          total: money(invoice.totalMinor),
          due: displayDay(invoice.dueAt),
          bank: billing.seller.bank,
          number,
        })
      : null;
  return {
    title: sign < 0 ? M.creditNote : M.invoice,
    seller: {
      name: billing.seller.name,
      addressLines: linesOf(billing.seller.address),
      vatNumber: `${M.vatNumber}: ${billing.seller.vat_number}`,
    },
    meta: [
      { label: M.number, value: number },
      { label: M.date, value: displayDay(invoice.issuedAt) },
      { label: M.dueDate, value: displayDay(invoice.dueAt) },
    ],
    corrects: sign < 0 && row.refNumber ? format(M.corrects, { number: row.refNumber }) : null,
    billTo: {
      name: billing.client.name,
      addressLines: [...linesOf(billing.client.address), countryName(billing.client.country) ?? ''].filter(
        Boolean,
      ),
      vatNumber: billing.client.vat_number ? `${M.vatNumber}: ${billing.client.vat_number}` : null,
    },
    lines: printed,
    totals: [
      { label: M.subtotal, value: money(invoice.amountMinor) },
      { label: format(M.vat, { rate: percent(invoice.vatRateBp) }), value: money(invoice.vatMinor) },
      { label: M.total, value: money(invoice.totalMinor) },
    ],
    vatNote,
    payment,
  };
}
