import { MESSAGES } from '@kazi/shared/messages';
import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { linkMailedTo, RESET_LINK, signedUpDeveloper } from './people.ts';
import { apiAs } from './people-helpers.ts';

// Password reset from the mail (Auth routes; docs/quality.md Tokens, Sessions).

test('someone resets a forgotten password from the mail and signs in with the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // sign-up, mail, two forms and two sign-ins
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  const email = await signedUpDeveloper(browser, baseURL as string, admin, 'first password 1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MESSAGES.passwords.resetRequested)).toBeVisible();
  await shot(page, 'password-reset-sent');

  const link = await linkMailedTo(admin, email, RESET_LINK);
  await admin.dispose();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const field = page.getByLabel('New password');
  await field.fill('password1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(MESSAGES.passwords.common)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await field.fill('second password 2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(MESSAGES.passwords.resetDone)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password').fill('third password 3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(MESSAGES.passwords.invalidLink)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first password 1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(MESSAGES.auth.invalidCredentials)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second password 2');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/onboard(\/|$)/);
});

test('an unknown email gets the same answer', async ({ page }) => {
  await page.goto('/forgot-password/');
  await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MESSAGES.passwords.resetRequested)).toBeVisible();
});
