import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoA11yViolations,
  fillLoginForm,
  shot,
  test,
} from './fixtures.ts';
import { adminProject, expectOnTop, expectTabsWhole, overlaps } from './rough-edges-helpers.ts';

// Issue 14, "Rough edges seen in Chromium", on a 390 px phone: the cookie banner never covers a
// page's action, wide tables show that they scroll, the top bar cuts a long title with an
// ellipsis, and tabs are never cut.

test.use({ viewport: { width: 390, height: 844 } });

test.describe('before the cookie choice', () => {
  test.use({ cookieConsentAnswered: false });

  test('the cookie banner leaves the Log in button free', async ({ page }) => {
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await expect(logIn).toBeVisible();
    expect(
      overlaps(
        (await banner.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 },
        (await logIn.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 },
      ),
    ).toBe(false);
    await expectOnTop(logIn);
    await expectNoA11yViolations(page);
    await shot(page, 'phone-login-cookie-banner');
    await fillLoginForm(page, DEMO.dev.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner).toBeVisible();
  });
});

for (const { name, path, header } of [
  { name: 'pending invitations', path: '/settings/users/pending', header: 'Actions' },
  { name: 'users', path: '/settings/users/active', header: 'Actions' },
  { name: 'outbox', path: '/outbox', header: 'Status' },
]) {
  test(`the ${name} table shows a scrollbar when its columns do not fit`, async ({ page, loginAs }) => {
    await loginAs('admin', { via: 'api', goto: path });
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const scroller = page.locator('.mantine-ScrollArea-root').filter({ has: table });
    await expect(
      scroller.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]'),
    ).toBeVisible();
    await expect(scroller.locator('.mantine-ScrollArea-thumb').first()).toBeVisible();
    const last = table.getByRole('columnheader', { name: header });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 0.95 });
    const clippedBadges = await table
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
    expect(clippedBadges, 'badges in the table keep their whole word').toBe(0);
    await expectNoA11yViolations(page);
    await shot(page, `phone-table-${name}`);
  });
}

test('a long project title ends in an ellipsis before New and the user menu; its tabs are whole', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await adminProject(baseURL as string, {
    title: `A project with a rather long title for phones ${Date.now().toString(36)}`,
  });
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/pay` });
  const title = page.getByRole('heading', { level: 1, name: project.title });
  await expect(title).toBeVisible();
  const clipped = await title.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth,
    ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
  }));
  expect(clipped).toEqual({ clipped: true, ellipsis: true });
  const titleBox = await title.boundingBox();
  const newButton = page.getByRole('banner').getByRole('button', { name: /New/ });
  const newBox = await newButton.boundingBox();
  expect((titleBox?.x ?? 0) + (titleBox?.width ?? 0)).toBeLessThanOrEqual(newBox?.x ?? 0);
  await expectTabsWhole(page, page.getByRole('tablist', { name: 'Project sections' }));
  await expectNoA11yViolations(page);
  await shot(page, 'phone-project-top-bar');
});

test('the project lists, settings and users tabs are whole', async ({ page, loginAs }) => {
  await loginAs('admin', { via: 'api', goto: '/projects/dedicated' });
  await expectTabsWhole(page, page.getByRole('tablist', { name: 'Project lists' }));
  await shot(page, 'phone-project-lists');
  await page.goto('/settings/users/active');
  await expectTabsWhole(page, page.getByRole('tablist', { name: 'Settings' }));
  await expectTabsWhole(page, page.getByRole('tablist', { name: 'Users' }));
  await expectNoA11yViolations(page);
  await shot(page, 'phone-settings-users');
});
