import { IBAN_SHEET_COLUMNS } from '@kazi/shared/invoices/payout-sheets';
import type { MatrixSection } from '../../test/matrix.ts';
import { only, succeeds } from '../../test/routes.ts';
import { bankSheet } from './payout-sheets.fixtures.ts';

/** A sheet naming no payout: every caller let through gets a preview (all rows exceptions). */
let sheet: Buffer = Buffer.alloc(0);
const upload = () => ({
  kind: 'upload' as const,
  parts: [{ name: 'file', fileName: 'paid.xlsx', bytes: sheet }],
});

/**
 * The payout sheets (ADR 035): finance (`payouts.export`: admins and pay admins) previews uploads,
 * applies previews; the unpaid IBAN batch, which holds full IBANs, also needs
 * `payout_methods.view_full` (pay admins; admins 403). Everyone else 403. Applying a token that is
 * not theirs is 400 ('ok': past the gate); the download is 200 or, with no unpaid IBAN payout in
 * the matrix's database, 404 'No unpaid payouts found' ('ok').
 */
export const payoutSheetsMatrix: MatrixSection = {
  expected: {
    'POST /api/invoices/upload/': succeeds(only('admin', 'pay_admin'), 200),
    'POST /api/invoices/iban/upload/': succeeds(only('admin', 'pay_admin'), 200),
    'POST /api/invoices/upload/apply/': only('admin', 'pay_admin'),
    'GET /api/invoices/iban/download/': { ...only('pay_admin'), admin: 403 },
  },
  requests: {
    'POST /api/invoices/upload/': upload,
    'POST /api/invoices/iban/upload/': upload,
    'POST /api/invoices/upload/apply/': () => ({ kind: 'json', body: { preview_token: 'not-a-token' } }),
  },
  async setup() {
    sheet = await bankSheet([[...IBAN_SHEET_COLUMNS], ['PO-999999999', 'Nobody', '', '', 1, 'Nothing']]);
    return () => ({});
  },
};
