import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';
import { DEV_NAME } from './timesheets-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

const DEMO_WEB_SHOP = 'Acme web shop: dedicated React team';

// Staff open the web shop's reports (three months of them in the demo): the page opens on Team
// Members; the side panel filters by status and by person, kept in the URL and across tabs, where
// the Filter button counts only those that apply (Yours takes no person); Clear brings all back.

async function webShopId(baseURL: string): Promise<number> {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const response = await admin.get('/api/projects/?show_all=true&search=web%20shop&page_size=50');
    const projects = (await response.json()).results as { id: number; title: string }[];
    const shop = projects.find((project) => project.title === DEMO_WEB_SHOP);
    if (!shop) throw new Error('the demo web shop is missing');
    return shop.id;
  } finally {
    await admin.dispose();
  }
}

test('staff filter the reports by status and by user', async ({ page, loginAs, baseURL }) => {
  const projectId = await webShopId(baseURL as string);
  const base = `/projects/${projectId}/reports`;
  await loginAs('admin', { via: 'api', goto: base });
  await expect(page).toHaveURL(new RegExp(`${base}/team$`));
  const team = page.getByRole('tab', { name: 'Team Members', selected: true });
  await expect(team).toBeVisible();
  const rows = page.getByRole('list', { name: 'Team Members' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // The selected tab controls the panel that holds its list; no tab controls a panel not there.
  const panelId = await team.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toHaveAttribute('role', 'tabpanel');
  await expect(panel.getByRole('list', { name: 'Team Members' })).toBeVisible();
  for (const name of ['Yours', 'Client']) {
    const controls = await page.getByRole('tab', { name, exact: true }).getAttribute('aria-controls');
    if (controls) await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Configure' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'reports-staff-team');

  // By status: overdue only.
  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter reports' });
  await drawer.getByRole('checkbox', { name: 'Overdue' }).check();
  await expectNoA11yViolations(page);
  await shot(page, 'reports-staff-filter-panel');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]status=overdue/);
  // The filtered list replaces the whole one: wait until no row but overdue ones is left.
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Overdue' })).toHaveCount(0);

  // And by person: the developer's overdue updates only.
  await page.getByRole('button', { name: /^Filter/ }).click();
  await drawer.getByRole('combobox', { name: 'Users' }).click();
  await page.getByRole('option', { name: DEV_NAME }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]users=\d+/);
  await expect(page).toHaveURL(/[?&]status=overdue/);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: DEV_NAME })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'Overdue' })).toHaveCount(0);
  const filterButton = (count: RegExp) => page.getByRole('button', { name: count });
  await expect(filterButton(/^Filter\s*2 filters applied$/)).toBeVisible();
  await shot(page, 'reports-staff-filtered');

  // On Yours the person does not apply (it lists the caller's own): kept in the URL, not counted.
  await page.getByRole('tab', { name: 'Yours', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/yours\\?`));
  await expect(page).toHaveURL(/[?&]users=\d+/);
  await expect(filterButton(/^Filter\s*1 filter applied$/)).toBeVisible();
  await expect(filterButton(/2 filters applied/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(filterButton(/^Filter\s*2 filters applied$/)).toBeVisible();

  // The filters survive a reload; Clear filters removes them.
  await page.reload();
  await expect(rows.first()).toContainText(DEV_NAME);
  await page.getByRole('button', { name: /^Filter/ }).click();
  await drawer.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/team$`));
  await expect(rows.filter({ hasText: 'Completed' }).first()).toBeVisible();
});
