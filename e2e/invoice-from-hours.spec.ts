import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { expect as baseExpect, collectPageErrors, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs, createOnboardedPerson } from './people-helpers.ts';
import { firstWeek, logHours, timesheetProject } from './timesheets-helpers.ts';

const M = invoicesMessages.invoices.fromHours;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

// Staff turn a project's approved month into a draft invoice from the Payments header. The journey
// works on a project of its own (tests/timesheets-helpers.ts): its own developer logs 15.5 hours last
// month at a client rate of 35.00, the project's CM approves them through the API.

test('finance creates a draft invoice from an approved month; a month invoiced meanwhile is refused; clients see no button', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  // A developer of the journey's own: every team the demo developer joins mails them, within the
  // per-address mail limit that the whole suite shares.
  const developer = await createOnboardedPerson(baseURL as string, 'developer');
  const project = await timesheetProject(baseURL as string, 'from-hours', { developer });
  const [monday, tuesday] = firstWeek(project.month) as [string, string];
  await logHours(baseURL as string, project.id, { [monday]: 8, [tuesday]: 7.5 }, developer);
  const cm = await apiAs(baseURL as string, 'cm@demo.test');
  const finance = await apiAs(baseURL as string, 'payadmin@demo.test');
  try {
    const dev = await cm.candidate('developer', developer.email);
    const approved = await cm.post('/api/timesheet-entries/review/', {
      project: project.id,
      user: dev.id,
      year_month: project.month,
      action: 'approve',
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // Finance opens the project's payments and the approved months.
    await loginAs('payadmin', { via: 'api', goto: `/projects/${project.id}/pay/payments/all` });
    await page.getByRole('button', { name: M.action }).click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    const label = monthLabel(project.month);
    const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(row.getByRole('cell', { name: 'Neema Achieng' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '15.5', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '€542.50' })).toBeVisible();
    await expect(row.getByText(M.notInvoiced)).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'invoice-from-hours-months');

    // Create it, after the confirmation.
    await row.getByRole('button', { name: format(M.createFor, { month: label }) }).click();
    const confirm = page.getByRole('dialog', { name: M.confirmTitle });
    await expect(confirm.getByText(format(M.confirm, { amount: '€542.50', month: label }))).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'invoice-from-hours-confirm');
    await confirm.getByRole('button', { name: M.create }).click();
    await expect(dialog.getByRole('status')).toHaveText(format(M.createdFor, { month: label }));
    const title = format(M.title, { month: label });
    await expect(
      row.getByText(format(M.invoicedIn, { number: format(M.draftInvoice, { title }) })),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: format(M.createFor, { month: label }) })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shot(page, 'invoice-from-hours-created');

    // The draft is in the project's payments: 542.50 + 21 % VAT.
    await dialog.getByRole('button', { name: M.close }).first().click();
    const listed = page.getByRole('row').filter({ hasText: title });
    await expect(listed).toBeVisible();
    await expect(listed.getByText('Draft')).toBeVisible();

    // The draft is deleted (the month is free again), the dialog offers the month, and someone
    // else invoices it before finance confirms: the refusal is shown in an error dialog.
    const months = (await (await finance.get(`/api/invoices/from-hours/?project=${project.id}`)).json()) as {
      months: { invoices: { id: number }[] }[];
    };
    const draftId = months.months[0]?.invoices[0]?.id;
    const removed = await finance.delete(`/api/invoices/${draftId}/`);
    expect(removed.status(), await removed.text()).toBe(204);
    await page.getByRole('button', { name: M.action }).click();
    await expect(row.getByText(M.notInvoiced)).toBeVisible();
    const elsewhere = await finance.post('/api/invoices/from-hours/', {
      project: project.id,
      month: project.month,
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(201);
    await row.getByRole('button', { name: format(M.createFor, { month: label }) }).click();
    await page.getByRole('dialog', { name: M.confirmTitle }).getByRole('button', { name: M.create }).click();
    const refusal = page.getByRole('dialog', { name: M.errorTitle });
    await expect(refusal.getByRole('alert')).toHaveText(invoicesMessages.invoices.errors.monthInvoiced);
    // Said once, in the dialog: no toast besides.
    await expect(page.getByText(invoicesMessages.invoices.errors.monthInvoiced)).toHaveCount(1);
    await expectNoA11yViolations(page);
    await shot(page, 'invoice-from-hours-refused');
    await refusal.getByRole('button', { name: M.close }).first().click();
    await expect(
      row.getByText(format(M.invoicedIn, { number: format(M.draftInvoice, { title }) })),
    ).toBeVisible();
  } finally {
    await cm.dispose();
    await finance.dispose();
  }

  // The client sees the project's payments, but neither the draft (Kazi's side's until it is sent
  // for approval) nor a button to invoice hours.
  await loginAs('client', { via: 'api', goto: `/projects/${project.id}/pay/payments/all` });
  await expect(page.getByText('No payments have been created yet')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: format(M.title, { month: monthLabel(project.month) }) }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: M.action })).toHaveCount(0);
  expect(errors).toEqual([]);
});
