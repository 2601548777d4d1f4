import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { dayText, fileableEvent } from './reports-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

// A developer files the update the demo leaves pending for them: from Yours, Fill in, the required
// answers checked first, then saved; the success modal leads back to the project; reloaded, the
// update comes back for edit and saves by id. The client reads developer updates: the form warns
// that the answers are shared with them until the warning is dismissed.

test('a developer files an update from Yours, then reloads and edits it', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const event = await fileableEvent(baseURL as string, 'dev@demo.test', 'developer');
  await loginAs('dev', { via: 'api', goto: `/projects/${event.projectId}/reports` });
  await expect(page).toHaveURL(new RegExp(`/projects/${event.projectId}/reports/yours$`));
  await expect(page.getByRole('tab', { name: 'Yours', selected: true })).toBeVisible();
  const fill = page.getByRole('link', { name: `Fill in: ${event.title}, ${dayText(event.dueAt)}` }).first();
  await expect(fill).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'reports-yours-developer');

  await fill.click();
  await expect(page).toHaveURL(new RegExp(`/reports/yours/${event.id}$`));
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  // Close leads back to the project page, not to its Reports tab.
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute(
    'href',
    `/projects/${event.projectId}`,
  );

  // The client reads developer updates: the banner says so, until dismissed.
  const warning = page.getByText('Your answers in this report are shared directly with the client.');
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'I understand, dismiss' }).click();
  await expect(warning).toHaveCount(0);

  // Nothing answered: the alert and each field's message.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in required details' })).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'How is the project going?' }).click();
  await page.getByRole('option', { name: 'Behind and Stuck' }).click();
  // Behind and stuck asks what blocks the work.
  await page.getByRole('combobox', { name: 'What is blocking the work?' }).click();
  await page.getByRole('option', { name: 'Unclear specification' }).click();
  const percentage = page.getByRole('textbox', { name: 'How far along is the work? (%)' });
  await percentage.fill('45');
  // The slider follows the number.
  await expect(page.getByRole('slider', { name: 'Percentage complete' })).toHaveAttribute(
    'aria-valuenow',
    '45',
  );
  await page.getByLabel('What was accomplished?').fill('The checkout page, end to end.');
  await page.getByLabel('What is next?').fill('Payment provider callbacks.');
  await page.getByRole('textbox', { name: 'Next deadline' }).fill('01 Dec 2099');
  await page.getByRole('textbox', { name: 'Next deadline' }).press('Tab');
  await page
    .getByRole('radiogroup', { name: 'Will the next deadline be met?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('Why is the next deadline at risk?').fill('The provider’s sandbox is down.');
  await page.getByLabel('What will be done about it?').fill('Mock it and test against staging.');
  await expectNoA11yViolations(page);
  await shot(page, 'reports-update-form');
  await page.getByRole('button', { name: 'Submit' }).click();

  const modal = page.getByRole('dialog', { name: 'Submitted Successfully' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your report has been successfully submitted.');
  // Not closable: Escape leaves it open.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'reports-update-submitted');

  // Reloaded, the update is there to change, and saves by id.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Submitted Successfully' })).toHaveCount(0);
  await expect(percentage).toHaveValue('45');
  await expect(page.getByLabel('What was accomplished?')).toHaveValue('The checkout page, end to end.');
  await percentage.fill('55');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/api\/progress-reports\/\d+\/$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Submitted Successfully' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Project' }).click();
  // The project page, which opens on its default tab (Pay).
  await expect(page).toHaveURL(new RegExp(`/projects/${event.projectId}(/pay(/.*)?)?$`));
});
