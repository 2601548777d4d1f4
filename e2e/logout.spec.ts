import { expect, LOGIN_PATH, test } from './fixtures.ts';

// Log Out ends the session server-side (docs/quality.md "Sessions"), not just in the page.

test('Log Out returns to the login page and ends the session on the server', async ({ page, loginAs }) => {
  await loginAs('payadmin');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/auth/verify/')).status()).toBe(200);

  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL((url) => LOGIN_PATH.test(url.pathname));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  const verify = await page.request.get('/api/auth/verify/');
  expect(verify.status(), 'GET /api/auth/verify/ after logout').toBe(401);

  // Going back to the dashboard afterwards only leads to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => LOGIN_PATH.test(url.pathname));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Hello,/ })).toHaveCount(0);
});

test('the browser Back button after Log Out does not show the dashboard', async ({ page, loginAs }) => {
  await loginAs('designer', { via: 'api' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  // Two signed-in pages in the history, so Back lands on one whether logout pushes or replaces.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => LOGIN_PATH.test(url.pathname));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
