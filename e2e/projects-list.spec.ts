import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// Project lists: tabs by role, 'Show all projects' for admin-type roles, cards,
// search, archive sub-tabs, and the phone layout.

const lists = (page: import('@playwright/test').Page) => page.getByRole('tablist', { name: 'Project lists' });

test('a client sees their dedicated, managed and archived projects, never opportunities', async ({
  page,
  loginAs,
}) => {
  await loginAs('client', { via: 'api', goto: '/projects' });
  await expect(page).toHaveURL(/\/projects\/dedicated$/);
  await expect(lists(page).getByRole('tab')).toHaveText([
    'Dedicated Developers',
    'Managed Projects',
    'Archive',
  ]);
  const cards = page.getByTestId('project-card');
  // Other journeys create projects for this client in the same database: look the demo's up.
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('Acme web shop');
  await expect(cards.filter({ hasText: 'Acme web shop: dedicated React team' })).toBeVisible();
  await search.fill('Savanna');
  await expect(page.getByText('No projects match “Savanna”')).toBeVisible();
  await expect(cards.filter({ hasText: 'Savanna Freight' })).toHaveCount(0);
  await search.fill('');
  await expect(page.getByRole('switch', { name: 'Show all projects' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'projects-dedicated-client');

  await lists(page).getByRole('tab', { name: 'Managed Projects' }).click();
  await expect(page).toHaveURL(/\/projects\/managed$/);
  await expect(cards.filter({ hasText: 'Data warehouse migration' })).toContainText('Deadline Not set');

  await lists(page).getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/projects\/archived\/dedicated$/);
  await expect(cards.filter({ hasText: 'Legacy CRM maintenance' })).toContainText('Archived');
  await page
    .getByRole('tablist', { name: 'Archived lists' })
    .getByRole('tab', { name: 'Managed Projects' })
    .click();
  await expect(page).toHaveURL(/\/projects\/archived\/projects$/);
  await expect(cards.filter({ hasText: 'Marketing website relaunch' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/projects/opportunity');
  await expect(page).toHaveURL(/\/projects\/dedicated$/);
});

test('an admin switches on Show all projects, searches, and opens the opportunities', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', { via: 'api', goto: '/projects/dedicated' });
  const cards = page.getByTestId('project-card');
  const showAll = page.getByRole('switch', { name: 'Show all projects' });
  await expect(showAll).not.toBeChecked();
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('Savanna');
  await expect(cards.filter({ hasText: 'Savanna Freight booking portal' })).toBeVisible();
  await search.fill('');
  await showAll.focus();
  await page.keyboard.press('Space');
  await expect(showAll).toBeChecked();
  await expect(page).toHaveURL(/show_all=1/);
  // Other journeys create projects in the same database, so the client's project is looked up
  // rather than expected on the first page.
  await search.fill('Acme web shop');
  await expect(cards.filter({ hasText: 'Acme web shop: dedicated React team' })).toBeVisible();

  await search.fill('fleet');
  await expect(page).toHaveURL(/search=fleet/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Fleet tracking dashboard');
  await search.fill('no such project zzz');
  await expect(page.getByText('No projects match “no such project zzz”')).toBeVisible();
  await expectNoA11yViolations(page);

  await lists(page).getByRole('tab', { name: 'Opportunities' }).click();
  await expect(page).toHaveURL(/\/projects\/opportunity\?show_all=1$/);
  await expect(showAll).toBeChecked();
  await expect(cards.filter({ hasText: 'Design system refresh' })).toContainText('Opportunity');
  await shot(page, 'projects-opportunities-admin');
});

test('an empty list says so', async ({ page, loginAs }) => {
  // The support officer holds slots on active projects only: their archive is empty.
  await loginAs('cso', { via: 'api', goto: '/projects/archived/projects' });
  await expect(page.getByText('There are no archived projects yet')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the lists work on a 360 px phone', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs('client', { via: 'api', goto: '/projects/dedicated' });
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
  await shot(page, 'projects-phone');
  await page.goto('/projects/archived/dedicated');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
