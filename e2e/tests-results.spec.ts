import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { fitsWidth } from './people-helpers.ts';

// Tests (issue 10): an admin records a developer's test result from the top bar's 'Add New
// Result', edits it, reads it on the developer's profile, marks the developer vetted there, and
// deletes the result after confirming. Wanjiru Otieno, a demo talent (onboarded: only talents can
// be tested, the talent pool's rule), starts unvetted; the journey puts both back as it found them.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('admin adds a test result from the top bar, edits it, sees it on the profile and vets the developer', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000); // axe runs and a build-served app on a busy machine
  const title = `Node.js assessment ${Date.now().toString(36)}`;
  await loginAs('admin', { via: 'api', goto: '/tests' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible({ timeout: 20_000 });
  // The demo's results, newest first, with the reviewer.
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Figma design challenge' })).toContainText(
    'Chidi Eze',
  );
  await expect(table.getByRole('row').filter({ hasText: 'React and TypeScript assessment' })).toContainText(
    'Clean component design',
  );
  await expectNoA11yViolations(page);
  await shot(page, 'tests-list');
  // A phone: the table scrolls inside its card, the page keeps its width.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Add New Result' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'tests-list-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Add New Result sits in the top bar; the form says what is missing.
  await page.getByRole('banner').getByRole('button', { name: 'Add New Result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a test result' });
  await dialog.getByRole('button', { name: 'Add New Result' }).click();
  await expect(dialog.getByText('Choose a developer')).toBeVisible();
  await expect(dialog.getByText('Enter the test name')).toBeVisible();
  await expect(dialog.getByText('Enter a whole number from 0 to 100')).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByRole('combobox', { name: 'Developer' }).click();
  await dialog.getByRole('combobox', { name: 'Developer' }).fill('Wanjiru');
  await page.getByRole('option', { name: 'Wanjiru Otieno' }).click();
  await dialog.getByRole('textbox', { name: 'Test name' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Score' }).fill('72');
  await dialog.getByRole('textbox', { name: 'Date' }).fill(daysAgo(3));
  await dialog.getByRole('textbox', { name: 'Date' }).press('Tab');
  await dialog.getByRole('combobox', { name: 'Reviewer' }).click();
  await dialog.getByRole('combobox', { name: 'Reviewer' }).fill('Grace');
  await page.getByRole('option', { name: /Grace/ }).click();
  // The notes hold no more than the API takes (TEST_NOTES_MAX).
  await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxlength', '2000');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Solid async error handling.');
  await shot(page, 'tests-add-dialog');
  await dialog.getByRole('button', { name: 'Add New Result' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Wanjiru Otieno');
  await expect(row).toContainText('72/100');
  await expect(row).toContainText('Solid async error handling.');

  // Edit: a score out of range is refused, then a good one is saved.
  await row.getByRole('button', { name: `Edit: ${title}, Wanjiru Otieno` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit test result' });
  await expect(edit.getByRole('textbox', { name: 'Test name' })).toHaveValue(title);
  await edit.getByRole('textbox', { name: 'Score' }).fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter a whole number from 0 to 100')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Score' }).fill('81');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('81/100');

  // Search by developer keeps only their results.
  await page.getByRole('searchbox', { name: 'Search by developer' }).fill('otieno');
  await expect(table.getByRole('row').filter({ hasText: 'Figma design challenge' })).toHaveCount(0);
  await expect(row).toBeVisible();

  // The developer's profile shows the result; the Vetted switch marks them vetted.
  await row.getByRole('link', { name: 'Wanjiru Otieno' }).click();
  await expect(page).toHaveURL(/\/developers\/\d+$/);
  const tests = page.getByRole('region', { name: 'Test results' });
  await expect(tests).toContainText(title);
  await expect(tests).toContainText('81/100');
  await expect(tests).toContainText('Reviewer: Grace');
  // Staff who see rates read the payout rate in force on their team, as in the talent pool.
  await expect(page.getByText(/^Payout rate: (€[\d,.]+\/h|—)$/)).toBeVisible();
  const vetted = tests.getByRole('switch', { name: 'Vetted' });
  await expect(vetted).not.toBeChecked();
  await expect(page.getByText('Vetted', { exact: true })).toHaveCount(1); // the switch's label only
  await vetted.click();
  await expect(vetted).toBeChecked();
  await expect(page.getByText('Vetted', { exact: true })).toHaveCount(2); // and the badge by the name
  await expect(page.getByText('Marked vetted')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Test results' }).getByRole('switch', { name: 'Vetted' }),
  ).toBeChecked();
  await expectNoA11yViolations(page);
  await shot(page, 'tests-profile-vetted');
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'tests-profile-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  // Put the demo back: unvetted.
  await page.getByRole('region', { name: 'Test results' }).getByRole('switch', { name: 'Vetted' }).click();
  await expect(page.getByText('No longer marked vetted')).toBeVisible();
  await expect(page.getByText('Vetted', { exact: true })).toHaveCount(1);

  // Delete asks first; cancelling keeps the row.
  await page.goto('/tests?search=otieno');
  await row.getByRole('button', { name: `Delete: ${title}, Wanjiru Otieno` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete test result' });
  await expect(confirm).toContainText(`Delete the result of ${title} for Wanjiru Otieno?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete: ${title}, Wanjiru Otieno` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('the Tests page is not offered to those who may not manage tests', async ({ page, loginAs }) => {
  await loginAs('cm', { via: 'api', goto: '/tests' });
  await expect(page.getByText('You do not have permission to see this page.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tests' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New Result' })).toHaveCount(0);
});
