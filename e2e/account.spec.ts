import { MESSAGES } from '@kazi/shared/messages';
import {
  DEMO_PASSWORD,
  expect,
  expectNoA11yViolations,
  fillLoginForm,
  LOGIN_PATH,
  shot,
  test,
} from './fixtures.ts';
import { freshEmail } from './people.ts';

// The account tab (Account page). Amani and Jabari are demo developers whose
// password, email or account a journey may change.

const A = MESSAGES.account;

async function signIn(page: import('@playwright/test').Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await page.waitForURL(/\/dashboard$/);
}

test('a client sets the admin invoice email; a developer has no such form', async ({ page, loginAs }) => {
  await loginAs('client', { via: 'api', goto: '/settings/account' });
  const field = page.getByLabel('Invoice email');
  await expect(field).toHaveValue('accounts@acmelogistics.test');
  const card = page
    .getByRole('heading', { name: 'Admin invoice email' })
    .locator('xpath=ancestor::div[contains(@class,"Card")][1]');
  const save = card.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await field.fill('not-an-email');
  await save.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('billing@acmelogistics.test');
  await save.click();
  await expect(page.getByText(A.detailsUpdated)).toBeVisible();
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, 'account-client');

  await loginAs('designer', { via: 'api', goto: '/settings/account' });
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByLabel('Invoice email')).toHaveCount(0);
});

test('a developer changes password and email; other sessions end', async ({ page, browser, baseURL }) => {
  await signIn(page, 'amani@demo.test');
  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  await elsewhere.request.get('/api/auth/verify/');
  const csrf = (await other.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  await elsewhere.request.post('/api/auth/login/', {
    data: { email: 'amani@demo.test', password: DEMO_PASSWORD },
    headers: { 'X-CSRFToken': csrf },
  });

  await page.goto('/settings/account');
  const current = page.getByLabel('Current password');
  await current.fill('not my password');
  await page.getByLabel('New password').fill('kilimanjaro peak 5895');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(A.wrongOldPassword)).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await current.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(A.passwordUpdated)).toBeVisible();
  expect((await page.request.get('/api/auth/verify/')).status()).toBe(200);
  expect((await elsewhere.request.get('/api/auth/verify/')).status()).toBe(401);
  await other.close();

  const email = freshEmail('amani');
  const save = page
    .getByRole('heading', { name: 'Change email' })
    .locator('xpath=ancestor::div[contains(@class,"Card")][1]')
    .getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kilimanjaro peak 5895');
  await save.click();
  await expect(page.getByText(A.emailUpdated)).toBeVisible();
  await expectNoA11yViolations(page);
  const { user } = await (await page.request.get('/api/auth/verify/')).json();
  expect(user.email).toBe(email);
});

test('a developer deactivates their account: signed out at once, cannot sign in', async ({ page }) => {
  await signIn(page, 'jabari@demo.test');
  await page.goto('/settings/account');
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
  await expect(dialog).toContainText('deleted after 7 days');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Deactivate my account' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Deactivate my account' }).click();
  await expect(page).toHaveURL((url) => LOGIN_PATH.test(url.pathname));
  await expect(page.getByText(A.deactivated)).toBeVisible();
  expect((await page.request.get('/api/auth/verify/')).status()).toBe(401);
  await fillLoginForm(page, 'jabari@demo.test', DEMO_PASSWORD);
  await expect(page.getByText(MESSAGES.auth.invalidCredentials)).toBeVisible();
});
