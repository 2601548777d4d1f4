import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@kazi/shared/messages';
import { expect as baseExpect, collectPageErrors, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { createPayments, invoiceProject } from './payments-helpers.ts';

const M = MESSAGES.invoices;
const X = M.export;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A `YYYY-MM-DD` day as the date fields take it typed: `28 Nov 2026`. */
const typed = (day: string) =>
  `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

// Issue 11: finance exports a project's payments list as CSV for a range of days. The project and
// its payments are the journey's own, so the file holds them alone.

test('finance exports the payments of a range as CSV: both days, the start first, then the file', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const project = await invoiceProject(baseURL as string, 'export');
  await createPayments(baseURL as string, project.id, [
    { title: '=HYPERLINK("http://x") sprint', amount: '100.00' },
    { title: 'Design, "phase 2"', amount: '1250.50' },
  ]);
  await loginAs('payadmin', { via: 'api', goto: `/projects/${project.id}/pay/payments/all` });

  await page.getByRole('button', { name: X.button }).click();
  const dialog = page.getByRole('dialog', { name: X.payments });
  await dialog.getByRole('button', { name: X.download }).click();
  await expect(dialog.getByText(M.dateRange.startRequired)).toBeVisible();
  await expect(dialog.getByText(M.dateRange.endRequired)).toBeVisible();
  await dialog.getByLabel(M.dateRange.from).fill('31 Mar 2026');
  await dialog.getByLabel(M.dateRange.to).fill('01 Jan 2026');
  await dialog.getByRole('button', { name: X.download }).click();
  await expect(dialog.getByText(M.dateRange.startAfterEnd)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payments-export-error');

  const today = new Date().toISOString().slice(0, 10);
  await dialog.getByLabel(M.dateRange.from).fill(typed(today));
  await dialog.getByLabel(M.dateRange.to).fill(typed(today));
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: X.download }).click();
  const file = await downloading;
  await expect(dialog).toHaveCount(0);
  expect(file.suggestedFilename()).toBe('ALL Payments.csv');

  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = bytes.toString('utf8').slice(1).split('\r\n');
  expect(header).toBe(
    [
      M.columns.dateCreated,
      X.columns.invoiceDate,
      M.columns.title,
      M.columns.client,
      M.columns.project,
      M.columns.number,
      M.columns.amount,
      X.columns.currency,
      M.columns.dueDate,
      M.columns.status,
      M.columns.emailStatus,
    ].join(','),
  );
  expect(lines.at(-1)).toBe('');
  const rows = lines.slice(0, -1);
  expect(rows).toHaveLength(2);
  // Drafts at 21 % VAT; the formula is neutralised, the quotes doubled.
  expect(rows.find((row) => row.includes('sprint'))).toContain(
    `,${today},"'=HYPERLINK(""http://x"") sprint",`,
  );
  expect(rows.find((row) => row.includes('phase 2'))).toMatch(
    new RegExp(
      `,${today},"Design, ""phase 2""",.+,${project.title},,1\\d{3}\\.\\d{2},EUR,\\d{4}-\\d{2}-\\d{2},Draft,$`,
    ),
  );
  expect(errors, 'uncaught page errors').toEqual([]);
});

test('only admins and finance are offered the export', async ({ page, loginAs }) => {
  await loginAs('client', { via: 'api', goto: '/payments/in/all' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');
  await expect(page.getByRole('button', { name: M.filterTotal })).toBeVisible();
  await expect(page.getByRole('button', { name: X.button })).toHaveCount(0);
});
