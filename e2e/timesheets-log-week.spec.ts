import { monthLabel } from '@kazi/shared/timesheets/rules';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import {
  DEV_NAME,
  firstWeek,
  gridRow,
  hoursCell,
  monthUrl,
  pasteInto,
  timesheetProject,
} from './timesheets-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// A developer logs a week of last month with the keyboard: typing, Tab and the arrow keys, a row
// pasted from a spreadsheet; saving above the 44 expected hours asks first ('No, go back', then
// 'Yes, submit'). The journey works on a project of its own.

test('a developer logs a week with the keyboard and a paste, and confirms hours above the expected', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await timesheetProject(baseURL as string, 'week');
  const week = firstWeek(project.month);
  const [monday, tuesday, wednesday, thursday, friday] = week as [string, string, string, string, string];

  // The Pay tab leads a developer to their payouts: none yet on this project.
  await loginAs('dev', { via: 'api', goto: `/projects/${project.id}/pay` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/payouts/all$`));
  await expect(page.getByText('No payouts have been created yet')).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Pay sections' });
  await expect(sections.getByRole('tab')).toHaveText(['Payouts', 'Timesheets']);
  await expectNoA11yViolations(page);

  await sections.getByRole('tab', { name: 'Timesheets' }).click();
  await expect(page).toHaveURL(/\/pay\/timesheets/);
  await page
    .getByRole('textbox', { name: 'Month', exact: true })
    .or(page.getByRole('combobox', { name: 'Month', exact: true }))
    .click();
  await page.getByRole('option', { name: monthLabel(project.month) }).click();
  await expect(page).toHaveURL(new RegExp(`view=month&month=${project.month}`));
  const row = gridRow(page, DEV_NAME);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Type Monday, Tab to Tuesday, the arrow keys for the rest (a bad value is named and refused).
  await hoursCell(page, DEV_NAME, monday).click();
  await page.keyboard.type('8');
  await page.keyboard.press('Tab');
  await expect(hoursCell(page, DEV_NAME, tuesday)).toBeFocused();
  await page.keyboard.type('7.5');
  await page.keyboard.press('ArrowRight');
  await expect(hoursCell(page, DEV_NAME, wednesday)).toBeFocused();
  await page.keyboard.type('8');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('6.25');
  await page.keyboard.press('ArrowLeft');
  await expect(hoursCell(page, DEV_NAME, wednesday)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(hoursCell(page, DEV_NAME, friday)).toBeFocused();
  await page.keyboard.type('8.1');
  await expect(page.getByText('Hours must be in steps of 0.25').first()).toBeVisible();
  await expect(hoursCell(page, DEV_NAME, friday)).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Enter'); // refused: the bad cell keeps the focus
  await expect(hoursCell(page, DEV_NAME, friday)).toBeFocused();
  await page.keyboard.type('8');
  await expect(hoursCell(page, DEV_NAME, friday)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByRole('cell', { name: '37.75', exact: true })).toBeVisible();

  // A row copied from a spreadsheet fills the following days: next Monday and Tuesday.
  const nextMonday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const nextTuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 8 * 86_400_000).toISOString().slice(0, 10);
  await pasteInto(hoursCell(page, DEV_NAME, nextMonday), '4\t3.5\r\n');
  await expect(hoursCell(page, DEV_NAME, nextMonday)).toHaveValue('4');
  await expect(hoursCell(page, DEV_NAME, nextTuesday)).toHaveValue('3.5');
  await expect(row.getByRole('cell', { name: '45.25', exact: true })).toBeVisible();
  await expect(page.getByText('You have unsaved hours')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-month-typed');

  // Leaving with typed hours asks first; 'Keep editing' stays on the month with everything typed.
  await page.locator('label', { hasText: 'Year view' }).click();
  const leave = page.getByRole('dialog', { name: 'You have unsaved hours' });
  await expect(leave.getByText('The hours you typed are not saved. Leave them and go on?')).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`view=month&month=${project.month}`));
  await expect(hoursCell(page, DEV_NAME, nextMonday)).toHaveValue('4');
  await hoursCell(page, DEV_NAME, nextTuesday).focus();

  // 45.25 hours is above the 44 expected: the prompt, 'No, go back' keeps everything typed.
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Hours more than expected' });
  await expect(
    prompt.getByText('The hours entered (45.25) are more than the 44 hours expected this month.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await prompt.getByRole('button', { name: 'No, go back' }).click();
  await expect(prompt).toBeHidden();
  await expect(hoursCell(page, DEV_NAME, nextTuesday)).toHaveValue('3.5');

  await page
    .getByRole('region', { name: /Unsaved hours/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await prompt.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText('Timesheet saved successfully')).toBeVisible();
  await expect(page.getByText('You have unsaved hours')).toBeHidden();

  // What was saved is what comes back.
  await page.reload();
  await expect(hoursCell(page, DEV_NAME, monday)).toHaveValue('8');
  await expect(hoursCell(page, DEV_NAME, thursday)).toHaveValue('6.25');
  await expect(hoursCell(page, DEV_NAME, friday)).toHaveValue('8');
  await expect(hoursCell(page, DEV_NAME, nextTuesday)).toHaveValue('3.5');
  await expect(gridRow(page, DEV_NAME).getByRole('cell', { name: '45.25', exact: true })).toBeVisible();
  await expect(page.getByText('Total 45.25 of 44 expected')).toBeVisible();
  await shot(page, 'timesheets-month-desktop');

  // Clearing a day is saving 0; at 390 px the grid scrolls sideways inside its card.
  await hoursCell(page, DEV_NAME, nextTuesday).fill('');
  await hoursCell(page, DEV_NAME, nextTuesday).press('Enter');
  await expect(page.getByText('Timesheet saved successfully').first()).toBeVisible();
  await expect(page.getByText('Total 41.75 of 44 expected')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(monthUrl(project.id, project.month));
  await expect(hoursCell(page, DEV_NAME, monday)).toHaveValue('8');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-month-390');
});
