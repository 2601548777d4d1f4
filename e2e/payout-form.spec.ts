import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import type { Page } from '@playwright/test';
import { expect as baseExpect, collectPageErrors, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { confirmAction } from './invoice-panel-helpers.ts';
import { payoutProject } from './payout-helpers.ts';
import { apiAs, createOnboardedPerson } from './people-helpers.ts';
import { firstWeek, logHours, timesheetProject } from './timesheets-helpers.ts';

const M = invoicesMessages.invoices;
const P = M.payoutForm;
const H = M.payoutsFromHours;
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** Picks a team member in a payout row's selector by name. */
async function chooseMember(page: Page, row: number, name: string) {
  const select = page.getByRole('combobox', { name: `${P.teamMember} ${row}` });
  await select.click();
  await select.fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name, exact: true }).click();
}

// Staff (here the admin: the demo has no staff account) create one payout per team member from the project's Create menu (spec 001 §2, §5), with
// the rows' rules shown in the form; the three payouts share one batch (checked through the API).
test('an admin creates a payout batch for three developers with the form', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const project = await payoutProject(baseURL as string, 'form');
  const [first, second, third] = project.members as [
    { id: number; display_name: string },
    { id: number; display_name: string },
    { id: number; display_name: string },
  ];
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/pay/payouts/all` });
  await page.getByRole('button', { name: M.create, exact: true }).click();
  await page.getByRole('menuitem', { name: M.addPayout }).click();
  const dialog = page.getByRole('dialog', { name: P.createTitle });
  await dialog.getByRole('textbox', { name: M.form.title }).fill('November payouts');

  // An amount without a team member, and no second row until the first is complete.
  await dialog.getByRole('textbox', { name: `${P.amountInEur} 1` }).fill('1250.50');
  await expect(dialog.getByRole('button', { name: P.addRow })).toBeDisabled();
  await dialog.getByRole('button', { name: M.form.save }).click();
  await expect(dialog.getByText(P.selectTeamMember)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payout-form-select-team-member');

  await chooseMember(page, 1, first.display_name);
  await expect(dialog.getByText(P.selectTeamMember)).toHaveCount(0);
  await dialog.getByRole('button', { name: P.addRow }).click();
  // The first row's member is not offered again.
  const secondSelect = dialog.getByRole('combobox', { name: `${P.teamMember} 2` });
  await secondSelect.click();
  await expect(page.getByRole('option', { name: second.display_name, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: first.display_name, exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: second.display_name, exact: true }).click();
  await dialog.getByRole('textbox', { name: `${P.amountInEur} 2` }).fill('980');
  await dialog.getByRole('button', { name: P.addRow }).click();
  await chooseMember(page, 3, third.display_name);
  await dialog.getByRole('textbox', { name: `${P.amountInEur} 3` }).fill('0.10');
  await expectNoA11yViolations(page);
  await shot(page, 'payout-form-three-rows');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/invoices/payouts/') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: M.form.save }).click();
  await confirmAction(page, P.confirmCreate);
  const response = await saved;
  expect(response.status()).toBe(201);
  await expect(page.getByText(P.created)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The project's payouts list shows the batch as one row: a line per payout and the subtotal.
  await expect(page.getByRole('table').getByText('€2,230.60').first()).toBeVisible();

  // Edit from a payout's row menu: the form holds the batch's three rows; a changed amount is saved.
  await page
    .getByRole('button', { name: format(M.rowActions, { title: 'November payouts' }) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: M.actions.edit }).click();
  const editing = page.getByRole('dialog', { name: P.editTitle });
  const thirdAmount = editing.getByRole('textbox', { name: `${P.amountInEur} 3` });
  await expect(thirdAmount).toHaveValue('€ 0.10');
  await thirdAmount.fill('20.10');
  await editing.getByRole('button', { name: M.form.save }).click();
  await confirmAction(page, P.confirmEdit);
  await expect(page.getByText(P.updated)).toBeVisible();
  await expect(page.getByRole('table').getByText('€2,250.60').first()).toBeVisible();

  // Three draft payouts, one batch, the exact amounts.
  const { batch_ref } = (await response.json()) as { batch_ref: string };
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  let payoutIds: number[] = [];
  try {
    const batch = await (await admin.get(`/api/invoices/payouts/${batch_ref}/`)).json();
    payoutIds = batch.payouts.map((payout: { id: number }) => payout.id);
    expect(batch.total).toBe('2250.60');
    expect(
      batch.payouts.map((payout: { user: { id: number }; amount: string; status: string }) => [
        payout.user.id,
        payout.amount,
        payout.status,
      ]),
    ).toEqual([
      [first.id, '1250.50', 'draft'],
      [second.id, '980.00', 'draft'],
      [third.id, '20.10', 'draft'],
    ]);
    // Once one of its payouts is approved the batch can no longer change: no row offers Edit.
    const approved = await admin.patch(`/api/invoices/${batch.payouts[0].id}/`, { action: 'approve' });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  await page.reload();
  // Each payout's number is the reference the payout sheets name it by.
  for (const id of payoutIds) await expect(page.getByRole('table').getByText(`PO-${id}`)).toBeVisible();
  await page
    .getByRole('button', { name: format(M.rowActions, { title: 'November payouts' }) })
    .nth(1)
    .click();
  await expect(page.getByRole('menuitem', { name: M.actions.approve })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: M.actions.edit })).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Staff pay an approved month out from the project's Payouts header and see the margin: a developer
// of the journey's own logs 15.5 hours last month (client rate 35.00, payout rate 20.00), the CM
// approves them.
test('an admin creates the month’s payouts from approved hours and see the margin', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const developer = await createOnboardedPerson(baseURL as string, 'developer');
  const project = await timesheetProject(baseURL as string, 'payouts-from-hours', { developer });
  const [monday, tuesday] = firstWeek(project.month) as [string, string];
  await logHours(baseURL as string, project.id, { [monday]: 8, [tuesday]: 7.5 }, developer);
  const cm = await apiAs(baseURL as string, 'cm@demo.test');
  try {
    const dev = await cm.candidate('developer', developer.email);
    const approved = await cm.post('/api/timesheet-entries/review/', {
      project: project.id,
      user: dev.id,
      year_month: project.month,
      action: 'approve',
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await cm.dispose();
  }

  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/pay/payouts/all` });
  await page.getByRole('button', { name: H.action }).click();
  const dialog = page.getByRole('dialog', { name: H.dialogTitle });
  const label = monthLabel(project.month);
  const row = dialog.getByRole('row').filter({ hasText: label });
  await expect(row.getByRole('cell', { name: '€310.00' })).toBeVisible();
  // Margin: 542.50 billed − 310.00 paid out.
  await expect(dialog.getByRole('columnheader', { name: H.margin })).toBeVisible();
  await expect(row.getByText('€232.50')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'payouts-from-hours-months');

  await row.getByRole('button', { name: format(H.createFor, { month: label }) }).click();
  const confirm = page.getByRole('dialog', { name: H.confirmTitle });
  await expect(confirm.getByText(format(H.confirm, { amount: '€310.00', month: label }))).toBeVisible();
  await confirm.getByRole('button', { name: H.action }).click();
  await expect(dialog.getByRole('status')).toHaveText(format(H.created, { month: label }));
  await expect(row.getByText(H.paidOutIn)).toBeVisible();
  await expect(row.getByRole('button', { name: format(H.createFor, { month: label }) })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'payouts-from-hours-created');
  expect(errors).toEqual([]);
});
