import { readFile } from 'node:fs/promises';
import { IBAN_SHEET_COLUMNS } from '@kazi/shared/invoices/payout-sheets';
import { MESSAGES } from '@kazi/shared/messages';
import { format } from '@kazi/shared/messages/format';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  apiLogin,
  expect as baseExpect,
  collectPageErrors,
  expectNoA11yViolations,
  shot,
  test,
} from './fixtures.ts';
import { chooseAction, confirmAction } from './invoice-panel-helpers.ts';
import { payoutProject } from './payout-helpers.ts';
import { apiAs } from './people-helpers.ts';

const S = MESSAGES.payoutSheets;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

// Issue 12's month of payouts end to end, on a project and a batch of the journey's own: staff
// create the batch for three developers (the form itself: payout-form.spec.ts), a manager
// approves, finance downloads the unpaid IBAN payouts, uploads the bank's sheet, reviews the
// preview and applies it; the first developer (paid by IBAN) watches their payout go from Draft to
// Processing to Paid.

type Cell = string | number | null;

async function downloadIbanSheet(page: Page): Promise<Cell[][]> {
  await page.getByRole('button', { name: S.downloadButton }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: S.downloadSheet }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await (await downloading).path())) as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(IBAN_SHEET_COLUMNS.map((_, index) => (row.getCell(index + 1).value as Cell) ?? null));
  });
  return rows;
}

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Executed');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Signs the page in as one of the journey's own developers and opens `goto`. */
async function signInAsDeveloper(page: Page, login: { email: string; password: string }, goto: string) {
  await page.goto('about:blank');
  await apiLogin(page, login.email, login.password);
  await page.goto(goto);
}

test('staff create a batch for three developers, a manager approves, finance pays it from the bank’s sheet; the developer sees Draft, Processing, Paid', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const project = await payoutProject(baseURL as string, 'month');
  const [dev] = project.members as [{ id: number; display_name: string }];
  const devLogin = project.logins[0] as { email: string; password: string };
  const payee = await apiAs(baseURL as string, devLogin.email, devLogin.password);
  try {
    const iban = await payee.post('/api/iban/', {
      account_holder: dev.display_name,
      iban_number: 'DE89 3704 0044 0532 0130 00',
    });
    expect(iban.status(), await iban.text()).toBe(201);
  } finally {
    await payee.dispose();
  }
  const amounts = ['410.25', '380.00', '99.99'];
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  let batchRef: string;
  let payoutIds: number[];
  try {
    const created = await admin.post('/api/invoices/payouts/', {
      project: project.id,
      title: 'Payouts for the month',
      issued_at: new Date().toISOString().slice(0, 10),
      payment_period: 14,
      rows: project.members.map((member, index) => ({ user: { id: member.id }, amount: amounts[index] })),
    });
    expect(created.status(), await created.text()).toBe(201);
    const batch = (await created.json()) as {
      batch_ref: string;
      payouts: { id: number; user: { id: number } }[];
    };
    batchRef = batch.batch_ref;
    payoutIds = batch.payouts.map((payout) => payout.id);
  } finally {
    await admin.dispose();
  }
  const devPayout = payoutIds[0] as number;
  const row = page.locator(`tr[data-payout-row="${batchRef}"]`);

  const payouts = `/projects/${project.id}/pay/payouts/all`;
  // The developer sees their own payout of the batch, a draft.
  await signInAsDeveloper(page, devLogin, payouts);
  await expect(row).toContainText('€410.25');
  await expect(row).not.toContainText('€380.00');
  await expect(row).toContainText('Draft');
  await shot(page, 'payout-month-dev-draft');

  // The project's manager approves the developer's payout in the side panel, and the others.
  await loginAs('cm', { via: 'api', goto: `/projects/${project.id}/pay/payouts/all` });
  await expect(row).toContainText('€890.24');
  await row.getByRole('button', { name: dev.display_name }).click();
  const panel = page.getByRole('dialog', { name: /^Payout/ });
  await chooseAction(page, panel, 'Approve');
  await confirmAction(page, 'Approve this payout?');
  await expect(panel.getByText('Processing').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const cm = await apiAs(baseURL as string, 'cm@demo.test');
  try {
    for (const id of payoutIds.slice(1)) {
      const approved = await cm.patch(`/api/invoices/${id}/`, { action: 'approve' });
      expect(approved.status(), await approved.text()).toBe(200);
    }
  } finally {
    await cm.dispose();
  }

  await signInAsDeveloper(page, devLogin, payouts);
  await expect(row).toContainText('Processing');
  await shot(page, 'payout-month-dev-processing');

  // Finance downloads the unpaid IBAN payouts: the developer's is there (they are paid by IBAN).
  await loginAs('payadmin', { via: 'api', goto: '/payments/out/all' });
  const [header, ...unpaid] = await downloadIbanSheet(page);
  const reference = `PO-${devPayout}`;
  const line = unpaid.find((cells) => cells[0] === reference);
  expect(line?.[4]).toBe(410.25);

  // The bank returns it paid; the preview names it and nothing else; applying pays it.
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'bank-statement.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([header as Cell[], line as Cell[]]),
  });
  const preview = page.getByRole('dialog', { name: S.previewTitle });
  const toPay = preview.getByRole('table', { name: S.toPay });
  await expect(toPay.getByRole('row')).toHaveCount(2);
  await expect(toPay).toContainText(reference);
  await expectNoA11yViolations(page);
  await shot(page, 'payout-month-preview');
  await preview.getByRole('button', { name: S.apply }).click();
  await expect(page.getByText(format(S.applied, { count: 1 }))).toBeVisible();

  // The developer's payout reads Paid.
  await signInAsDeveloper(page, devLogin, payouts);
  await expect(row).toContainText('Paid');
  await expectNoA11yViolations(page);
  await shot(page, 'payout-month-dev-paid');
  expect(errors).toEqual([]);
});
