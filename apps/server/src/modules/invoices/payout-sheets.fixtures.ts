import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { createPayoutAccount } from '../../db/factories/payouts.ts';
import { createUser } from '../../db/factories/users.ts';
import { type InvoiceOverrides, type InvoiceRow, insertInvoice } from './test-support.ts';

/** The payout sheets' tests: bank sheets as files, payouts in each state, recipients with an IBAN. */

/** A bank's sheet as tests upload it: the first row is the header. */
export async function bankSheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A developer with an active IBAN payout method held by `holder`. */
export async function ibanRecipient(db: Db, holder: string, iban: string) {
  const user = await createUser(db, { firstName: holder.split(' ')[0], lastName: 'Recipient' });
  await createPayoutAccount(db, user.id, { provider: 'iban', holder, iban }, { isDefault: true });
  return user;
}

/** A payout (purchase, EUR, no VAT), approved ('Processing') and unpaid to IBAN unless overridden. */
export function insertPayout(
  db: Db,
  projectId: number,
  userId: number,
  amountMinor: number,
  overrides: Partial<InvoiceOverrides> = {},
): Promise<InvoiceRow> {
  return insertInvoice(db, {
    projectId,
    userId,
    type: 'purchase',
    amountMinor,
    vatRateBp: 0,
    status: 'approved',
    paymentPlatform: 'iban',
    ...overrides,
  });
}
