import { MESSAGES } from '@kazi/shared/messages';
import { DEMO_PASSWORD, expect, expectNoA11yViolations, fillLoginForm, shot, test } from './fixtures.ts';

// The terms prompt (Terms): developers and clients who have not agreed to the
// latest terms are asked once per session. Neema (developer) and Tunde (client) have not.

const T = MESSAGES.terms;
const prompt = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: T.promptTitle });

async function signIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  await fillLoginForm(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
}

test('a developer reads the terms in a modal and agrees; the prompt does not come back', async ({ page }) => {
  await signIn(page, 'neema@demo.test');
  await expect(prompt(page)).toBeVisible();
  // Blocking: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toBeVisible();
  await expectNoA11yViolations(page);

  await prompt(page).getByRole('button', { name: T.read }).click();
  const terms = page.getByRole('dialog', { name: 'Developer platform conditions' });
  await expect(terms).toContainText('Last updated 8 December 2022');
  await expect(terms).toContainText('at least 16 years old');
  await expect(terms).toContainText('For 2 years after');
  await expectNoA11yViolations(page);
  await shot(page, 'terms-modal');
  await terms.getByRole('button', { name: 'Close', exact: true }).click();

  await prompt(page).getByRole('button', { name: T.agree, exact: true }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.getByText(T.agreed)).toBeVisible();
  const { user } = await (await page.request.get('/api/auth/verify/')).json();
  expect(user.has_agreed_latest_terms).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});

test('a client does not agree: asked once this session, and again in the next', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'tunde@demo.test');
  await expect(prompt(page)).toBeVisible();
  await shot(page, 'terms-prompt');
  await prompt(page).getByRole('button', { name: T.disagree }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.getByText(T.disagreed)).toBeVisible();
  const account = await (await page.request.get('/api/me/account/')).json();
  expect(account).toMatchObject({ has_agreed_latest_terms: false });
  expect(account.disagreed_at).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  const next = await browser.newContext({ baseURL });
  await next.addCookies([
    { name: 'kazi_cookie_consent_closed_at', value: String(Date.now()), url: baseURL as string },
  ]);
  const again = await next.newPage();
  await signIn(again, 'tunde@demo.test');
  await expect(prompt(again)).toBeVisible();
  await next.close();
});

test('people who agreed, and staff, are never asked', async ({ page, loginAs }) => {
  await loginAs('dev', { via: 'api' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await loginAs('cso', { via: 'api' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});
