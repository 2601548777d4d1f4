import { MESSAGES } from '@kazi/shared/messages';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { DEV_NAME, firstWeek, gridRow, logHours, monthUrl, timesheetProject } from './timesheets-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The project's client reads the developer's hours: no inputs, no review buttons, the month's
// export links. The journey works on a project of its own.

test('a client sees the hours of the team, without inputs or review buttons, and may export the month', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await timesheetProject(baseURL as string, 'client');
  const [monday, tuesday, wednesday] = firstWeek(project.month) as [string, string, string];
  await logHours(baseURL as string, project.id, { [monday]: 8, [tuesday]: 7.5, [wednesday]: 6.25 });

  // The Pay tab leads a client to the project's payments (none yet on this new project).
  await loginAs('client', { via: 'api', goto: `/projects/${project.id}/pay` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/payments/all$`));
  await expect(page.getByText(MESSAGES.invoices.empty, { exact: true })).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Pay sections' });
  await expect(sections.getByRole('tab')).toHaveText(['Payments', 'Timesheets']);
  await expectNoA11yViolations(page);
  await shot(page, 'pay-payments-client');

  // Payouts are not for clients: the address leads back to the payments.
  await page.goto(`/projects/${project.id}/pay/payouts/all`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/payments/all$`));

  await page.goto(monthUrl(project.id, project.month));
  const row = gridRow(page, DEV_NAME);
  await expect(row.getByRole('cell', { name: '21.75', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '7.5', exact: true })).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Hours of / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Re-open' })).toHaveCount(0);

  const xlsx = page.getByRole('link', { name: 'Download xlsx' });
  await expect(xlsx).toHaveAttribute(
    'href',
    `/api/timesheet-entries/export/?year_month=${project.month}&project=${project.id}&format=xlsx`,
  );
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /format=csv$/);
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-client');
});
