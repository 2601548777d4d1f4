import type { VatMode } from './rules.ts';

/**
 * What an invoice prints about who sells and who pays, frozen in `invoices.billing` when it is
 * generated (ADR 032), so a PDF rendered later says what the invoice said that day: the seller
 * from the configuration, the client from the project owner's company, and the VAT applied.
 */
export interface InvoiceBilling {
  seller: { name: string; address: string; vat_number: string; bank: string };
  client: {
    /** The company's name, else the project owner's name. */
    name: string;
    /** Street and number, postal code and city, as one line ('' when unknown). */
    address: string;
    /** ISO 3166 alpha-2, or null when unknown. */
    country: string | null;
    vat_number: string | null;
  };
  vat: { mode: VatMode; rate_basis_points: number };
}
