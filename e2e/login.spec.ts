import { MESSAGES } from '@kazi/shared/messages';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, fillLoginForm, shot, test } from './fixtures.ts';

// Sign-in (–2.2, docs/api.md "Session"). Every failed attempt counts against the login
// throttle (10 per account, 50 per IP per 15 minutes): keep wrong-password attempts few.

const email = (page: Page) => page.getByLabel('Email', { exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

/** Counts the login calls the page makes. */
function countLoginCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/login')) calls.count += 1;
  });
  return calls;
}

test('the login form has labelled fields and a Log in button', async ({ page }) => {
  await page.goto('/login');
  await expect(email(page)).toBeVisible();
  await expect(email(page)).toBeEditable();
  await expect(password(page)).toBeVisible();
  await expect(password(page)).toHaveAttribute('type', 'password');
  await expect(submit(page)).toBeEnabled();
  await shot(page, 'login');
});

test('an empty submit shows both field errors, tied to their fields, without calling the server', async ({
  page,
}) => {
  const calls = countLoginCalls(page);
  await page.goto('/login');
  await submit(page).click();
  await expect(page.getByText(MESSAGES.auth.emailRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.auth.passwordRequired, { exact: true })).toBeVisible();
  // docs/quality.md: errors are tied to their fields.
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(email(page)).toHaveAccessibleDescription(new RegExp(MESSAGES.auth.emailRequired));
  await expect(password(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(password(page)).toHaveAccessibleDescription(new RegExp(MESSAGES.auth.passwordRequired));
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login-empty-submit');
  expect(calls.count, 'no POST /api/auth/login/ for an empty form').toBe(0);
});

test('a wrong password shows the server message in an alert and stays on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/auth/login'));
  await fillLoginForm(page, DEMO.designer.email, 'not-the-password');
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.auth.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(password(page)).toBeVisible();
  await shot(page, 'login-wrong-password');
  const verify = await page.request.get('/api/auth/verify/');
  expect(verify.status(), 'still signed out').toBe(401);
});

test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, 'nobody-here@demo.test', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.auth.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a successful login lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, DEMO.cso.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: `Hello, ${DEMO.cso.firstName}` })).toBeVisible();
  const verify = await page.request.get('/api/auth/verify/');
  expect(verify.status()).toBe(200);
  expect((await verify.json()).user.email).toBe(DEMO.cso.email);
});

test('keyboard only: Tab to the fields, type, Enter signs in', async ({ page }) => {
  await page.goto('/login');
  await expect(email(page)).toBeVisible();
  // Tab from the top of the page until the Email field has focus (skip links, logo…).
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await email(page).evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'the Email field is reachable with Tab').toBe(true);
  await page.keyboard.type(DEMO.spacelead.email);
  await page.keyboard.press('Tab');
  await expect(password(page)).toBeFocused();
  await shot(page, 'login-keyboard-focus');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 2, name: `Hello, ${DEMO.spacelead.firstName}` }),
  ).toBeVisible();
});
