import { MESSAGES } from '@kazi/shared/messages';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { chooseCountry, createOnboardedPerson, fitsWidth, logIn } from './people-helpers.ts';

// Company profile (name required, website checked) and Company details (address
// required; VAT required in the EU); the tabs are for clients only.

const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('a client edits the company profile and details', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const person = await createOnboardedPerson(baseURL as string, 'client');
  await logIn(page, person);

  await page.goto('/settings/company-profile');
  await expect(field(page, 'Company name')).toHaveValue('Utrecht Apps B.V.');
  await expectNoA11yViolations(page);
  await field(page, 'Company name').fill('');
  await field(page, 'Website').fill('not a website');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.company.nameRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.company.websiteInvalid)).toBeVisible();
  await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Company name').fill('Utrecht Apps Group B.V.');
  await field(page, 'Website').fill('utrecht-apps.example');
  await page.getByRole('textbox', { name: 'About the company' }).fill('We build apps for Dutch cities.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.company.profileSaved)).toBeVisible();
  await expect(field(page, 'Website')).toHaveValue('https://utrecht-apps.example/');

  await page.getByRole('tab', { name: 'Company Details' }).click();
  await expect(page).toHaveURL(/\/settings\/company-details$/);
  await expect(field(page, 'City')).toHaveValue('Utrecht');
  await expectNoA11yViolations(page);
  const vat = page.getByRole('textbox', { name: MESSAGES.onboarding.vatLabel });
  await vat.fill('');
  await chooseCountry(page, 'Germany');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.company.vatRequiredEu)).toBeVisible();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await vat.fill('DE123456789');
  await field(page, 'City').fill('Berlin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.company.detailsSaved)).toBeVisible();
  await shot(page, 'company-details');

  await page.reload();
  await expect(field(page, 'City')).toHaveValue('Berlin');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(field(page, 'City')).toBeVisible();
  await expect.poll(() => fitsWidth(page)).toBe(true);
  expect(errors, 'uncaught page errors').toEqual([]);
});

test('talents have no company tabs', async ({ page, loginAs }) => {
  await loginAs('dev', { via: 'api', goto: '/settings/personal-details' });
  await expect(page.getByRole('tab', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Company Profile' })).toHaveCount(0);
  await page.goto('/settings/company-details');
  await expect(page).not.toHaveURL(/company-details/);
});
