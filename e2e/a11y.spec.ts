import { MESSAGES } from '@kazi/shared/messages';
import type { Locator, Page } from '@playwright/test';
import {
  type DemoKey,
  expect,
  expectNoA11yViolations,
  type LoginOptions,
  settleTransitions,
  shot,
  test,
} from './fixtures.ts';

// docs/quality.md "Accessibility and UX": axe finds no serious or critical violation on any page, and the
// layout works from 360 px wide phones.

interface Screen {
  name: string;
  as: DemoKey | null;
  path: string;
  /** What shows once the page has rendered (after the boot screen). */
  ready: (page: Page) => Locator;
}

const screens: Screen[] = [
  { name: 'login', as: null, path: '/login', ready: (page) => page.getByLabel('Email', { exact: true }) },
  {
    name: 'dashboard (admin)',
    as: 'admin',
    path: '/dashboard',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Hello, Grace' }),
  },
  {
    name: 'dashboard (client)',
    as: 'client',
    path: '/dashboard',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Hello, Sophie' }),
  },
  {
    name: 'dashboard (dev)',
    as: 'dev',
    path: '/dashboard',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Hello, Amina' }),
  },
  {
    name: 'outbox (admin)',
    as: 'admin',
    path: '/outbox',
    ready: (page) => page.getByRole('table').or(page.getByText('No mail has been sent yet.')).first(),
  },
  {
    name: 'payouts (developer)',
    as: 'dev',
    path: '/payments/out/all',
    ready: (page) => page.getByRole('table', { name: 'Payouts' }),
  },
  {
    name: 'not found',
    as: 'designer',
    path: '/no-such-page',
    ready: (page) => page.getByText(MESSAGES.generic.notFoundTitle, { exact: true }),
  },
  {
    name: 'onboarding intro (newdev)',
    as: 'newdev',
    path: '/onboard',
    ready: (page) => page.getByText(MESSAGES.onboarding.intro, { exact: true }),
  },
];

async function open(
  page: Page,
  screen: Screen,
  loginAs: (key: DemoKey, o?: LoginOptions) => Promise<unknown>,
) {
  if (screen.as) await loginAs(screen.as, { via: 'api', goto: screen.path });
  else await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
  // Let entrance transitions finish so the screenshot shows the settled page.
  await page.waitForLoadState('networkidle');
  await settleTransitions(page);
}

for (const screen of screens) {
  test(`axe: ${screen.name} (${screen.path})`, async ({ page, loginAs }) => {
    await open(page, screen, loginAs);
    await shot(page, `desktop-${screen.name}`);
    await expectNoA11yViolations(page);
  });
}

const phone = { width: 360, height: 740 };
for (const screen of screens.filter((s) =>
  ['login', 'dashboard (dev)', 'dashboard (client)'].includes(s.name),
)) {
  test.describe('360 px wide', () => {
    test.use({ viewport: phone });
    test(`axe and no horizontal scroll: ${screen.name}`, async ({ page, loginAs }) => {
      await open(page, screen, loginAs);
      await shot(page, `phone-${screen.name}`);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(
        widths.scroll,
        `page is ${widths.scroll} px wide in a ${phone.width} px viewport`,
      ).toBeLessThanOrEqual(phone.width);
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('360 px wide, navigation open', () => {
  test.use({ viewport: phone });
  test('axe: dashboard (dev) with the navigation opened', async ({ page, loginAs }) => {
    await open(page, screens.find((s) => s.name === 'dashboard (dev)') as Screen, loginAs);
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings', exact: true });
    if (!(await link.isVisible())) await page.getByRole('button', { name: /navigation|menu/i }).click();
    await expect(link).toBeInViewport();
    await expectNoA11yViolations(page);
  });
});
