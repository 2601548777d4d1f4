import { can } from '@kazi/shared/auth/permissions';
import {
  IBAN_SHEET_COLUMNS,
  type IbanDownloadFormat,
  payoutReference,
} from '@kazi/shared/invoices/payout-sheets';
import { MESSAGES } from '@kazi/shared/messages';
import { formatMoney } from '@kazi/shared/money/money';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { XLSX_TYPE, xlsxOf } from '../../http/spreadsheet.ts';
import { sepaCreditTransfer } from './payout-iban.sepa.ts';
import { unpaidIbanPayouts } from './payout-sheets.repository.ts';

export interface PayoutFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** `2026-11-28T14:05:09.123Z` → `20261128-140509`: names the file and the SEPA message. */
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * GET invoices/iban/download/ (ADR 035): approved, unpaid payouts to IBAN accounts, as the sheet
 * finance hands their bank (xlsx, by default) or as a SEPA credit transfer file (`format=sepa`);
 * the same batch either way, to those who see IBANs unmasked. None: 404 'No unpaid payouts found'.
 */
export async function unpaidIbanPayoutsFile(
  app: FastifyInstance,
  actor: SessionActor,
  format: IbanDownloadFormat,
  now = new Date(),
): Promise<PayoutFile> {
  // Full IBANs: only those who see payout accounts unmasked (ADR 006, docs/permissions.md 13).
  if (!can(actor, 'payout_methods.view_full')) throw AppError.forbidden();
  const payouts = await unpaidIbanPayouts(app.db);
  if (payouts.length === 0) throw new AppError('not_found', MESSAGES.payoutSheets.noUnpaid);
  if (format === 'sepa') {
    const xml = sepaCreditTransfer(
      app.config.sepa,
      payouts.map((payout) => ({
        reference: payoutReference(payout),
        name: payout.accountName,
        iban: payout.iban,
        amountMinor: payout.totalMinor,
        title: payout.title,
      })),
      `KAZI-PO-${stamp(now)}`,
      now,
    );
    return {
      bytes: Buffer.from(xml, 'utf8'),
      contentType: 'application/xml; charset=utf-8',
      fileName: `Unpaid IBAN payouts ${stamp(now)}.xml`,
    };
  }
  const bytes = await xlsxOf({
    name: 'Unpaid IBAN payouts',
    header: [...IBAN_SHEET_COLUMNS],
    rows: payouts.map((payout) => [
      payoutReference(payout),
      payout.accountName,
      payout.iban,
      null,
      Number(formatMoney(payout.totalMinor)),
      payout.title,
    ]),
    widths: [16, 28, 30, 12, 14, 40],
  });
  return { bytes, contentType: XLSX_TYPE, fileName: `Unpaid IBAN payouts ${stamp(now)}.xlsx` };
}
