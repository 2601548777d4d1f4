import { MESSAGES } from '@kazi/shared/messages';
import type { Browser, Page } from '@playwright/test';
import { apiLogin, collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// Payment methods page, payout connection / Changing the default / Change account,
// IBAN, Wise and Payoneer forms. spacelead@ starts with no payout method (demo data) and is the
// only journey that changes them; others see the numbers masked, pay admins whole.

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([
    { name: 'kazi_cookie_consent_closed_at', value: String(Date.now()), url: baseURL },
  ]);
  const page = await context.newPage();
  await apiLogin(page, email);
  return { context, page };
}

test('a talent connects IBAN and Wise, changes the default and the account; others see it masked', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await loginAs('spacelead', { goto: '/settings/payment' });
  await expect(page.getByRole('heading', { name: MESSAGES.payouts.title })).toBeVisible();
  await expect(page.getByText(MESSAGES.payouts.subtitle)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Connect/ })).toHaveCount(3);
  await expectNoA11yViolations(page);

  // IBAN: the spec's messages, submit blocked while errors exist.
  await card(page, 'IBAN').getByRole('button', { name: 'Connect IBAN' }).click();
  await dialog(page).getByRole('button', { name: 'Connect IBAN' }).click();
  await expect(dialog(page).getByText(MESSAGES.payouts.invalidName)).toBeVisible();
  await expect(dialog(page).getByText(MESSAGES.payouts.invalidIban)).toBeVisible();
  const iban = dialog(page).getByRole('textbox', { name: 'IBAN' });
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog(page).getByRole('button', { name: 'Connect IBAN' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await dialog(page).getByRole('textbox', { name: 'Account holder name' }).fill('Kwame Mensah');
  await iban.fill('NL91 ABNA 0417 1643 01');
  await iban.blur();
  await expect(dialog(page).getByText(MESSAGES.payouts.invalidIban)).toBeVisible();
  await iban.fill('NL91 ABNA 0417 1643 00');
  await dialog(page).getByRole('button', { name: 'Connect IBAN' }).click();
  await expect(page.getByText(MESSAGES.payouts.ibanConnected)).toBeVisible();
  // The first method becomes the default by itself: no question asked.
  await expect(card(page, 'IBAN').getByText(MESSAGES.payouts.defaultBadge)).toBeVisible();
  await expect(card(page, 'IBAN').getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  await expect(page.getByText(MESSAGES.payouts.askDefault)).toHaveCount(0);

  // Wise: connected, then the default question.
  await card(page, 'Wise').getByRole('button', { name: 'Connect Wise' }).click();
  await dialog(page).getByRole('textbox', { name: 'Wise email address' }).fill('kwame@example.com');
  await dialog(page).getByRole('textbox', { name: 'Account holder name' }).fill('Kwame Mensah');
  await dialog(page).getByRole('textbox', { name: 'IBAN' }).fill('GB82 WEST 1234 5698 7654 32');
  await dialog(page).getByRole('button', { name: 'Connect Wise' }).click();
  await expect(page.getByText(MESSAGES.payouts.wiseConnected)).toBeVisible();
  await expect(dialog(page).getByText(MESSAGES.payouts.askDefault)).toBeVisible();
  await dialog(page).getByRole('button', { name: MESSAGES.payouts.askDefaultYes }).click();
  await expect(page.getByText('Wise account marked as default')).toBeVisible();
  await expect(card(page, 'Wise').getByText(MESSAGES.payouts.defaultBadge)).toBeVisible();

  // Changing the default back, with the prompt (No first, then Yes).
  await card(page, 'IBAN').getByRole('button', { name: 'IBAN options' }).click();
  await page.getByRole('menuitem', { name: MESSAGES.payouts.makeDefault }).click();
  await expect(dialog(page).getByText(MESSAGES.payouts.confirmDefault)).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog(page).getByRole('button', { name: MESSAGES.payouts.confirmDefaultNo }).click();
  await expect(card(page, 'Wise').getByText(MESSAGES.payouts.defaultBadge)).toBeVisible();
  await card(page, 'IBAN').getByRole('button', { name: 'IBAN options' }).click();
  await page.getByRole('menuitem', { name: MESSAGES.payouts.makeDefault }).click();
  await dialog(page).getByRole('button', { name: MESSAGES.payouts.confirmDefaultYes }).click();
  await expect(page.getByText('IBAN account marked as default')).toBeVisible();
  await expect(card(page, 'IBAN').getByText(MESSAGES.payouts.defaultBadge)).toBeVisible();
  await card(page, 'IBAN').getByRole('button', { name: 'IBAN options' }).click();
  await expect(page.getByRole('menuitem', { name: MESSAGES.payouts.makeDefault })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Change account: the warning, then the form; the new account keeps the default.
  await card(page, 'IBAN').getByRole('button', { name: 'IBAN options' }).click();
  await page.getByRole('menuitem', { name: MESSAGES.payouts.changeAccount }).click();
  await expect(dialog(page).getByText(MESSAGES.payouts.changeWarning)).toBeVisible();
  await dialog(page).getByRole('button', { name: MESSAGES.payouts.changeWarningYes }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Account holder name' })).toHaveValue(
    'Kwame Mensah',
  );
  await dialog(page).getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await dialog(page).getByRole('button', { name: 'Connect IBAN' }).click();
  await expect(card(page, 'IBAN').getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(card(page, 'IBAN').getByText(MESSAGES.payouts.defaultBadge)).toBeVisible();

  // Payoneer: the Setup link (never followed here) and a pending account.
  await card(page, 'Payoneer').getByRole('button', { name: 'Connect Payoneer' }).click();
  await dialog(page).getByRole('textbox', { name: 'First name' }).fill('Kwame');
  await dialog(page).getByRole('textbox', { name: 'Last name' }).fill('Mensah');
  await dialog(page).getByRole('textbox', { name: 'Payoneer email address' }).fill('kwame@example.com');
  await dialog(page).getByRole('button', { name: 'Connect Payoneer' }).click();
  await expect(dialog(page).getByText(MESSAGES.payouts.payoneerSetup)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: MESSAGES.payouts.setupLink })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(card(page, 'Payoneer').getByText(MESSAGES.payouts.pending)).toBeVisible();
  await shot(page, 'payout-methods-spacelead');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(card(page, 'IBAN')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

  // Others: an admin sees the numbers masked; a pay admin whole, and may confirm Payoneer.
  const { user } = await (await page.request.get('/api/auth/verify/')).json();
  const admin = await signedInPage(browser, baseURL as string, 'admin@demo.test');
  await admin.page.goto(`/developers/${user.id}`);
  const adminTable = admin.page.getByRole('region', { name: MESSAGES.payouts.title });
  await expect(adminTable.getByText('DE** **** **** **** **** 3000')).toBeVisible();
  await expect(adminTable.getByText('k***@example.com').first()).toBeVisible();
  await expect(adminTable.getByText('DE89 3704')).toHaveCount(0);
  await expect(adminTable.getByRole('button', { name: 'Confirm Payoneer account' })).toHaveCount(0);
  await expectNoA11yViolations(admin.page);
  await admin.context.close();

  const payAdmin = await signedInPage(browser, baseURL as string, 'payadmin@demo.test');
  await payAdmin.page.goto(`/developers/${user.id}`);
  const payTable = payAdmin.page.getByRole('region', { name: MESSAGES.payouts.title });
  await expect(payTable.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await payTable.getByRole('button', { name: 'Confirm Payoneer account' }).click();
  await expect(payAdmin.page.getByText(MESSAGES.payouts.payoneerActivated)).toBeVisible();
  await expect(payTable.getByRole('button', { name: 'Confirm Payoneer account' })).toHaveCount(0);
  await payAdmin.context.close();

  await page.reload();
  await expect(card(page, 'Payoneer').getByText(MESSAGES.payouts.connected)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a pending Payoneer setup and a default are shown as the demo designer left them', async ({
  page,
  loginAs,
}) => {
  await loginAs('designer', { via: 'api', goto: '/settings/payment' });
  await expect(card(page, 'Wise').getByText(MESSAGES.payouts.defaultBadge)).toBeVisible();
  await expect(card(page, 'Payoneer').getByText(MESSAGES.payouts.pending)).toBeVisible();
  await expect(card(page, 'Payoneer').getByText(MESSAGES.payouts.pendingHint)).toBeVisible();
  await expect(card(page, 'IBAN').getByRole('button', { name: 'Connect IBAN' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('people without payout methods of their own cannot open the page', async ({ page, loginAs }) => {
  await loginAs('client', { via: 'api', goto: '/settings/payment' });
  await expect(page).not.toHaveURL(/\/settings\/payment$/);
  await expect(page.getByRole('tab', { name: 'Payment' })).toHaveCount(0);
});

test('a failed connection is kept for its method: the dialog reopens with the error', async ({
  page,
  loginAs,
}) => {
  await loginAs('designer', { via: 'api', goto: '/settings/payment' });
  await page.route('**/api/iban/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"detail":"The bank check is unavailable, please try again later."}',
        })
      : route.continue(),
  );
  await card(page, 'IBAN').getByRole('button', { name: 'Connect IBAN' }).click();
  await dialog(page).getByRole('textbox', { name: 'Account holder name' }).fill('Chidi Eze');
  await dialog(page).getByRole('textbox', { name: 'IBAN' }).fill('NL91 ABNA 0417 1643 00');
  await dialog(page).getByRole('button', { name: 'Connect IBAN' }).click();
  const failure = 'The bank check is unavailable, please try again later.';
  await expect(dialog(page).getByRole('alert')).toHaveText(failure);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await card(page, 'IBAN').getByRole('button', { name: 'Connect IBAN' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(failure);
  await expect(card(page, 'IBAN').getByRole('button', { name: 'Connect IBAN' })).toBeVisible();
});
