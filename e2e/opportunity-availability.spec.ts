import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { FINTECH_OPPORTUNITY } from './opportunity-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Availability (ADR 031): the demo asks dev@demo.test about the fintech opportunity without an
// answer yet. They find it on the dashboard, open its Details (the candidate view: no contact, no
// other tab), say they are available, see the wording flip, then say they are not.

test('a developer asked about an opportunity answers from its Details', async ({ page, loginAs }) => {
  await loginAs('dev', { via: 'api', goto: '/dashboard' });
  const card = page.getByTestId('opportunities-for-you');
  await expect(card.getByRole('heading', { name: 'Opportunities for you' })).toBeVisible();
  const link = card.getByRole('link', { name: FINTECH_OPPORTUNITY });
  await expect(link).toBeVisible();
  await expect(card.getByText('Not answered')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'availability-dashboard');

  await link.click();
  await expect(page).toHaveURL(/\/projects\/\d+\/details$/);
  await expect(page.getByRole('heading', { name: FINTECH_OPPORTUNITY, level: 2 })).toBeVisible();
  // The candidate view: Details only, no contact, no More panel.
  await expect(page.getByRole('tab')).toHaveText(['Details']);
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
  await expect(page.getByText('wanjiru@pesa-bank.test')).toHaveCount(0);
  await expect(page.getByText('Wanjiru Kamau')).toHaveCount(0);

  const availability = page.getByTestId('availability-card');
  await expect(availability).toContainText('You have not answered yet.');
  await expectNoA11yViolations(page);
  await shot(page, 'availability-asked');

  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/interest-polls/'),
  );
  await availability.getByRole('button', { name: "I'm available" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Successfully submitted your availability')).toBeVisible();
  await expect(availability).toContainText('You said you are available.');
  await expect(availability.getByRole('button', { name: "I'm available" })).toHaveCount(0);
  const change = availability.getByRole('button', { name: "I'm no longer available" });
  await expect(change).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'availability-interested');

  // By keyboard: focus the button and press Enter.
  const flipped = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/api\/interest-polls\/\d+\/$/.test(response.url()),
  );
  await change.focus();
  await page.keyboard.press('Enter');
  expect((await flipped).status()).toBe(200);
  await expect(availability).toContainText('You said you are not available.');
  await expect(availability.getByRole('button', { name: "I'm available after all" })).toBeVisible();

  // Reloaded, the answer stays; the dashboard says it too.
  await page.reload();
  await expect(page.getByTestId('availability-card')).toContainText('You said you are not available.');
  await page.goto('/dashboard');
  await expect(page.getByTestId('opportunities-for-you').getByText('Not available')).toBeVisible();
});

test('the phone width shows the Details and the card in one column', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs('designer', { via: 'api', goto: '/dashboard' });
  const link = page.getByTestId('opportunities-for-you').getByRole('link', { name: 'Design system refresh' });
  await expect(link).toBeVisible();
  await link.click();
  const availability = page.getByTestId('availability-card');
  await expect(availability.getByRole('button', { name: 'Not available' })).toBeVisible();
  const box = await availability.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);
  await shot(page, 'availability-phone');
});

test('staff remind the shortlisted people who have not answered, once a day', async ({ page, loginAs }) => {
  await loginAs('admin', { via: 'api', goto: '/projects/opportunity?show_all=1' });
  await page.getByRole('link', { name: /Design system refresh/ }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/details$/);
  await page.getByRole('tab', { name: /Shortlist/ }).click();
  await expect(page).toHaveURL(/\/network\/shortlist$/);
  const remind = page.getByRole('button', { name: 'Remind candidates who have not answered' });
  await remind.click();
  const dialog = page.getByRole('dialog', { name: 'Send reminders?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'availability-remind-confirm');
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('Reminder sent to 1 candidate(s)')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same day, nobody is left to remind.
  await remind.click();
  await page
    .getByRole('dialog', { name: 'Send reminders?' })
    .getByRole('button', { name: 'Send reminder' })
    .click();
  await expect(
    page.getByText('Everyone on the shortlist has answered or was already reminded today.'),
  ).toBeVisible();
});
