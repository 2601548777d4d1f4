import { MESSAGES } from '@kazi/shared/messages';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { chooseCountry, freshEmail, inviteAsAdmin, signUp } from './people-helpers.ts';

// A client sets up the account in two steps; in an EU country the VAT number is
// required ('VAT is required for countries in EU regions').

test('an invited client onboards in two steps with an EU country and meets the VAT rule', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const key = await inviteAsAdmin(baseURL as string, {
    email: freshEmail('onboard-client'),
    first_name: 'Lotte',
    last_name: 'Bakker',
    type: 2,
  });
  await signUp(page, key, 'kazi-journey-passphrase-2026');
  await expect(page).toHaveURL(/\/onboard\/intro$/);
  await page.getByRole('link', { name: 'Setup account' }).click();

  // Step one: no ID document for clients
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel(MESSAGES.onboarding.uploadId)).toHaveCount(0);
  await page.getByLabel('Phone number').fill('+31 6 1234 5678');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step two: company, address, VAT
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Delft Data B.V.');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Oude Delft');
  await page.getByRole('textbox', { name: 'Number/Plot', exact: true }).fill('91');
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('2611 BD');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Delft');
  await chooseCountry(page, 'Netherlands');
  const finish = page.getByRole('button', { name: 'Finish' });
  const vat = page.getByLabel(MESSAGES.onboarding.vatLabel);
  await expect(page.getByText(MESSAGES.company.vatRequiredEu)).toBeVisible();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(finish).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, 'onboarding-client-vat');

  // Outside the EU VAT is optional; back in the EU it is needed again
  await chooseCountry(page, 'Kenya');
  await expect(page.getByText(MESSAGES.company.vatRequiredEu)).toHaveCount(0);
  await expect(finish).toBeEnabled();
  await chooseCountry(page, 'Netherlands');
  await expect(finish).toBeDisabled();
  await vat.fill('NL004495445B01');
  await expect(finish).toBeEnabled();
  await finish.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Lotte' })).toBeVisible();
  // No third step for clients, and the company is kept
  await page.goto('/settings/company-details');
  await expect(page.getByLabel(MESSAGES.onboarding.vatLabel)).toHaveValue('NL004495445B01');
  expect(errors, 'uncaught page errors').toEqual([]);
});
