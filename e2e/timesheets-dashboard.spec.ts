import { monthLabel } from '@kazi/shared/timesheets/rules';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { createOnboardedPerson, logIn } from './people-helpers.ts';
import { logHours, monthUrl, timesheetProject } from './timesheets-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The dashboard's timesheet cards: a developer sees this month's hours against the expected hours
// on each project, a link to the month; the project's CM sees the months awaiting review, oldest
// first, each a link to the month. The journey makes its own developer and project (10 hours a
// week, 44 expected a month, hours allowed from January 2020): its January 2020 is older than any
// demo month, so it heads cm@demo.test's list.

const OLD_MONTH = '2020-01';
const thisMonth = () => new Date().toISOString().slice(0, 7);

test('a developer sees this month’s hours and the CM the months awaiting review, each opening its month', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const developer = await createOnboardedPerson(baseURL as string, 'developer');
  const project = await timesheetProject(baseURL as string, 'dashboard', {
    developer,
    from: `${OLD_MONTH}-01`,
  });
  // 5.5 hours on the first day of this month, and 8 on a Monday of each month from January to June
  // 2020: six months awaiting review, so the CM's card has more than its first five whatever else
  // the demo and other journeys left pending.
  await logHours(
    baseURL as string,
    project.id,
    {
      [`${thisMonth()}-01`]: 5.5,
      [`${OLD_MONTH}-06`]: 8,
      '2020-02-03': 8,
      '2020-03-02': 8,
      '2020-04-06': 8,
      '2020-05-04': 8,
      '2020-06-01': 8,
    },
    developer,
  );

  await logIn(page, developer);
  const hours = page.locator('[data-card="timesheet-hours"]');
  await expect(hours.getByRole('heading', { name: 'Hours this month' })).toBeVisible();
  await expect(hours.getByText('5.5 of 44 hours')).toBeVisible();
  await expect(hours.getByText('Pending')).toBeVisible();
  await expect(
    hours.getByRole('progressbar', { name: `Hours of ${monthLabel(thisMonth())} on ${project.title}` }),
  ).toHaveAttribute('aria-valuenow', '12.5');
  // A developer reviews nothing: no review card.
  await expect(page.locator('[data-card="timesheets-awaiting-review"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-dashboard-developer');

  await hours.getByRole('link', { name: project.title }).click();
  await expect(page).toHaveURL(new RegExp(`${monthUrl(project.id, thisMonth()).replace(/\?/, '\\?')}$`));
  await expect(page.getByRole('table', { name: `Hours of ${monthLabel(thisMonth())}` })).toBeVisible();

  await page.context().clearCookies();
  await loginAs('cm', { via: 'api' });
  const review = page.locator('[data-card="timesheets-awaiting-review"]');
  await expect(review.getByRole('heading', { name: 'Timesheets awaiting review' })).toBeVisible();
  const line = `Neema Achieng, ${monthLabel(OLD_MONTH)}: 8 hours`;
  const first = review.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: line })).toBeVisible();
  await expect(first.getByText(project.title)).toBeVisible();
  // Five at first; 'Load more' brings the next ones.
  await expect(review.getByRole('listitem')).toHaveCount(5);
  await review.getByRole('button', { name: 'Load more' }).click();
  await expect(review.getByRole('listitem').nth(5)).toBeVisible();
  // A CM logs no hours: no hours card.
  await expect(page.locator('[data-card="timesheet-hours"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'timesheets-dashboard-cm');

  await first.getByRole('link', { name: line }).click();
  await expect(page).toHaveURL(new RegExp(`${monthUrl(project.id, OLD_MONTH).replace(/\?/, '\\?')}$`));
  await expect(page.getByRole('table', { name: `Hours of ${monthLabel(OLD_MONTH)}` })).toBeVisible();
});
