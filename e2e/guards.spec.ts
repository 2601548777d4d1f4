import { MESSAGES } from '@kazi/shared/messages';
import type { Page } from '@playwright/test';
import { collectPageErrors, type DemoKey, expect, LOGIN_PATH, shot, test } from './fixtures.ts';

// Route guards: signed-out visitors go to the login page, users who cannot
// contribute yet go to onboarding, areas of later issues say so, unknown paths are not found.

const loginForm = (page: Page) => page.getByLabel('Email', { exact: true });
const notAvailable = (page: Page) => page.getByText(MESSAGES.generic.notAvailableYet, { exact: true });
const notFound = (page: Page) => page.getByText(MESSAGES.generic.notFoundTitle, { exact: true });

test.describe('signed out', () => {
  test('/dashboard leads to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => LOGIN_PATH.test(url.pathname));
    await expect(loginForm(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  for (const from of ['/signin', '/signup']) {
    test(`${from} redirects to /login`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page)).toBeVisible();
    });
  }

  test('a signed-in area deep link (/settings/profile) leads to the login page', async ({ page }) => {
    await page.goto('/settings/profile');
    await expect(page).toHaveURL((url) => LOGIN_PATH.test(url.pathname));
    await expect(loginForm(page)).toBeVisible();
  });
});

test('signed in: /login goes to the dashboard', async ({ page, loginAs }) => {
  await loginAs('cm', { via: 'api', goto: '/login' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});

const notOnboarded: DemoKey[] = ['newdev', 'newclient'];
for (const key of notOnboarded) {
  for (const from of ['/dashboard', '/projects']) {
    test(`${key}@ (cannot contribute yet) is sent from ${from} to onboarding`, async ({ page, loginAs }) => {
      const errors = collectPageErrors(page);
      await loginAs(key, { via: 'api', goto: from });
      await expect(page).toHaveURL(/\/onboard\/intro$/);
      await expect(page.getByText(MESSAGES.onboarding.intro, { exact: true })).toBeVisible();
      await expect(notFound(page)).toHaveCount(0);
      await shot(page, `guards-${key}-${from}`);
      expect(errors, 'uncaught page errors').toEqual([]);
    });
  }
}

test('newdev@ signing in through the form ends up in onboarding', async ({ page, loginAs }) => {
  await loginAs('newdev');
  await expect(page).toHaveURL(/\/onboard(\/|$)/);
});

test('an unknown path shows the not-found page', async ({ page, loginAs }) => {
  const errors = collectPageErrors(page);
  await loginAs('dev', { via: 'api', goto: '/no-such-page' });
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(notFound(page)).toBeVisible();
  await expect(notAvailable(page)).toHaveCount(0);
  await shot(page, 'guards-not-found');
  expect(errors, 'uncaught page errors').toEqual([]);
});
