import type { Page } from '@playwright/test';
import { type DemoKey, expect, test } from './fixtures.ts';

// The app's own bundle must run under its CSP (`script-src 'self'`, no eval): no page may report a
// `securitypolicyviolation` (zod's `new Function` probe did, on every page that builds a schema).

const WEB_SHOP = 'Acme web shop: dedicated React team';

/** Collects every CSP violation the page reports, from the first script on, and CSP console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (line: string) => void }).__reportCsp;
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

async function visit(page: Page, violations: string[], path: string, seen: string[]): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  seen.push(path);
  expect(violations, `CSP violations after opening ${path}`).toEqual([]);
}

test('the login, forgot-password and legal pages run without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const seen: string[] = [];
  for (const path of ['/', '/login', '/forgot-password/', '/privacy-policy', '/user-agreement'])
    await visit(page, violations, path, seen);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('nobody@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(violations, 'CSP violations after a failed login').toEqual([]);
});

const SIGNED_IN: { as: DemoKey; paths: string[] }[] = [
  {
    as: 'client',
    paths: [
      '/dashboard',
      '/projects/dedicated',
      '/projects/archived/dedicated',
      '/projects/new/dedicated/details',
    ],
  },
  { as: 'cm', paths: ['/dashboard', '/projects/new/opportunity', '/settings', '/settings/users'] },
  { as: 'dev', paths: ['/dashboard', '/settings', '/payments/out', '/referral', '/community'] },
  { as: 'newdev', paths: ['/onboard'] },
];

for (const { as, paths } of SIGNED_IN) {
  test(`${as}: the main pages run without a CSP violation`, async ({ page, loginAs }) => {
    const violations = await watchCsp(page);
    await loginAs(as);
    const seen: string[] = [];
    for (const path of paths) await visit(page, violations, path, seen);
    expect(seen).toEqual(paths);
  });
}

test('client: a project page and each of its tabs run without a CSP violation', async ({ page, loginAs }) => {
  const violations = await watchCsp(page);
  await loginAs('client');
  await page.goto('/projects/dedicated');
  await page.getByRole('link', { name: WEB_SHOP }).first().click();
  await page.waitForURL(/\/projects\/\d+\//);
  const id = /\/projects\/(\d+)/.exec(page.url())?.[1];
  const seen: string[] = [];
  for (const tab of ['pay', 'plan', 'reports', 'docs', 'settings'])
    await visit(page, violations, `/projects/${id}/${tab}`, seen);
  expect(seen).toHaveLength(5);
});
