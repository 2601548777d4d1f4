import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { anotherProjectOf, developerNames, fileableEvent } from './reports-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

// The CM files the PM report the demo leaves pending on the web shop: the last deadline (missed:
// why, and whether the client was told) and a face for every developer, which it cannot skip. A
// PM report is not the client's to read: no warning that the answers are shared with them. An
// address naming another project moves to the event's own, whose developers it rates.

test('a CM files a PM report rating each developer', async ({ page, loginAs, baseURL }) => {
  const event = await fileableEvent(baseURL as string, 'cm@demo.test', 'cm');
  const developers = await developerNames(baseURL as string, 'cm@demo.test', event.projectId);
  expect(developers.length).toBeGreaterThan(0);
  const own = new RegExp(`/projects/${event.projectId}/reports/yours/${event.id}$`);
  const other = await anotherProjectOf(baseURL as string, 'cm@demo.test', event.projectId);
  await loginAs('cm', { via: 'api' });
  if (other !== null) {
    await page.goto(`/projects/${other}/reports/yours/${event.id}`);
    await expect(page).toHaveURL(own);
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  }
  // The Team Members tab's address of an event, which the first report notices carried, opens it too.
  await page.goto(`/projects/${event.projectId}/reports/team/${event.id}`);
  await expect(page).toHaveURL(own);
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rate each developer' })).toBeVisible();
  for (const name of developers) {
    await expect(page.getByRole('group', { name: `Rating of ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'I understand, dismiss' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'How is the project going?' }).click();
  await page.getByRole('option', { name: 'On schedule' }).click();
  await page.getByRole('textbox', { name: 'How far along is the work? (%)' }).fill('70');
  await page.getByLabel('What was accomplished?').fill('Release 1.4 shipped.');
  await page.getByLabel('What is next?').fill('Release 1.5 planning.');
  await page.getByRole('textbox', { name: 'Next deadline' }).fill('15 Dec 2099');
  await page.getByRole('textbox', { name: 'Next deadline' }).press('Tab');
  await page
    .getByRole('radiogroup', { name: 'Will the next deadline be met?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Was the last deadline met?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('Why was the last deadline missed?').fill('A late change request.');
  await page
    .getByRole('radiogroup', { name: 'Was the client told?' })
    .getByRole('radio', { name: 'Yes' })
    .check();

  // One developer left unrated: nothing is sent.
  const [first, ...others] = developers;
  await page
    .getByRole('group', { name: `Rating of ${first}` })
    .getByRole('radio', { name: 'Happy', exact: true })
    .check();
  if (others.length) {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in required details' }),
    ).toBeVisible();
    await expect(page.getByText('Rate every developer on the team.').first()).toBeVisible();
  }
  for (const name of others) {
    await page
      .getByRole('group', { name: `Rating of ${name}` })
      .getByRole('radio', { name: 'Beaming' })
      .check();
  }
  await expectNoA11yViolations(page);
  await shot(page, 'reports-pm-report-form');

  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/progress-reports/'),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as {
    developer_ratings: unknown[];
    rate_deliverables?: number;
  };
  expect(body.developer_ratings).toHaveLength(developers.length);
  expect(body.rate_deliverables).toBeUndefined();
  await expect(page.getByRole('dialog', { name: 'Submitted Successfully' })).toBeVisible();
  await shot(page, 'reports-pm-report-submitted');

  // Reloaded: the ratings come back with the report.
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: `Rating of ${first}` })
      .getByRole('radio', { name: 'Happy', exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
});
