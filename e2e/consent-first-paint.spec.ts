import { MESSAGES } from '@kazi/shared/messages';
import { collectPageErrors, expect, expectNoA11yViolations, test } from './fixtures.ts';

// Issue 14 item 9 (ADR 016): a first visit's cookie banner is in the HTML, so it paints with the
// boot screen instead of after the scripts; React's banner replaces it in place, with the page's
// space for it reserved from the first frame (no layout shift on a phone).

const PHONE = { width: 412, height: 823 };

test.describe('a first visit', () => {
  test.use({ cookieConsentAnswered: false, viewport: PHONE });

  test('sees the banner before any script ran, its choices waiting for the app', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    const banner = page.getByRole('region', { name: MESSAGES.privacy.bannerTitle });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(MESSAGES.privacy.bannerText);
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    for (const name of [
      MESSAGES.privacy.customise,
      MESSAGES.privacy.essentialOnly,
      MESSAGES.privacy.acceptAll,
    ]) {
      await expect(banner.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('gets one working banner once the app runs, in the same place, and the page does not shift', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      const w = window as Window & { __shift?: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__shift = (w.__shift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('/login');
    expect(await response?.text()).toContain('id="kazi-consent-static"');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const banner = page.getByRole('region', { name: MESSAGES.privacy.bannerTitle });
    await expect(page.locator('#kazi-consent-static')).toHaveCount(0);
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('button', { name: MESSAGES.privacy.acceptAll })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(await page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBeLessThan(0.01);
    await expectNoA11yViolations(page);

    await banner.getByRole('button', { name: MESSAGES.privacy.acceptAll }).click();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === 'kazi_cookie_consent')).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('a visitor who answered', () => {
  test.use({ cookieConsentAnswered: true, viewport: PHONE });

  test('gets no banner in the HTML', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    const response = await page.goto('/login');
    expect(await response?.text()).not.toContain('kazi-consent-static');
    await expect(page.getByRole('region', { name: MESSAGES.privacy.bannerTitle })).toHaveCount(0);
  });
});
