import type { BulkAction } from '@kazi/shared/invoices/rules';
import { MESSAGES } from '@kazi/shared/messages';
import { format } from '@kazi/shared/messages/format';
import { parseMoney } from '@kazi/shared/money/money';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, collectPageErrors, expectNoA11yViolations, shot, test } from './fixtures.ts';
import {
  createPayments,
  generateInvoices,
  invoiceProject,
  paymentRow,
  paymentsTable,
} from './payments-helpers.ts';

const M = MESSAGES.invoices;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Finance's bulk actions (spec 001 §4, ADR 032): all the selected invoices or none. The journey
// works on invoices of a project of its own.

/** `€1,210.00` → 121000 (minor units). */
const minorOf = (text: string) => parseMoney(text.replace(/[^\d.]/g, '')) as number;

/** The figure of one summary card in euros, e.g. Paid. */
const summaryEuros = (page: Page, figure: string): Locator =>
  page.getByRole('group', { name: figure, exact: true }).getByText(/^€/);

async function applyBulk(page: Page, action: BulkAction, count: number) {
  await page.getByRole('combobox', { name: M.bulk.label }).click();
  await page.getByRole('option', { name: M.actions[action], exact: true }).click();
  await page.getByRole('button', { name: M.bulk.apply, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: M.confirm.title });
  await expect(
    confirm.getByText(format(M.confirm.bulk, { action: M.bulk.verbs[action], count }), { exact: true }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: M.confirm.yes }).click();
}

test('finance marks invoices as paid at once; with one that may not be, nothing changes', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const project = await invoiceProject(baseURL as string, 'bulk');
  const [first, second, draft] = await createPayments(baseURL as string, project.id, [
    { title: 'Sprint one', amount: '1000.00' },
    { title: 'Sprint two', amount: '2500.50' },
    { title: 'Sprint three, not generated', amount: '300.00' },
  ]);
  if (!first || !second || !draft) throw new Error('three invoices expected');
  await generateInvoices(baseURL as string, [first.id, second.id]);

  await loginAs('payadmin', { via: 'api', goto: `/projects/${project.id}/pay/payments/all` });
  const table = paymentsTable(page);
  await expect(paymentRow(page, first.title)).toBeVisible();
  // A project's list has no Project column.
  await expect(table.getByRole('columnheader', { name: M.columns.project })).toHaveCount(0);
  await table.getByRole('checkbox', { name: M.bulk.selectAll }).check();
  await expect(page.getByText(format(M.bulk.selected, { count: 3 }))).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payments-bulk-selected');

  // The draft was never generated: the server refuses the whole request and says why.
  await applyBulk(page, 'mark_as_paid', 3);
  const refusal = page.getByRole('alert').filter({ hasText: M.bulk.refusedTitle });
  await expect(refusal).toContainText(format(M.errors.bulkRefused, { count: 1 }));
  await expect(refusal.getByRole('listitem')).toHaveCount(1);
  await expect(refusal.getByRole('listitem')).toContainText(draft.title);
  await shot(page, 'payments-bulk-refused');
  for (const invoice of [first, second, draft]) {
    await expect(paymentRow(page, invoice.title).getByText('Paid', { exact: true })).toHaveCount(0);
  }

  await paymentRow(page, draft.title).getByRole('checkbox').uncheck();
  // The success alert closes itself after 5 s (spec 001 §9): watch for it from before the click, in
  // the page, so a busy test runner cannot miss it.
  const success = page.getByText(M.bulkSuccess.mark_as_paid).waitFor({ state: 'visible' });
  await applyBulk(page, 'mark_as_paid', 2);
  await success;
  for (const invoice of [first, second]) {
    const row = paymentRow(page, invoice.title);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    // Paid invoices take no bulk action any more.
    await expect(row.getByRole('checkbox')).toHaveCount(0);
  }
  await expect(page.getByText(format(M.bulk.selected, { count: 2 }))).toHaveCount(0);

  // The project's summary: the two paid invoices are its Total and Paid; the draft counts in
  // Expected only.
  const totals = await Promise.all(
    [first, second, draft].map(async (invoice) =>
      minorOf(await paymentRow(page, invoice.title).getByText(/^€/).innerText()),
    ),
  );
  const [one, two, three] = totals as [number, number, number];
  await expect(summaryEuros(page, M.summary.paid)).toHaveText(new RegExp(`^€${formatted(one + two)}$`));
  await expect(summaryEuros(page, M.summary.total)).toHaveText(new RegExp(`^€${formatted(one + two)}$`));
  await expect(summaryEuros(page, M.summary.unpaid)).toHaveText('€0.00');
  await expect(summaryEuros(page, M.summary.expected)).toHaveText(
    new RegExp(`^€${formatted(one + two + three)}$`),
  );
  await shot(page, 'payments-bulk-paid');
  expect(errors, 'uncaught page errors').toEqual([]);
});

/** 121000 → `1,210\.00` as a pattern. */
function formatted(minor: number): string {
  const units = Math.floor(minor / 100).toLocaleString('en-GB');
  return `${units}\\.${String(minor % 100).padStart(2, '0')}`;
}
