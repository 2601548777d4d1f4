import { apiLogin, DEMO, DEMO_KEYS, expect, expectNoA11yViolations, test } from './fixtures.ts';

// The harness itself: the server e2e/run.mjs started is the production build on PGlite with the
// demo workspace, and the demo accounts are what fixtures.ts derives from the shared role rules.

test('the server is healthy and embedded', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: { status: 'ok', engine: 'pglite' } });
});

test('API login: every demo account has the roles and permissions the shared rules give it', async ({
  page,
}) => {
  for (const key of DEMO_KEYS) {
    const account = DEMO[key];
    await page.context().clearCookies();
    await apiLogin(page, account.email);
    const response = await page.request.get('/api/auth/verify/');
    expect(response.status()).toBe(200);
    const { user } = await response.json();
    expect(
      {
        email: user.email,
        first_name: user.first_name,
        roles: user.roles,
        permissions: user.permissions,
        can_contribute: user.can_contribute,
      },
      key,
    ).toEqual({
      email: account.email,
      first_name: account.firstName,
      roles: account.roles,
      permissions: account.permissions,
      can_contribute: account.canContribute,
    });
  }
});

test('the axe check fails on a serious violation and names it', async ({ page }) => {
  await page.setContent('<main><h1>Kazi</h1><img src="data:,"><button></button></main>');
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/button-name[\s\S]*image-alt/);
});
