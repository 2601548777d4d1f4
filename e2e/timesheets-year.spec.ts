import { monthLabel } from '@kazi/shared/timesheets/rules';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { DEV_NAME, firstWeek, gridRow, hoursCell, logHours, timesheetProject } from './timesheets-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The year view: each month's total, expected hours and status; a month opens its month view,
// and the back button returns to the year. The journey works on a project of its own.

test('the year view lists the months and opens one in the month view', async ({ page, loginAs, baseURL }) => {
  const project = await timesheetProject(baseURL as string, 'year');
  const [monday, tuesday] = firstWeek(project.month) as [string, string];
  await logHours(baseURL as string, project.id, { [monday]: 8, [tuesday]: 4.5 });
  const year = project.month.slice(0, 4);

  await loginAs('dev', { via: 'api', goto: `/projects/${project.id}/pay/timesheets` });
  await page.locator('label', { hasText: 'Year view' }).click();
  await expect(page).toHaveURL(new RegExp(`view=year&year=${new Date().getUTCFullYear()}`));
  await page.goto(`/projects/${project.id}/pay/timesheets?view=year&year=${year}`);
  const table = page.getByRole('table', { name: `Hours of ${year} by month` });
  const month = table.getByRole('row').filter({ hasText: monthLabel(project.month) });
  await expect(month.getByRole('cell', { name: '12.5', exact: true })).toBeVisible();
  await expect(month.getByRole('cell', { name: '44', exact: true })).toBeVisible();
  await expect(month.getByText('Pending')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-year');

  await month.getByRole('link', { name: monthLabel(project.month) }).click();
  await expect(page).toHaveURL(new RegExp(`view=month&month=${project.month}`));
  await expect(hoursCell(page, DEV_NAME, tuesday)).toHaveValue('4.5');
  await expect(gridRow(page, DEV_NAME).getByText('Pending')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Month view' })).toBeChecked();
  await page.goBack();
  await expect(table).toBeVisible();
});
