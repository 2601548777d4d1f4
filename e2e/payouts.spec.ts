import type { Page } from '@playwright/test';
import { apiLogin, expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { chooseAction, confirmAction } from './invoice-panel-helpers.ts';
import { apiAs } from './people-helpers.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// The payouts journeys read the demo payouts (db/seed/payout-invoices.ts): no API creates payouts
// here yet. Each finds its batch by its batch_ref (search), never by a position on the page.

/** The project a demo batch of payouts is on, found by the batch's title. */
async function batchProject(baseURL: string, batchRef: string): Promise<number> {
  const cm = await apiAs(baseURL, 'admin@demo.test');
  try {
    const response = await cm.get(`/api/invoices/payouts/?search=${encodeURIComponent(batchRef)}`);
    const body = await response.json();
    const group = body.results.find((row: { key: string }) => row.key === batchRef);
    if (!group) throw new Error(`demo batch ${batchRef} is missing`);
    return group.invoices[0].project.id as number;
  } finally {
    await cm.dispose();
  }
}

const batchRow = (page: Page, batchRef: string) => page.locator(`tr[data-payout-row="${batchRef}"]`);

test('a manager approves a draft payout: it reads Processing; a Payoneer recipient cannot be approved', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const projectId = await batchProject(baseURL as string, '2026-11-WEB-B');
  await loginAs('cm', { via: 'api', goto: `/projects/${projectId}/pay/payouts/all` });
  const row = batchRow(page, '2026-11-WEB-B');
  await expect(row).toBeVisible();
  // One row for the batch: a line per payout and the subtotal (1,250.00 + 600.10 + 450.00).
  await expect(row.getByText('€2,300.10')).toBeVisible();
  await expect(row.getByText('Nil')).toHaveCount(3);

  // The recipient with a pending Payoneer account: Approve is disabled, with the warning.
  await row.getByRole('button', { name: 'Zawadi Otieno' }).click();
  const blocked = page.getByRole('dialog', { name: 'Payout 2026-11-WEB-B' });
  await expect(
    blocked.getByText('Developer has inactive Payoneer account, Payout cannot be approved'),
  ).toBeVisible();
  await blocked.getByRole('combobox', { name: 'Action' }).click();
  await expect(page.getByRole('option', { name: 'Approve', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoA11yViolations(page);
  await shot(page, 'payouts-payoneer-blocked');
  await page.keyboard.press('Escape');
  // The line's menu in the list too (the third line: the batch's payouts in the order made).
  await row.getByRole('button', { name: 'Actions for Payout 2026-11-WEB-B' }).nth(2).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Approve' })).toBeDisabled();
  await expect(
    menu.getByText('Developer has inactive Payoneer account, Payout cannot be approved'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  // The designer (paid by Wise) is approved: Processing, on Wise.
  const line = row.getByRole('button', { name: 'Chidi Eze' });
  await line.click();
  const panel = page.getByRole('dialog', { name: 'Payout 2026-11-WEB-B' });
  await chooseAction(page, panel, 'Approve');
  await confirmAction(page, 'Approve this payout?');
  await expect(panel.getByText('Processing').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText('Processing')).toBeVisible();
  await expect(row.getByText('Wise')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payouts-approved-processing');

  // A batch is edited whole: with one payout approved, its form says why it no longer opens.
  await page.context().clearCookies();
  await loginAs('admin', { via: 'api', goto: `/projects/${projectId}/pay/payouts/all` });
  await row.getByRole('button', { name: 'Zawadi Otieno' }).click();
  const rest = page.getByRole('dialog', { name: 'Payout 2026-11-WEB-B' });
  await chooseAction(page, rest, 'Edit');
  await expect(page.getByRole('alert').filter({ hasText: 'can no longer be edited together' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a developer sees their own payouts and the Payoneer warning; other filters lead to all', async ({
  page,
}) => {
  await apiLogin(page, 'payoneer.dev@demo.test');
  await page.goto('/payments/out/overdue');
  await expect(page).toHaveURL(/\/payments\/out\/all$/);
  await expect(
    page.getByText(
      "Your Payoneer account is inactive, and payment can't be processed. Kindly update your PSP",
    ),
  ).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Payout filters' });
  await expect(filters.getByRole('link')).toHaveText(['All', 'Pending', 'Paid']);
  // Their payouts only: every freelancer line is theirs, even in a batch shared with others.
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByRole('button', { name: 'Zawadi Otieno' }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: 'Chidi Eze' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Credit Notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filter Total Payouts' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payouts-developer');
});

test('finance filters payouts by platform, and the filter is kept after a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs('payadmin', { via: 'api', goto: '/payments/out/all' });
  const bar = page.getByRole('region', { name: 'Payment platforms' });
  await expect(bar.getByText('IBAN')).toBeVisible();
  const filter = bar.getByRole('combobox', { name: 'Payout filter' });
  await filter.click();
  await page.getByRole('option', { name: 'IBAN', exact: true }).click();
  await expect(filter).toHaveValue('IBAN');
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByText('Wise')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Payout filter' })).toHaveValue('IBAN');
  await expect(page.getByRole('table', { name: 'Payouts' }).getByText('IBAN').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payouts' }).getByText('Wise')).toHaveCount(0);
  // Finance's bulk actions on payouts: mark as paid, archive, delete; approving is for managers.
  await page.getByRole('checkbox', { name: 'Select all payouts on this page' }).check();
  await page.getByRole('combobox', { name: 'Bulk action' }).click();
  await expect(page.getByRole('option')).toHaveText(['Mark as paid', 'Archive', 'Delete']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoA11yViolations(page);
  await shot(page, 'payouts-platform-filter');
});
