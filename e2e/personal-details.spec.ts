import { MESSAGES } from '@kazi/shared/messages';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { createOnboardedPerson, fitsWidth, logIn, pngFile } from './people-helpers.ts';

// Personal details: biodata, address and ID document; the role read only; project
// owners skip the address and ID sections; the ID document is uploaded only when a new one is chosen.

const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('a developer edits personal details, with the spec messages tied to the fields', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const person = await createOnboardedPerson(baseURL as string, 'developer');
  await logIn(page, person);
  await page.goto('/settings/personal-details');
  await expect(field(page, 'First name')).toHaveValue(person.firstName);
  await expect(field(page, 'Role')).toHaveValue('Developer');
  await expect(field(page, 'Role')).toHaveAttribute('readonly', '');
  await expect(page.getByText('On file:')).toBeVisible();
  await expectNoA11yViolations(page);

  await field(page, 'Street').fill('');
  await field(page, 'Phone number').fill('0711 000 222');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Street is required')).toBeVisible();
  await expect(page.getByText('Invalid country calling code')).toBeVisible();
  await expect(field(page, 'Street')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await field(page, 'Street').fill('Kimathi Street');
  await field(page, 'Phone number').fill('+254 722 111 333');
  await field(page, 'City').fill('Mombasa');
  await page.locator('input[type=file][name=id_document]').setInputFiles(pngFile('new-national-id.png'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.generic.saved)).toBeVisible();
  await shot(page, 'personal-details-developer');

  await page.reload();
  await expect(field(page, 'City')).toHaveValue('Mombasa');
  await expect(field(page, 'Phone number')).toHaveValue('+254 722 111333');
  await expect(page.getByRole('link', { name: 'new-national-id.png' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(field(page, 'City')).toBeVisible();
  await expect.poll(() => fitsWidth(page)).toBe(true);
  expect(errors, 'uncaught page errors').toEqual([]);
});

test('a project owner sees biodata only, with the role read only', async ({ page, loginAs }) => {
  await loginAs('client', { via: 'api', goto: '/settings/personal-details' });
  await expect(field(page, 'First name')).toHaveValue('Sophie');
  await expect(field(page, 'Role')).toHaveValue('Client');
  await expect(page.getByRole('region', { name: 'Biodata' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Address' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'ID document' })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.onboarding.uploadId)).toHaveCount(0);
  await expectNoA11yViolations(page);
});
