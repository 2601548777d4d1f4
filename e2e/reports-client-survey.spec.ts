import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { developerNames, fileableEvent } from './reports-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

// The client rates the team on the survey the demo leaves open for them, from the Client tab:
// every developer at once ('Please complete all ratings' otherwise); once rated, the survey's row
// reads View, not Fill in. Nowhere on the Reports page does a client read 'Overdue', though the web
// shop has overdue reports.

test('the client rates the team on a client survey and never sees Overdue', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const event = await fileableEvent(baseURL as string, 'client@demo.test', 'developer_rating');
  const developers = await developerNames(baseURL as string, 'client@demo.test', event.projectId);
  expect(developers.length).toBeGreaterThan(0);
  const base = `/projects/${event.projectId}/reports`;
  await loginAs('client', { via: 'api', goto: base });
  await expect(page).toHaveURL(new RegExp(`${base}/yours$`));
  await expect(page.getByRole('tab', { name: 'From Team Members' })).toBeVisible();

  for (const tab of ['yours', 'team', 'client']) {
    await page.goto(`${base}/${tab}`);
    await expect(
      page.getByRole('list').or(page.getByText('There are no reports yet for this project')).first(),
    ).toBeVisible();
    await expect(page.getByText('Overdue')).toHaveCount(0);
  }
  // The status filter offers no Overdue either.
  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter reports' });
  await expect(panel.getByRole('checkbox', { name: 'Pending' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Overdue' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await shot(page, 'reports-client-tab');

  await page
    .getByRole('link', { name: new RegExp(`^Fill in: ${event.title}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${base}/client-survey/${event.projectId}/\\d+$`));
  const surveyPath = new URL(page.url()).pathname;
  await expect(page.getByText('How happy are you with each developer on your team?')).toBeVisible();

  // Only the first rated: nothing is sent.
  const [first, ...others] = developers;
  await page
    .getByRole('group', { name: `Rating of ${first}` })
    .getByRole('radio', { name: 'Happy', exact: true })
    .check();
  if (others.length) {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please complete all ratings' })).toBeVisible();
  }
  for (const name of others) {
    // By keyboard: focus the group's first face, then arrow to the fourth.
    const group = page.getByRole('group', { name: `Rating of ${name}` });
    await group.getByRole('radio', { name: 'Angry' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Happy', exact: true })).toBeChecked();
  }
  await expectNoA11yViolations(page);
  await shot(page, 'reports-client-survey-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Submitted Successfully' })).toBeVisible();
  await shot(page, 'reports-client-survey-submitted');
  await page.getByRole('link', { name: 'Back to Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${event.projectId}(/pay(/.*)?)?$`));

  // Rated: the survey's row offers View (the ratings can still be changed there), not Fill in.
  await page.goto(`${base}/client`);
  const row = page.locator(`a[href="${surveyPath}"]`);
  await expect(row).toHaveText('View');
  await expect(row).toHaveAccessibleName(/^View: /);
  await expect(page.getByText('Overdue')).toHaveCount(0);
});
