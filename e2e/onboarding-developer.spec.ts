import { MESSAGES } from '@kazi/shared/messages';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { chooseCountry, freshEmail, inviteAsAdmin, pngFile, signUp } from './people-helpers.ts';

// An invited developer signs up, sets up the account in three steps kept on
// the server (personal details with the ID document, address, payment methods) and lands on the
// dashboard.

test('an invited developer signs up, onboards in three steps with an ID and an IBAN, and lands on the dashboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const email = freshEmail('onboard-dev');
  const key = await inviteAsAdmin(baseURL as string, {
    email,
    first_name: 'Zawadi',
    last_name: 'Mwangi',
    type: 1,
    category: 'developer',
  });
  await signUp(page, key, 'kazi-journey-passphrase-2026');

  // Intro
  await expect(page).toHaveURL(/\/onboard\/intro$/);
  await expect(page.getByText(MESSAGES.onboarding.intro, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Setup account' }).click();

  // Step one: names, phone, picture, ID document
  await expect(page).toHaveURL(/\/onboard\/step-one$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Zawadi');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const phone = page.getByLabel('Phone number');
  await phone.fill('0712 345 678');
  await phone.blur();
  await expect(page.getByText('Invalid country calling code')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+254 712 345 678');
  await expect(page.getByText('Invalid country calling code')).toHaveCount(0);
  await expect(next).toBeDisabled(); // the ID document is still missing
  await page.locator('input[type=file][name=image]').setInputFiles(pngFile('me.png'));
  await page.locator('input[type=file][name=id_document]').setInputFiles(pngFile('passport.png'));
  await expect(page.getByText('passport.png')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'onboarding-developer-step-one');
  await expect(next).toBeEnabled();
  await next.click();

  // Step two: the address; Previous Step goes back one stage and returns
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Previous Step' }).click();
  await expect(page).toHaveURL(/\/onboard\/step-one$/);
  await expect(page.getByText('On file:')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('+254 712 345678');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Moi Avenue');
  await page.getByRole('textbox', { name: 'Number/Plot', exact: true }).fill('12B');
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('00100');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await chooseCountry(page, 'Kenya');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // A step of another stage redirects to the stored stage
  await expect(page).toHaveURL(/\/onboard\/step-three$/);
  await page.goto('/onboard/step-one');
  await expect(page).toHaveURL(/\/onboard\/step-three$/);

  // Step three: payment methods; connect an IBAN, then Done
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText(MESSAGES.payouts.subtitleSetup)).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.onboarding.skip })).toBeVisible();
  await page
    .getByRole('button', { name: /^Connect IBAN$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account holder name').fill('Zawadi Mwangi');
  await dialog.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 00');
  await dialog.getByRole('button', { name: 'Connect IBAN' }).click();
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'onboarding-developer-step-three');
  await done.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Zawadi' })).toBeVisible();
  await page.goto('/onboard/step-two');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors, 'uncaught page errors').toEqual([]);
});
