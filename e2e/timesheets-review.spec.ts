import { monthLabel } from '@kazi/shared/timesheets/rules';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import {
  DEV_NAME,
  firstWeek,
  gridRow,
  hoursCell,
  logHours,
  monthUrl,
  rejectMonth,
  timesheetProject,
} from './timesheets-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

// The project's client manager rejects a developer's month with a reason; the developer reads it,
// corrects a day (the month is pending again); the CM approves, and the month is read-only for
// the developer; an admin re-opens it. The journey works on a project of its own.

test('a CM rejects a month with a reason, the developer corrects it, the CM approves and it is read-only', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await timesheetProject(baseURL as string, 'review');
  const [monday, tuesday] = firstWeek(project.month) as [string, string];
  await logHours(baseURL as string, project.id, { [monday]: 8, [tuesday]: 8 });

  // The CM lands on the timesheets and sees the developer's pending month with the review buttons.
  await loginAs('cm', { via: 'api', goto: `/projects/${project.id}/pay` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay/timesheets$`));
  await expect(page.getByRole('tablist', { name: 'Pay sections' }).getByRole('tab')).toHaveText([
    'Payments',
    'Payouts',
    'Timesheets',
  ]);
  await page.goto(monthUrl(project.id, project.month));
  const row = gridRow(page, DEV_NAME);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('cell', { name: '16', exact: true })).toBeVisible();

  // Reject: the reason is required.
  await row.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', {
    name: `Reject the hours of ${DEV_NAME} for ${monthLabel(project.month)}`,
  });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Rejection reason is required')).toBeVisible();
  await expect(reject.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await reject.getByLabel('Reason').fill('Tuesday was a public holiday; please move those hours.');
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-reject-modal');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText('Timesheet rejected')).toBeVisible();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(
    row.getByText('Rejected: Tuesday was a public holiday; please move those hours.'),
  ).toBeVisible();
  // Not rejected twice; approving it after all is the CM's other choice (the next journey).
  await expect(row.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The developer reads the reason and corrects Tuesday: saving makes the month pending again.
  await page.context().clearCookies();
  await loginAs('dev', { via: 'api', goto: monthUrl(project.id, project.month) });
  await expect(
    row.getByText('Rejected: Tuesday was a public holiday; please move those hours.'),
  ).toBeVisible();
  await hoursCell(page, DEV_NAME, tuesday).fill('0');
  await hoursCell(page, DEV_NAME, tuesday).press('Enter');
  await expect(page.getByText('Timesheet saved successfully')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText(/^Rejected:/)).toHaveCount(0);
  await expect(hoursCell(page, DEV_NAME, tuesday)).toHaveValue('');

  // The CM approves what the developer saved.
  await page.context().clearCookies();
  await loginAs('cm', { via: 'api', goto: monthUrl(project.id, project.month) });
  await expect(row.getByRole('cell', { name: '8', exact: true }).last()).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Timesheet approved')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Approved by Lindiwe .+ on /)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(row.getByRole('textbox')).toHaveCount(0);

  // The developer's approved month is read-only.
  await page.context().clearCookies();
  await loginAs('dev', { via: 'api', goto: monthUrl(project.id, project.month) });
  await expect(page.getByText('This month is approved; its hours are read-only.')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('textbox')).toHaveCount(0);
  await expect(hoursCell(page, DEV_NAME, monday)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Only an admin re-opens an approved month, with a reason; it is pending again.
  await page.context().clearCookies();
  await loginAs('admin', { via: 'api', goto: monthUrl(project.id, project.month) });
  await row.getByRole('button', { name: 'Re-open' }).click();
  const reopen = page.getByRole('dialog', {
    name: `Re-open the hours of ${DEV_NAME} for ${monthLabel(project.month)}`,
  });
  await reopen.getByRole('button', { name: 'Re-open' }).click();
  await expect(reopen.getByText('A reason is required to re-open a month')).toBeVisible();
  await reopen.getByLabel('Reason').fill('Friday is missing; the developer will add it.');
  await reopen.getByRole('button', { name: 'Re-open' }).click();
  await expect(page.getByText('Timesheet re-opened')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(hoursCell(page, DEV_NAME, monday)).toHaveValue('8');
});

// A month rejected by mistake goes back for approval unchanged: the developer sends it again; or
// the CM approves it after all.
test('the developer sends a rejected month for approval again without changing an hour; the CM approves one after all', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await timesheetProject(baseURL as string, 'send-again');
  const [monday] = firstWeek(project.month) as [string];
  await logHours(baseURL as string, project.id, { [monday]: 6.5 });
  await rejectMonth(baseURL as string, project, 'Please check the hours of the first week.');

  await loginAs('dev', { via: 'api', goto: monthUrl(project.id, project.month) });
  const row = gridRow(page, DEV_NAME);
  await expect(row.getByText('Rejected: Please check the hours of the first week.')).toBeVisible();
  // Above the grid, whose Review column may be scrolled out of view: the reason and Send again.
  const notice = page
    .getByRole('alert')
    .filter({ hasText: `Your hours of ${monthLabel(project.month)} were rejected` });
  await expect(notice.getByText('Please check the hours of the first week.', { exact: true })).toBeVisible();
  const sendAgain = notice.getByRole('button', { name: 'Send again' });
  // While an hour is changed, Save sends the month; Send again is for the month as it is.
  await hoursCell(page, DEV_NAME, monday).fill('7');
  await expect(sendAgain).toHaveCount(0);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-send-again');
  await sendAgain.click();
  await expect(page.getByText('Timesheet sent for approval again')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText(/^Rejected:/)).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  // The button went with the notice: the focus is on the row's first day, not lost.
  await expect(hoursCell(page, DEV_NAME, `${project.month}-01`)).toBeFocused();
  await expect(hoursCell(page, DEV_NAME, monday)).toHaveValue('6.5');

  // The CM sees it pending with the same hours, and may approve it.
  await page.context().clearCookies();
  await loginAs('cm', { via: 'api', goto: monthUrl(project.id, project.month) });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();

  // Rejected again (by mistake, or its developer has since left the team), the CM approves it
  // after all: a rejected row offers Approve, not Reject. (The same project: every new one invites
  // the demo developer, within a per-address mail limit.)
  await rejectMonth(baseURL as string, project, 'Is Monday right?');
  await page.reload();
  await expect(row.getByText('Rejected: Is Monday right?')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-approve-rejected');
  // Hours typed and not saved: approving would lock the month without them, so save or discard first.
  await hoursCell(page, DEV_NAME, monday).fill('6');
  await expect(row.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(row.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Timesheet approved')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Rejected:/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
