import { format, MESSAGES } from '@kazi/shared/messages';
import type { Page } from '@playwright/test';
import { can, DEMO, type DemoAccount, type DemoKey, expect, ONBOARDED_KEYS, shot, test } from './fixtures.ts';

// Every onboarded demo account signs in through the form and sees its own shell.
// What each role should see derives from packages/shared (ROLE_PERMISSIONS via rolesOf), so the
// test follows the single source of truth rather than a copied table.

function paymentsHref(account: DemoAccount): string {
  return can(account, 'payments.view_incoming') ? '/payments/in/all' : '/payments/out/all';
}

/** Sidebar link name → whether this account should see it. */
function expectedLinks(account: DemoAccount): Record<string, boolean> {
  return {
    Dashboard: true,
    Projects: true,
    Payments: true,
    Settings: true,
    'Refer and Earn': can(account, 'referral.view'),
    'Community Guide': can(account, 'community.view'),
    Outbox: can(account, 'mail.view_outbox'),
  };
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const topTitle = (page: Page) => page.getByRole('heading', { level: 1 });

for (const key of ONBOARDED_KEYS) {
  const account = DEMO[key];

  test(`${key}@ signs in and sees the shell of their role`, async ({ page, loginAs }) => {
    await loginAs(key);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(topTitle(page)).toHaveText('Dashboard');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: format(MESSAGES.dashboard.greeting, { name: account.firstName }),
      }),
    ).toBeVisible();

    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    for (const [name, visible] of Object.entries(expectedLinks(account))) {
      const link = nav.getByRole('link', { name, exact: true });
      if (visible) await expect(link, `${key}: sidebar link ${name}`).toBeVisible();
      else await expect(link, `${key}: no sidebar link ${name}`).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute(
      'href',
      '/projects',
    );
    await expect(nav.getByRole('link', { name: 'Payments', exact: true })).toHaveAttribute(
      'href',
      paymentsHref(account),
    );
    await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
      'href',
      '/settings',
    );
    if (can(account, 'community.view')) {
      await expect(nav.getByRole('link', { name: 'Community Guide', exact: true })).toHaveAttribute(
        'href',
        '/community',
      );
    }
    await expect(page.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await shot(page, `shell-${key}-dashboard`);

    // The new-item menu: one entry per creation permission.
    const dedicated = can(account, 'project.create_dedicated');
    const opportunity = can(account, 'project.create_opportunity');
    const newButton = page.getByRole('button', { name: 'New', exact: true });
    if (!dedicated && !opportunity) {
      await expect(newButton, `${key}: no New menu`).toHaveCount(0);
    } else {
      await newButton.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await shot(page, `shell-${key}-new-menu`);
      const items = { 'Dedicated Developer': dedicated, Opportunity: opportunity };
      for (const [name, visible] of Object.entries(items)) {
        const item = menu.getByRole('menuitem', { name, exact: true });
        if (visible) await expect(item, `${key}: New → ${name}`).toBeVisible();
        else await expect(item, `${key}: no New → ${name}`).toHaveCount(0);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });
}

const titleJourneys: DemoKey[] = ['admin', 'client', 'dev'];
for (const key of titleJourneys) {
  test(`${key}@: the top bar title follows the section opened from the sidebar`, async ({
    page,
    loginAs,
  }) => {
    const account = await loginAs(key, { via: 'api' });
    const nav = sidebar(page);
    await expect(topTitle(page)).toHaveText('Dashboard');

    await nav.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects(\/|$)/);
    await expect(topTitle(page)).toHaveText('Projects');

    await nav.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paymentsHref(account)}(/|$)`));
    await expect(topTitle(page)).toHaveText('Payments');
    await shot(page, `shell-${key}-payments`);

    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings(\/|$)/);
    await expect(topTitle(page)).toHaveText('Settings');

    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(topTitle(page)).toHaveText('Dashboard');
    await expect(page.getByRole('heading', { level: 2, name: `Hello, ${account.firstName}` })).toBeVisible();
  });
}

test.describe('360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sidebar opens from a menu button, navigates, and closes again', async ({ page, loginAs }) => {
    await loginAs('client', { via: 'api' });
    await expect(topTitle(page)).toHaveText('Dashboard');
    const nav = sidebar(page);
    const settings = nav.getByRole('link', { name: 'Settings', exact: true });
    if (!(await settings.isVisible())) {
      await page.getByRole('button', { name: /navigation|menu/i }).click();
    }
    await expect(settings).toBeVisible();
    await expect(settings).toBeInViewport();
    await shot(page, 'phone-shell-client-nav-open');
    await settings.click();
    await expect(page).toHaveURL(/\/settings(\/|$)/);
    await expect(topTitle(page)).toHaveText('Settings');
    // The open navigation must not keep covering the page once a link was followed.
    await expect(settings).not.toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
