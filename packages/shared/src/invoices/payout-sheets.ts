import { z } from 'zod';
import { spellLetters } from './letter-spellings.ts';

/**
 * The payout sheets (ADR 035): how a payout is named in a sheet, which columns a sheet must hold,
 * why a row of an uploaded sheet is not paid, and the calls' shapes.
 */

/**
 * The reference a sheet names a payout by: its series number once it has one (`PO-2026-0001`),
 * else `PO-<id>` (an approved payout is often paid before it is ever numbered). The two never
 * collide: series numbers carry the year.
 */
export function payoutReference(payout: { id: number; number: string | null }): string {
  return payout.number ?? `PO-${payout.id}`;
}

/** The number an invoice shows: a payout its reference (spec 001 §2), any other its series number once generated. */
export function shownNumber(invoice: { id: number; type: string; number: string | null }): string | null {
  return invoice.type === 'purchase' ? payoutReference(invoice) : invoice.number;
}

/** `PO-123` → 123; anything else (a series number, a typo) → null. */
export function payoutIdOfReference(reference: string): number | null {
  const match = /^PO-(\d{1,9})$/i.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

/** The IBAN sheet's columns, in order; an uploaded sheet needs the reference and amount columns. */
export const IBAN_SHEET_COLUMNS = [
  'Reference',
  'Beneficiary name',
  'IBAN',
  'BIC',
  'Amount (EUR)',
  'Title',
] as const;

/** Header texts (lower case, letters and digits only) accepted for the two columns an upload reads. */
export const REFERENCE_HEADERS = ['reference', 'number', 'invoicenumber', 'invoiceno', 'endtoendid'] as const;
export const AMOUNT_HEADERS = ['amounteur', 'amount'] as const;

/** `Amount (EUR)` → `amounteur`: how a header cell is compared. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Why a row of an uploaded sheet is left unpaid. */
const UPLOAD_EXCEPTIONS = [
  'unknown',
  'already_paid',
  'amount_mismatch',
  'not_approved',
  'duplicate',
  'invalid_amount',
  'not_iban',
] as const;
export type UploadException = (typeof UPLOAD_EXCEPTIONS)[number];

/** `GET invoices/iban/download/?format=xlsx|sepa` (xlsx by default). */
export const ibanDownloadQuery = z.object({ format: z.enum(['xlsx', 'sepa']).default('xlsx') });
export type IbanDownloadFormat = z.infer<typeof ibanDownloadQuery>['format'];

export const uploadPreviewSchema = z.object({
  /** Hand it back to `invoices/upload/apply/` to pay exactly `to_pay`. */
  preview_token: z.string(),
  expires_at: z.string(),
  to_pay: z.array(
    z.object({
      row: z.number().int(),
      invoice_id: z.number().int(),
      reference: z.string(),
      recipient: z.string(),
      amount: z.string(),
    }),
  ),
  to_pay_count: z.number().int(),
  to_pay_total: z.string(),
  exceptions: z.array(
    z.object({
      row: z.number().int(),
      reference: z.string(),
      invoice_id: z.number().int().nullable(),
      reason: z.enum(UPLOAD_EXCEPTIONS),
      message: z.string(),
      amount: z.string().nullable(),
      expected_amount: z.string().nullable(),
    }),
  ),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

export const uploadApplyBody = z.object({ preview_token: z.string().min(1).max(400_000) }).strict();

export const uploadAppliedSchema = z.object({
  message: z.string(),
  paid_count: z.number().int(),
  paid_total: z.string(),
  invoice_ids: z.array(z.number().int()),
});
export type UploadApplied = z.infer<typeof uploadAppliedSchema>;

/**
 * Text in the SEPA character set (EPC: a–z A–Z 0–9 / - ? : ( ) . , ' + and space): accents are
 * dropped (`Müller` → `Muller`), letters that have no accent to drop are spelled out
 * (`letter-spellings.ts`: `ß` → `ss`, `Đ` → `D`, `ı` → `i`, `Ɗ` → `D`, `ɛ` → `e`), anything else
 * becomes a space; runs of spaces are folded and the result cut to `max` characters.
 */
export function sepaText(text: string, max: number): string {
  const plain = spellLetters(text.normalize('NFKD').replace(/\p{M}/gu, ''))
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim();
}
