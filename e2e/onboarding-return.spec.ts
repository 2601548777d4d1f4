import { MESSAGES } from '@kazi/shared/messages';
import { type APIRequestContext, request } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { freshEmail, inviteAsAdmin, pngFile } from './people-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// Onboarding: a person who comes back finds their own step, a talent who goes back
// from the payout step finds it again, and each page's headings and labels are read once. Every
// journey uses a person of its own, invited and registered through the API.

const PASSWORD = 'kazi-journey-passphrase-2026';

async function csrfOf(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** A registered person who has done onboarding up to (not including) `upTo`. */
async function personAt(baseURL: string, kind: 'developer' | 'client', upTo: 'two' | 'three') {
  const email = freshEmail(`${kind}-return`);
  const key = await inviteAsAdmin(baseURL, {
    email,
    first_name: kind === 'developer' ? 'Wanjiru' : 'Joost',
    last_name: 'Return',
    type: kind === 'developer' ? 1 : 2,
    ...(kind === 'developer' ? { category: 'developer' } : {}),
  });
  const context = await request.newContext({ baseURL });
  try {
    await context.get('/api/auth/verify/');
    const send = async (method: 'post' | 'patch', url: string, data: unknown) => {
      const response = await context[method](url, {
        data,
        headers: { 'X-CSRFToken': await csrfOf(context) },
      });
      expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    };
    await send('post', '/api/auth/register/', { invite_key: key, password: PASSWORD, agreed_to_terms: true });
    await send('patch', '/api/me/profile/', { phone_number: '+254 711 000 333' });
    if (kind === 'developer') {
      const id = await context.patch('/api/me/profile/', {
        multipart: { id_document: pngFile('passport.png') },
        headers: { 'X-CSRFToken': await csrfOf(context) },
      });
      expect(id.status(), await id.text()).toBe(200);
    }
    await send('post', '/api/me/onboarding/', { stage: 'two' });
    if (upTo === 'three') {
      await send('patch', '/api/me/profile/', {
        street: 'Ngong Road',
        plot_number: '8',
        postal_code: '00200',
        city: 'Nairobi',
        country: 'KE',
      });
      await send('post', '/api/me/onboarding/', { stage: 'three' });
    }
  } finally {
    await context.dispose();
  }
  return email;
}

async function logIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a returning client lands on their step, not on the intro', async ({ page, baseURL }) => {
  const email = await personAt(baseURL as string, 'client', 'two');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.goto('/onboard/intro');
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  await expectNoA11yViolations(page);
});

test('a talent who goes back from the payout step comes to it again', async ({ page, baseURL }) => {
  const email = await personAt(baseURL as string, 'developer', 'three');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/onboard\/step-three$/);
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Previous Step' }).click();
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Nairobi');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboard\/step-three$/);
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText(MESSAGES.payouts.subtitleSetup)).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.onboarding.skip })).toBeVisible();
});

test('each heading of an onboarding page is read once, on a desktop and a phone', async ({
  page,
  baseURL,
}) => {
  const email = await personAt(baseURL as string, 'developer', 'two');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/onboard\/step-two$/);
  const main = page.getByRole('main');
  const timesRead = async (text: string) =>
    ((await main.ariaSnapshot()).match(new RegExp(text, 'g')) ?? []).length;
  await expect(main.getByRole('textbox', { name: 'City', exact: true })).toBeVisible();
  expect(await timesRead(MESSAGES.onboarding.address)).toBe(1);
  await expect(main.getByText('Step 2 of 3')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Previous Step' }).click();
  await expect(main.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await timesRead(MESSAGES.onboarding.personalDetails)).toBe(1);
  for (const label of ['First name', 'Last name', 'Phone number']) {
    await expect(main.getByRole('textbox', { name: label, exact: true })).toHaveCount(1);
  }
  await expectNoA11yViolations(page);
  await shot(page, 'onboarding-step-one-phone');
});
