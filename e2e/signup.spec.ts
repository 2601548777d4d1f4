import { MESSAGES } from '@kazi/shared/messages';
import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { freshEmail, inviteDeveloper } from './people.ts';
import { apiAs } from './people-helpers.ts';

// Sign-up from an invitation (/signup/invite/{invitationKey}); onboarding follows.

test('an invited developer signs up and is led to onboarding', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  const email = freshEmail('signup');
  const path = await inviteDeveloper(admin, email, { first: 'Nia', last: 'Mwakilema' });
  await admin.dispose();

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('First name')).toHaveValue('Nia');
  await expect(page.getByText('Invited as Developer')).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MESSAGES.terms.signupRequired)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Read the terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Developer platform conditions' });
  await expect(terms).toContainText('at least 16 years old');
  await expectNoA11yViolations(page);
  await terms.getByRole('button', { name: 'Close', exact: true }).click();

  await password.fill('savanna sunrise 9');
  await page.getByLabel(/I agree to the Developer platform conditions/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboard(\/|$)/);
  await shot(page, 'signup-onboarding');
  const verify = await (await page.request.get('/api/auth/verify/')).json();
  expect(verify.user).toMatchObject({ email, type: 1, category: 'developer', has_agreed_latest_terms: true });

  // The link works once.
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByText(MESSAGES.invites.invalidKey)).toBeVisible();
});

test('an unknown invitation link says so', async ({ page }) => {
  await page.goto('/signup/invite/not-a-real-key');
  await expect(page.getByText(MESSAGES.invites.invalidKey)).toBeVisible();
  await expectNoA11yViolations(page);
});
