import { MESSAGES } from '@kazi/shared/messages';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { createOnboardedPerson, logIn } from './people-helpers.ts';

// The cookie banner on the first visit (login page included), categories kept
// 365 days with essential always on; e-mail switches by role; the policy pages.

test.describe('a first visit', () => {
  test.use({ cookieConsentAnswered: false });

  test('shows the cookie banner on the login page; a choice is kept and the banner goes', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/login');
    const banner = page.getByRole('region', { name: MESSAGES.privacy.bannerTitle });
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'privacy-banner-login');

    await banner.getByRole('button', { name: MESSAGES.privacy.customise }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.privacy.cookiesTitle });
    await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await dialog.getByRole('switch', { name: 'Analytics and customization' }).check();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: MESSAGES.privacy.savePreferences }).click();
    await expect(banner).toHaveCount(0);

    const cookies = await context.cookies();
    const consent = cookies.find((cookie) => cookie.name === 'kazi_cookie_consent');
    expect(decodeURIComponent(consent?.value ?? '')).toMatch(/^\d{13}\|essential,analytics_customization$/);
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    expect(cookies.some((cookie) => cookie.name === 'kazi_cookie_consent_closed_at')).toBe(true);

    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(errors, 'uncaught page errors').toEqual([]);
  });

  test('closing the banner keeps essential cookies only; the policies are readable signed out', async ({
    page,
    context,
  }) => {
    await page.goto('/code-of-conduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Code of Conduct' })).toBeVisible();
    const banner = page.getByRole('region', { name: MESSAGES.privacy.bannerTitle });
    await banner.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/^Template: this document ships with the Kazi software/)).toBeVisible();
    await expectNoA11yViolations(page);
    await banner.getByRole('button', { name: /Close the cookie banner/ }).click();
    await expect(banner).toHaveCount(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('kazi_cookie_consent_closed_at');
    expect(names).not.toContain('kazi_cookie_consent');
    await page.goto('/user-agreement');
    await expect(page.getByRole('heading', { level: 1, name: 'User Agreement' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test('the privacy tab: cookie categories, e-mail switches by role, policy links', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const person = await createOnboardedPerson(baseURL as string, 'developer');
  await logIn(page, person);
  await page.goto('/settings/privacy');
  await expect(page.getByRole('switch', { name: 'Essential' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Progress report reminders' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Survey reminders' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Timesheet reminders' })).toBeChecked();
  const newsletter = page.getByRole('switch', { name: 'Newsletter' });
  await expect(newsletter).not.toBeChecked();
  await expectNoA11yViolations(page);

  // An e-mail switch turns on once its optimistic update lands, a moment after the click.
  await newsletter.click();
  await expect(newsletter).toBeChecked();
  await page.getByRole('switch', { name: 'Targeting and advertising' }).check();
  await page.getByRole('button', { name: MESSAGES.privacy.savePreferences }).click();
  await expect(page.getByText(MESSAGES.privacy.preferencesSaved)).toBeVisible();
  await shot(page, 'privacy-tab-developer');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Targeting and advertising' })).toBeChecked();

  await page.getByRole('link', { name: 'User Agreement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Agreement' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Kazi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a client sees the survey and progress-report switches', async ({ page, loginAs }) => {
  await loginAs('client', { via: 'api', goto: '/settings/privacy' });
  await expect(page.getByRole('switch', { name: 'Survey reminders' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'New progress reports' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Progress report reminders' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Events' })).toBeChecked();
});
