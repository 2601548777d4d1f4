import { COLOR_SCHEME_STORAGE_KEY } from '@kazi/shared/appearance/color-scheme';
import { MESSAGES } from '@kazi/shared/messages';
import type { Page } from '@playwright/test';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// Dark mode (issue 13, ADR 041): the app follows the system's scheme, the user menu switches it
// (Light, Dark, System) and the choice is remembered, applied before the first paint; every
// screen passes axe, colour contrast included, in dark.

test.describe.configure({ timeout: 360_000 });

const A = MESSAGES.appearance;
const ACME = 'Acme web shop: dedicated React team';
const FINTECH = 'Fintech onboarding MVP';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/** The body's background as the browser paints it: dark means each channel under 64. */
async function paintsDark(page: Page, selector = 'body'): Promise<boolean> {
  const rgb = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const channels = (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  return channels.length === 3 && channels.every((channel) => channel < 64);
}

async function chooseScheme(page: Page, label: string) {
  await page.getByRole('button', { name: A.userMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(A.title)).toBeVisible();
  await menu.getByRole('menuitemradio', { name: label }).click();
  await expect(menu).toBeHidden();
}

async function expectChecked(page: Page, label: string) {
  await page.getByRole('button', { name: A.userMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: label })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('the user menu switches the scheme, remembers it from the first paint, and System follows the system', async ({
  page,
  loginAs,
}) => {
  const errors = collectPageErrors(page);
  // What the first HTML painted: the scheme and the boot screen's background once the document is parsed,
  // before the entry module's first render (it starts in a later task).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const boot = document.querySelector('#kazi-boot');
      const record = window as unknown as Record<string, unknown>;
      record.__firstPaint = {
        scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
        bootBackground: boot ? getComputedStyle(boot).backgroundColor : null,
      };
    });
  });
  const firstPaint = () =>
    page.evaluate(
      () => (window as unknown as { __firstPaint: { scheme: string; bootBackground: string } }).__firstPaint,
    );

  await page.emulateMedia({ colorScheme: 'light' });
  await loginAs('dev', { via: 'api', goto: '/dashboard' });
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amina' })).toBeVisible();
  expect(await scheme(page)).toBe('light');
  expect(await paintsDark(page, 'main')).toBe(false);
  await expectChecked(page, A.system);

  // Dark, by the menu: at once, then after a reload from the first paint on.
  await chooseScheme(page, A.dark);
  expect(await scheme(page)).toBe('dark');
  expect(await paintsDark(page, 'main')).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  await shot(page, 'dark-dashboard-dev-menu');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amina' })).toBeVisible();
  expect(await firstPaint()).toEqual({ scheme: 'dark', bootBackground: 'rgb(31, 31, 31)' });
  expect(await scheme(page)).toBe('dark');
  await expectChecked(page, A.dark);

  // Light while the system is dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseScheme(page, A.light);
  expect(await scheme(page)).toBe('light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amina' })).toBeVisible();
  expect(await firstPaint()).toEqual({ scheme: 'light', bootBackground: 'rgb(245, 247, 246)' });
  expect(await scheme(page)).toBe('light');

  // System: follows the system, also as it changes, and from the first paint.
  await chooseScheme(page, A.system);
  expect(await scheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amina' })).toBeVisible();
  expect((await firstPaint()).scheme).toBe('dark');
  await expectChecked(page, A.system);

  // The open menu itself passes axe in dark.
  await page.getByRole('button', { name: A.userMenu }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test.describe('every screen in dark', () => {
  test.use({ colorScheme: 'dark' });

  /** Opens a path and waits for its content: no boot screen, no loader, no skeleton, nothing in flight. */
  async function visit(page: Page, path: string) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(MESSAGES.generic.loading, { exact: true })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('#root')).not.toBeEmpty();
  }

  /** Each path, as the scheme the system asks for (dark), readable: axe, colour contrast included. */
  async function checkAll(page: Page, key: string, paths: string[]) {
    for (const path of paths) {
      await test.step(path, async () => {
        await visit(page, path);
        expect(await scheme(page), path).toBe('dark');
        expect(await paintsDark(page), path).toBe(true);
        await shot(page, `dark-${key}-${path}`);
        await expectNoA11yViolations(page);
      });
    }
  }

  async function projectId(baseURL: string, email: string, search: string, title: string): Promise<number> {
    const api = await apiAs(baseURL, email);
    try {
      const list = await (await api.get(`/api/projects/?search=${encodeURIComponent(search)}`)).json();
      const project = (list.results as { id: number; title: string }[]).find((p) => p.title === title);
      expect(project, title).toBeTruthy();
      return project?.id as number;
    } finally {
      await api.dispose();
    }
  }

  test('anonymous: login, password reset, legal, the shared profile and the shared shortlist', async ({
    page,
    baseURL,
  }) => {
    const dev = await apiAs(baseURL as string, 'dev@demo.test');
    const share = await (await dev.get('/api/profile/share/')).json();
    await dev.dispose();
    const fintech = await projectId(baseURL as string, 'cm@demo.test', 'Fintech', FINTECH);
    const cm = await apiAs(baseURL as string, 'cm@demo.test');
    const sent = await cm.post('/api/send-email/', {
      project: { id: fintech },
      email: `dark-${Date.now().toString(36)}@example.test`,
      message: 'Our candidates, in dark.',
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { access_link: link, access_password: password } = await sent.json();
    await cm.dispose();
    const shortlist = new URL(link).pathname;

    await checkAll(page, 'anonymous', [
      '/login',
      '/forgot-password/',
      '/privacy-policy',
      `/p/${share.key}`,
      shortlist,
    ]);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('button', { name: MESSAGES.shortlistShare.open }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'dark-anonymous-shortlist-open');
    await expectNoA11yViolations(page);
  });

  test('client: dashboard, projects, a project and each of its tabs', async ({ page, loginAs, baseURL }) => {
    const acme = await projectId(baseURL as string, 'client@demo.test', 'Acme', ACME);
    await loginAs('client', { via: 'api', goto: null });
    await checkAll(page, 'client', [
      '/dashboard',
      '/projects/dedicated',
      `/projects/${acme}/pay/payments`,
      `/projects/${acme}/pay/timesheets`,
      `/projects/${acme}/plan`,
      `/projects/${acme}/reports`,
      `/projects/${acme}/docs`,
      `/projects/${acme}/settings`,
    ]);
  });

  test('client: payments, company settings', async ({ page, loginAs }) => {
    await loginAs('client', { via: 'api', goto: null });
    await checkAll(page, 'client', [
      '/payments/in/all',
      '/settings/company-profile',
      '/settings/company-details',
    ]);
  });

  test('client manager: an opportunity (details, shortlist, talent pool), tests, users', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const fintech = await projectId(baseURL as string, 'cm@demo.test', 'Fintech', FINTECH);
    await loginAs('cm', { via: 'api', goto: null });
    await checkAll(page, 'cm', [
      '/dashboard',
      '/projects/opportunity',
      `/projects/${fintech}/details`,
      `/projects/${fintech}/network/shortlist`,
      `/projects/${fintech}/network/talent-pool`,
      `/projects/${fintech}/settings`,
      '/tests',
      '/settings/users',
    ]);
  });

  test('developer: dashboard, timesheets, payouts, settings tabs, notifications', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const acme = await projectId(baseURL as string, 'dev@demo.test', 'Acme', ACME);
    await loginAs('dev', { via: 'api', goto: null });
    await checkAll(page, 'dev', [
      '/dashboard',
      `/projects/${acme}/pay/timesheets`,
      `/projects/${acme}/reports`,
      '/payments/out/all',
      '/settings/profile',
      '/settings/personal-details',
      '/settings/payment',
      '/settings/account',
      '/settings/privacy',
    ]);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'dark-dev-notifications');
    await expectNoA11yViolations(page);
  });

  test('admin and pay admin: users, invitations, payments and payouts lists, a project, the outbox', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const acme = await projectId(baseURL as string, 'client@demo.test', 'Acme', ACME);
    await loginAs('admin', { via: 'api', goto: null });
    await checkAll(page, 'admin', [
      '/dashboard',
      '/settings/users/active',
      '/settings/users/pending',
      '/settings/users/invite',
      `/projects/${acme}/pay/payouts`,
      `/projects/${acme}/details`,
      '/outbox',
    ]);
    await loginAs('payadmin', { via: 'api', goto: null });
    await checkAll(page, 'payadmin', ['/dashboard', '/payments/in/all', '/payments/out/all']);
  });

  test('onboarding: a developer who has not finished', async ({ page, loginAs }) => {
    await loginAs('newdev', { via: 'api', goto: null });
    await checkAll(page, 'newdev', ['/onboard']);
  });
});
