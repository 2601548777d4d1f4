import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { FINTECH_OPPORTUNITY, fintechOpportunityId } from './opportunity-helpers.ts';

// Staff choose a shortlist for the demo fintech opportunity (Pesa Bank): search the talent pool,
// select people (a new search starts a new selection), add them, see the Shortlist tab's count
// grow, and remove one with a reason (refused without one). Axe checks both tabs.

test('staff add people from the talent pool to the shortlist and remove one with a reason', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000); // several searches and axe runs on a busy machine
  await loginAs('admin', { via: 'api', goto: '/projects/opportunity?show_all=1' });
  await page.getByTestId('project-card').filter({ hasText: FINTECH_OPPORTUNITY }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/details$/);
  const tabs = page.getByRole('tablist', { name: 'Project sections' });
  const shortlistTab = tabs.getByRole('tab', { name: /Shortlist/ });
  const before = Number((await shortlistTab.textContent())?.match(/\d+/)?.[0] ?? Number.NaN);
  expect(before).toBeGreaterThan(0);

  await tabs.getByRole('tab', { name: 'Talent Pool' }).click();
  await expect(page).toHaveURL(/\/network\/talent-pool$/);
  const pool = page.getByRole('table', { name: 'Talent Pool' });
  // Ranked by the opportunity's skills: the mobile developers come first.
  await expect(pool.getByRole('link', { name: 'Halima Namutebi' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'talent-pool');

  const search = page.getByRole('searchbox', { name: 'Search talents' });
  await search.fill('Kwame');
  await expect(pool.getByRole('link')).toHaveText(['Kwame Mensah']);
  // A name opens the profile; Back finds the pool as it was searched.
  await pool.getByRole('link', { name: 'Kwame Mensah' }).click();
  await expect(page).toHaveURL(/\/developers\/\d+$/);
  await page.goBack();
  await expect(search).toHaveValue('Kwame');
  await expect(pool.getByRole('link')).toHaveText(['Kwame Mensah']);
  const kwame = pool.getByRole('checkbox', { name: 'Select Kwame Mensah' });
  const add = page.getByRole('button', { name: /^Add to shortlist/ });
  await kwame.check();
  await expect(add).toHaveText('Add to shortlist (1)');
  // Another search starts another selection: nobody ticked out of sight is added, and coming
  // back ticks nobody again.
  await search.fill('uwase');
  await expect(pool.getByRole('link')).toHaveText(['Grace Uwase']);
  await expect(add).toHaveText('Add to shortlist (0)');
  await expect(add).toBeDisabled();
  await search.fill('Kwame');
  await expect(pool.getByRole('link')).toHaveText(['Kwame Mensah']);
  await expect(kwame).not.toBeChecked();
  await expect(add).toBeDisabled();

  await kwame.check();
  await add.click();
  await expect(page.getByText('Successfully added to shortlist').first()).toBeVisible();
  await expect(shortlistTab).toContainText(String(before + 1));
  // Someone already on the shortlist cannot be picked again.
  await expect(kwame).toBeDisabled();
  await search.fill('uwase');
  await expect(pool.getByRole('link')).toHaveText(['Grace Uwase']);
  await pool.getByRole('checkbox', { name: 'Select Grace Uwase' }).check();
  await expect(add).toHaveText('Add to shortlist (1)');
  await add.click();
  await expect(shortlistTab).toContainText(String(before + 2));
  await search.fill('Halima Namutebi');
  await expect(pool.getByRole('checkbox', { name: 'Select Halima Namutebi' })).toBeDisabled();

  await shortlistTab.click();
  await expect(page).toHaveURL(/\/network\/shortlist$/);
  const list = page.getByRole('table', { name: 'Shortlist' });
  await expect(list.getByRole('link', { name: 'Kwame Mensah' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Grace Uwase' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'shortlist');

  await list.getByRole('button', { name: 'Remove Kwame Mensah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from shortlist' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText('Please give a reason for removing them from the shortlist.')).toBeVisible();
  // Read the red Remove button at rest, not under the pointer that just clicked it.
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
  // The reason holds no more than the API takes (SHORTLIST_REASON_MAX).
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('maxlength', '1000');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Rates above the client budget');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Successfully removed from shortlist')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Kwame Mensah' })).toHaveCount(0);
  await expect(shortlistTab).toContainText(String(before + 1));
});

// The client who owns the opportunity reads its shortlist (ADR 031): the candidates with their facts
// and availability, but no Talent Pool tab, no payout rates, and nothing to select, remove, remind
// or share.
test('the client who owns an opportunity reads its shortlist and can change nothing', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const projectId = await fintechOpportunityId(baseURL as string);
  await loginAs('client', { via: 'api', goto: `/projects/${projectId}/network/shortlist` });
  const tabs = page.getByRole('tablist', { name: 'Project sections' });
  await expect(tabs.getByRole('tab', { name: /Shortlist/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Talent Pool' })).toHaveCount(0);

  const list = page.getByRole('table', { name: 'Shortlist' });
  const halima = list.getByRole('row').filter({ hasText: 'Halima Namutebi' });
  await expect(halima).toContainText('Available');
  await expect(list.getByRole('columnheader', { name: 'Availability' })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Payout rate' })).toHaveCount(0);
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Remove|Remind|Share/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'shortlist-client');
});
