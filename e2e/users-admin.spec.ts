import { MESSAGES } from '@kazi/shared/messages';
import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { freshEmail, linkMailedTo, SET_PASSWORD_LINK } from './people.ts';
import { apiAs } from './people-helpers.ts';

// Users administration (Users; Users; Create client; 20 a page).

const U = MESSAGES.users;

test('an admin creates a client (who sets a password from the mail), deactivates and reactivates them', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  test.slow(); // a long journey with four axe checks
  await loginAs('admin', { via: 'api', goto: '/settings/users/create' });
  const address = freshEmail('client');
  const create = page.getByRole('button', { name: 'Create client' });
  await expect(create).toBeDisabled(); // no country chosen yet
  await page.getByLabel('Email', { exact: true }).fill(address);
  await page.getByLabel('First name').fill('Halima');
  await page.getByLabel('Last name').fill('Juma');
  await page.getByLabel('Company', { exact: true }).fill('Pwani Fresh Ltd');
  await page.getByLabel('Street').fill('Nyerere Avenue');
  await page.getByLabel('Plot number').fill('7');
  await page.getByLabel('Zip code').fill('80100');
  await page.getByLabel('City').fill('Mombasa');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Kenya', exact: true }).click();
  await expectNoA11yViolations(page);
  await create.click();
  await expect(page.getByText(U.clientCreated, { exact: true })).toBeVisible();
  await shot(page, 'users-create');

  // The client chooses a password from the mail and signs in.
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  const link = await linkMailedTo(admin, address, SET_PASSWORD_LINK);
  await admin.dispose();
  const context = await browser.newContext({ baseURL });
  await context.addCookies([
    { name: 'kazi_cookie_consent_closed_at', value: String(Date.now()), url: baseURL as string },
  ]);
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await visitor.getByLabel('New password').fill('pwani fresh mangoes');
  await visitor.getByRole('button', { name: 'Save password' }).click();
  await expect(visitor.getByText(MESSAGES.passwords.setDone)).toBeVisible();
  await expectNoA11yViolations(visitor);
  await visitor.getByRole('link', { name: 'Log in', exact: true }).click();
  await visitor.getByLabel('Email', { exact: true }).fill(address);
  await visitor.getByLabel('Password', { exact: true }).fill('pwani fresh mangoes');
  await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(visitor).toHaveURL(/\/onboard(\/|$)/);
  await context.close();

  // The same address again: the first email error, under the field.
  await page.getByLabel('Email', { exact: true }).fill(address);
  await page.getByLabel('First name').fill('Halima');
  await page.getByLabel('Last name').fill('Juma');
  await page.getByLabel('Company', { exact: true }).fill('Pwani Fresh Ltd');
  await page.getByLabel('Street').fill('Nyerere Avenue');
  await page.getByLabel('Plot number').fill('7');
  await page.getByLabel('Zip code').fill('80100');
  await page.getByLabel('City').fill('Mombasa');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Kenya', exact: true }).click();
  await create.click();
  await expect(page.getByText(MESSAGES.invites.userExists).first()).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Active list: search finds them; deactivate after a confirmation; the server's message shows.
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await page.getByLabel('Search', { exact: true }).fill('Pwani Fresh');
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await row.getByRole('button', { name: 'Deactivate user' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user?' });
  await expect(confirm).toContainText('Halima Juma');
  await confirm.getByRole('button', { name: 'Deactivate user' }).click();
  await expect(page.getByRole('status').filter({ hasText: U.deactivated })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Deactivated', exact: true }).click();
  await page.getByLabel('Search', { exact: true }).fill(address);
  const gone = page.getByRole('row').filter({ hasText: address });
  await expect(gone).toBeVisible();
  await expectNoA11yViolations(page);
  await gone.getByRole('button', { name: 'Reactivate user' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate user?' })
    .getByRole('button', { name: 'Reactivate user' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: U.reactivated })).toBeVisible();
  // The alert closes by itself after 5 seconds.
  await expect(page.getByRole('status').filter({ hasText: U.reactivated })).toHaveCount(0, {
    timeout: 10_000,
  });
  await shot(page, 'users-deactivated');
});

test('the deactivated list shows Reactivate, and a purged account cannot be reactivated', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', { via: 'api', goto: '/settings/users/deactivated' });
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'former.dev@demo.test' })
      .getByRole('button', { name: 'Reactivate user' }),
  ).toBeEnabled();
  await expect(
    page.getByRole('row').filter({ hasText: 'Deleted user' }).getByText('Data deleted'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Account type' }).click();
  const filtered = page.waitForResponse(
    (r) => /\/api\/users\/\?.*account_type=(?!all)/.test(r.url()) && r.ok(),
    {
      timeout: 30_000,
    },
  );
  await page.getByRole('option', { name: 'Project owners' }).click();
  // Other journeys may deactivate project owners of their own meanwhile: the filtered list leaves
  // the developer out, whatever else the shared demo database holds by then.
  const owners = (await (await filtered).json()) as { results: { email: string }[] };
  if (owners.results.length === 0) await expect(page.getByText(U.noDeactivated)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'former.dev@demo.test' })).toHaveCount(0);
});

test('only admins reach the user lists', async ({ page, loginAs }) => {
  await loginAs('cm', { via: 'api', goto: '/settings/users/deactivated' });
  await expect(page).toHaveURL(/\/settings\/users\/invite$/);
  expect((await page.request.get('/api/users/?is_active=False')).status()).toBe(403);
});
