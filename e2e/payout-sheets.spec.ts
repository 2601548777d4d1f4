import { readFile } from 'node:fs/promises';
import { IBAN_SHEET_COLUMNS } from '@kazi/shared/invoices/payout-sheets';
import { MESSAGES } from '@kazi/shared/messages';
import { format } from '@kazi/shared/messages/format';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect as baseExpect, collectPageErrors, expectNoA11yViolations, shot, test } from './fixtures.ts';

const M = MESSAGES.payoutSheets;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Finance pays the demo's October bank run (db/seed/payout-sheets.ts, ADR 035): downloads the
// unpaid IBAN payouts, uploads the sheet the bank returns, reviews the preview and applies it. The
// journey touches only the payouts titled 'Bank run October' (other journeys may pay others).

const BANK_RUN = 'Bank run October';

type Row = (string | number | null | undefined)[];

async function downloadSheet(page: Page): Promise<Row[]> {
  await page.getByRole('button', { name: M.downloadButton }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: M.downloadSheet }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Unpaid IBAN payouts .*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: Row[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      IBAN_SHEET_COLUMNS.map((_, index) => (row.getCell(index + 1).value as string | number | null) ?? null),
    );
  });
  return rows;
}

async function xlsx(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Executed');
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, bytes: Buffer) {
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'bank-statement.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  return page.getByRole('dialog', { name: M.previewTitle });
}

test('finance downloads the unpaid IBAN payouts, uploads the bank’s sheet, reviews one exception and applies', async ({
  page,
  loginAs,
}) => {
  const errors = collectPageErrors(page);
  await loginAs('payadmin', { via: 'api', goto: '/payments/out/all' });
  await expect(page.getByRole('button', { name: M.uploadLabel })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payout-sheets-bar');

  const [header, ...rows] = await downloadSheet(page);
  expect(header).toEqual([...IBAN_SHEET_COLUMNS]);
  const bankRun = rows.filter((row) => String(row[5]).startsWith(BANK_RUN));
  expect(bankRun).toHaveLength(3);
  const neema = bankRun.find((row) => String(row[5]).endsWith('Neema'));
  expect(neema?.[1]).toBe('Neema Wanjirũ');
  expect(neema?.[4]).toBe(980.5);

  // The bank paid two of them; it reports the third with another amount.
  const [paidA, paidB, short] = bankRun as [Row, Row, Row];
  const returned = [
    [...IBAN_SHEET_COLUMNS],
    paidA,
    paidB,
    [...short.slice(0, 4), Number(short[4]) - 1, short[5]],
  ];
  const dialog = await upload(page, await xlsx(returned));
  await expect(dialog).toBeVisible();
  const toPay = dialog.getByRole('table', { name: M.toPay });
  await expect(toPay.getByRole('row')).toHaveCount(3);
  await expect(toPay).toContainText(String(paidA[0]));
  await expect(toPay).toContainText(String(paidB[0]));
  const total = Math.round((Number(paidA[4]) + Number(paidB[4])) * 100);
  const euros = `€${(total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(dialog.getByText(format(M.toPayTotal, { total: euros, count: 2 }))).toBeVisible();
  const exceptions = dialog.getByRole('table', { name: M.exceptions });
  await expect(exceptions.getByRole('row')).toHaveCount(2);
  const exception = exceptions.getByRole('row').nth(1);
  await expect(exception.getByRole('cell').first()).toHaveText('4');
  await expect(exception).toContainText(String(short[0]));
  await expect(exception).toContainText('Amount does not match');
  await expectNoA11yViolations(page);
  await shot(page, 'payout-sheets-preview');

  await dialog.getByRole('button', { name: M.apply }).click();
  await expect(page.getByText(format(M.applied, { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same sheet again pays nothing twice: both now read as paid.
  const again = await upload(page, await xlsx(returned.slice(0, 3)));
  await expect(again.getByText(M.toPayEmpty)).toBeVisible();
  await expect(
    again.getByRole('table', { name: M.exceptions }).getByText(M.reasons.already_paid),
  ).toHaveCount(2);
  await expect(again.getByRole('button', { name: M.apply })).toBeDisabled();
  await shot(page, 'payout-sheets-already-paid');
  await again.getByRole('button', { name: M.cancel }).first().click();

  // The next download leaves the paid ones out and still holds the one the bank did not pay.
  const [, ...after] = await downloadSheet(page);
  const references = after.map((row) => row[0]);
  expect(references).not.toContain(paidA[0]);
  expect(references).not.toContain(paidB[0]);
  expect(references).toContain(short[0]);

  // A file that is not a spreadsheet gets the spec's upload error.
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(page.getByText(M.uploadError)).toBeVisible();
  expect(errors).toEqual([]);
});
