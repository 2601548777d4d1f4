import { INCOMING_FILTERS } from '@kazi/shared/invoices/rules';
import { MESSAGES } from '@kazi/shared/messages';
import { expect as baseExpect, collectPageErrors, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { filterLinks, findInvoice, invoiceProject, paymentRow, paymentsTable } from './payments-helpers.ts';

const M = MESSAGES.invoices;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The incoming payments lists (spec 001 §2) on the demo invoices, which these journeys only read.

const FOOTER = /^Showing \d+ - \d+ out of \d+ items$/;

test('finance sees every payment with the filters, the summary, the footer and the side panel', async ({
  page,
  loginAs,
}) => {
  const errors = collectPageErrors(page);
  await loginAs('payadmin', { via: 'api' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payments', exact: true })
    .click();
  await expect(page).toHaveURL(/\/payments\/in\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');

  // Every filter, All the current one; the summary with Expected (finance) in both currencies.
  await expect(filterLinks(page)).toHaveText(INCOMING_FILTERS.map((filter) => M.filters[filter]));
  await expect(filterLinks(page).filter({ hasText: 'All' })).toHaveAttribute('aria-current', 'page');
  for (const figure of Object.values(M.summary)) {
    const card = page.getByRole('group', { name: figure, exact: true });
    await expect(card.getByText(/^-?€[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(card.getByText(/^-?\$[\d,]+\.\d{2}$/)).toBeVisible();
  }
  const table = paymentsTable(page);
  await expect(paymentRow(page, 'B2B portal: extra sprint')).toBeVisible();
  await expect(paymentRow(page, 'Booking portal: first sprint')).toBeVisible();
  await expect(page.getByText(FOOTER)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: M.columns.project })).toBeVisible();
  // Finance selects rows for bulk actions: a checkbox for the page and one per unpaid row.
  await expect(table.getByRole('checkbox', { name: M.bulk.selectAll })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payments-finance-all');

  // A generated invoice's number downloads its PDF; a draft has none.
  const generated = paymentRow(page, 'B2B portal: extra sprint');
  await expect(generated.getByRole('link', { name: /^INV-\d{4}-\d{4}$/ })).toHaveAttribute(
    'href',
    /\/api\/invoices\/\d+\/download\/\?format=pdf$/,
  );
  await expect(paymentRow(page, 'Hosting and design tool licences').getByText(M.notAvailable)).toBeVisible();

  // 50 a page, kept in the address.
  await page.getByRole('combobox', { name: M.pageSize }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(page).toHaveURL(/page_size=50/);
  await expect(page.getByText(FOOTER)).toBeVisible();

  // Credit notes are shown negative.
  await filterLinks(page).filter({ hasText: 'Credit Notes' }).click();
  await expect(page).toHaveURL(/\/payments\/in\/credit-notes/);
  const discount = paymentRow(page, 'Discount on the team hours');
  await expect(discount).toBeVisible();
  await expect(discount.getByText(/^-€[\d,]+\.\d{2}$/)).toBeVisible();

  // Overdue invoices carry the warning icon by their due date.
  await filterLinks(page).filter({ hasText: 'Overdue' }).click();
  await expect(page).toHaveURL(/\/payments\/in\/overdue/);
  const overdueRows = paymentsTable(page).locator('tbody tr');
  await expect(overdueRows.first()).toBeVisible();
  // Every row of the (replaced) list carries the icon.
  await expect(overdueRows.filter({ hasNot: page.getByRole('img', { name: M.overdueIcon }) })).toHaveCount(0);

  // An unknown filter leads to All.
  await page.goto('/payments/in/nonsense');
  await expect(page).toHaveURL(/\/payments\/in\/all$/);

  // A row opens the invoice's side panel; Enter on a focused row too.
  await paymentRow(page, 'B2B portal: extra sprint').getByText('B2B portal: extra sprint').click();
  const panel = page.getByRole('dialog', { name: 'B2B portal: extra sprint' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toHaveCount(0);
  await paymentRow(page, 'Checkout A/B testing').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Checkout A/B testing' })).toBeVisible();
  await shot(page, 'payments-finance-panel');
  expect(errors, 'uncaught page errors').toEqual([]);
});

test("the summary's date range: both days, the start first, then the figures of those days", async ({
  page,
  loginAs,
}) => {
  await loginAs('payadmin', { via: 'api', goto: '/payments/in/all' });
  await page.getByRole('button', { name: M.filterTotal }).click();
  const dialog = page.getByRole('dialog', { name: M.filterTotal });
  await dialog.getByRole('button', { name: M.dateRange.apply }).click();
  await expect(dialog.getByText(M.dateRange.startRequired)).toBeVisible();
  await expect(dialog.getByText(M.dateRange.endRequired)).toBeVisible();
  await dialog.getByLabel(M.dateRange.from).fill('31 Mar 2026');
  await dialog.getByLabel(M.dateRange.to).fill('01 Jan 2026');
  await dialog.getByRole('button', { name: M.dateRange.apply }).click();
  await expect(dialog.getByText(M.dateRange.startAfterEnd)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payments-date-range');

  await dialog.getByLabel(M.dateRange.from).fill('01 Jan 2026');
  await dialog.getByLabel(M.dateRange.to).fill('31 Mar 2026');
  await dialog.getByRole('button', { name: M.dateRange.apply }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-03-31/);
  await expect(page.getByRole('button', { name: new RegExp(M.filterTotal) })).toContainText(
    '01 Jan 2026 – 31 Mar 2026',
  );
});

test('a client sees the invoices of their projects only, and another client’s is not found', async ({
  page,
  loginAs,
  baseURL,
}) => {
  // Savanna Freight's invoice (another client's project in the demo).
  const theirs = await findInvoice(baseURL as string, 'Booking portal: first sprint');

  await loginAs('client', { via: 'api', goto: '/payments/in/all?page_size=150' });
  await expect(paymentRow(page, 'B2B portal: extra sprint')).toBeVisible();
  await expect(paymentsTable(page).getByText('Booking portal')).toHaveCount(0);
  // Clients approve; they neither select for bulk actions nor create.
  await expect(paymentsTable(page).getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: M.create, exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: M.summary.total, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: M.summary.expected, exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'payments-client-all');

  await page.goto(`/payments/in/all?invoice=${theirs.id}`);
  await expect(page.getByText(MESSAGES.generic.notFoundTitle, { exact: true })).toBeVisible();
  await expect(paymentsTable(page)).toHaveCount(0);
  await shot(page, 'payments-client-not-found');

  // Their own invoice opens from a link.
  const own = await findInvoice(baseURL as string, 'B2B portal: extra sprint');
  await page.goto(`/payments/in/all?invoice=${own.id}`);
  await expect(page.getByRole('dialog', { name: 'B2B portal: extra sprint' })).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/in\/all$/);
});

test('a project without payments says so; staff may create one there', async ({ page, loginAs, baseURL }) => {
  const project = await invoiceProject(baseURL as string, 'empty');

  // A deeper unknown address leads to the list too, once (not ever deeper).
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/pay/payments/all/x` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/payments/all$`));
  await page.goto(`/projects/${project.id}/pay/payments`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/payments/all$`));
  await expect(page.getByText(M.empty, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Showing/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: M.fromHours.action })).toBeVisible();
  await page.getByRole('button', { name: M.create, exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText([M.add.sale, M.add.final]);
  await page.keyboard.press('Escape');
  // axe reads the page once the menu has gone, not a dropdown half closed.
  await expect(page.getByRole('menu')).toBeHidden();
  await expectNoA11yViolations(page);
  await shot(page, 'payments-project-empty');

  await filterLinks(page).filter({ hasText: 'Credit Notes' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/payments/credit-notes$`));
  await page.getByRole('button', { name: M.create, exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText([M.add.sale, M.add.credit_nota, M.add.final]);
  await page.getByRole('menuitem', { name: M.add.sale }).click();
  await expect(page.getByRole('dialog', { name: 'Create Payment' })).toBeVisible();
});

test('a developer has no incoming payments: the address leads to the payouts', async ({ page, loginAs }) => {
  await loginAs('dev', { via: 'api', goto: '/payments/in/pending' });
  await expect(page).toHaveURL(/\/payments\/out\/all$/);
});

test.describe('360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the list fits a phone: the table scrolls, the page does not', async ({ page, loginAs }) => {
    await loginAs('payadmin', { via: 'api', goto: '/payments/in/all' });
    await expect(paymentRow(page, 'B2B portal: extra sprint')).toBeVisible();
    await shot(page, 'payments-finance-all-phone');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });
});
