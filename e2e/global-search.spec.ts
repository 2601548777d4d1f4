import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// The global search in the top bar (spec 001 §2): Projects and Payments, 3 at a time with View
// More, the counter line, 'No results found', links, keyboard use, each section scoped by the
// caller. Demo data: the client's web shop invoices and Savanna Freight's (another client's).
// Other journeys add projects to the same database, so counts are read, not assumed.

const box = (page: Page) => page.getByRole('combobox', { name: 'Search projects and payments' });
const panel = (page: Page) => page.getByTestId('global-search-panel');
const list = (page: Page, name: 'Projects' | 'Payments') => page.getByRole('listbox', { name });

async function search(page: Page, term: string) {
  await box(page).fill(term);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).not.toContainText('Searching…');
}

/** Presses the arrow until the active option (aria-activedescendant) is `name` in `listbox`. */
async function arrowTo(page: Page, listbox: 'Projects' | 'Payments', name: string | RegExp) {
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('ArrowDown');
    const active = await box(page).getAttribute('aria-activedescendant');
    const option = list(page, listbox).getByRole('option', { name, exact: typeof name === 'string' });
    if (active && (await option.count()) && (await option.first().getAttribute('id')) === active) {
      await expect(option.first()).toHaveAttribute('aria-selected', 'true');
      return;
    }
  }
  throw new Error(`no option ${name} in ${listbox}`);
}

test('a client searches projects and payments, pages with View More and opens a result by keyboard', async ({
  page,
  loginAs,
}) => {
  await loginAs('client', { via: 'api', goto: '/dashboard' });
  await expect(box(page)).toHaveAttribute('placeholder', 'Search....');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

  await search(page, 'web shop');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(
    list(page, 'Projects').getByRole('option', { name: /Acme web shop: dedicated React team/ }),
  ).toBeVisible();
  const payments = list(page, 'Payments').getByRole('option');
  await expect(payments).toHaveCount(4);
  await expect(payments.last()).toHaveText('View More');
  await expect(panel(page)).toContainText(/Showing 3 of \d+ results for "web shop"/);
  await expectNoA11yViolations(page);
  await shot(page, 'global-search-client');

  // Down through the options to the payments' View More: Enter loads the next 3.
  await arrowTo(page, 'Payments', 'View More');
  await page.keyboard.press('Enter');
  await expect(list(page, 'Payments').getByRole('option', { name: /^(?!View More)/ })).toHaveCount(6);
  await expect(panel(page)).toContainText(/Showing 6 of \d+ results for "web shop"/);
  await expect(box(page)).toBeFocused();
  await shot(page, 'global-search-view-more');

  // Escape closes the panel and keeps the term; a second Escape clears the box.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue('web shop');
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveValue('');

  // Another client's project and invoices are not found.
  await search(page, 'Booking portal');
  await expect(panel(page).getByText('No results found')).toHaveCount(2);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'global-search-no-results');

  // One payment: the arrow and Enter open its project's payments.
  await search(page, 'Checkout A/B');
  await expect(panel(page)).toContainText('Showing 1 of 1 results for "Checkout A/B"');
  await expect(list(page, 'Payments').getByRole('option')).toHaveText([/Checkout A\/B testing/]);
  await arrowTo(page, 'Payments', /^Checkout A\/B testing/);
  await page.keyboard.press('Enter');
  // The link is the spec's /pay/payments, which redirects to its /all.
  await expect(page).toHaveURL(/\/projects\/\d+\/pay\/payments\/all$/);
  await expect(panel(page)).toHaveCount(0);
});

test('an admin finds another client’s project and payments, and opens the project', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', { via: 'api', goto: '/dashboard' });
  await search(page, 'Booking portal');
  await expect(list(page, 'Payments').getByRole('option')).toHaveCount(2);
  await expect(panel(page)).toContainText('Showing 2 of 2 results for "Booking portal"');
  const project = list(page, 'Projects').getByRole('option', { name: /Savanna Freight booking portal/ });
  await expect(project).toBeVisible();
  await shot(page, 'global-search-admin');
  await project.click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(panel(page)).toHaveCount(0);
});

test('a developer finds their project and their own payouts, never a client payment', async ({
  page,
  loginAs,
}) => {
  await loginAs('dev', { via: 'api', goto: '/dashboard' });
  await search(page, 'web shop');
  await expect(
    list(page, 'Projects').getByRole('option', { name: /Acme web shop: dedicated React team/ }),
  ).toBeVisible();
  // The Payments section holds the developer's payouts on that project, and nothing else.
  const results = list(page, 'Payments').getByRole('option', { name: /^(?!View More)/ });
  await expect(results.first()).toBeVisible();
  await expect(list(page, 'Payments').getByRole('option', { name: /^(?!Payout|View More)/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'global-search-developer');
  await results.first().click();
  await expect(page).toHaveURL(/\/projects\/\d+\/pay\/payouts/);
});
