import { MESSAGES } from '@kazi/shared/messages';
import { type APIRequestContext, request } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// Share link: the page at the shared address is readable without signing in and shows
// the profile only. dev@ shares a link in the demo data (switched on); this journey only reads it.

async function signedInApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/auth/verify/');
  const { cookies } = await api.storageState();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const login = await api.post('/api/auth/login/', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(login.status()).toBe(200);
  return api;
}

test('anyone with the link reads the profile, and nothing but the profile', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  const api = await signedInApi(baseURL as string, 'dev@demo.test');
  const share = await (await api.get('/api/profile/share/')).json();
  await api.dispose();
  expect(share.is_link_enabled).toBe(true);

  await page.goto(`/p/${share.key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Nakato' })).toBeVisible();
  await expect(page.getByText('Kampala, Uganda', { exact: true })).toBeVisible();
  await expect(page.getByText('6 years of experience')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Work experience' })).toBeVisible();
  await expect(page.getByText('Senior Full-stack Engineer at Andela')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education' })).toBeVisible();
  const repository = page.getByRole('link', { name: 'Repository' });
  await expect(repository).toHaveAttribute('rel', /noopener/);
  await expect(repository).toHaveAttribute('target', '_blank');
  const text = await page.locator('body').innerText();
  for (const secret of ['dev@demo.test', '+256', 'Kampala Road', 'Log Out'])
    expect(text).not.toContain(secret);
  await expect(page).toHaveTitle('Amina Nakato · Kazi');
  await expectNoA11yViolations(page);
  await shot(page, 'public-profile');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Nakato' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  expect(errors).toEqual([]);
});

test('an unknown or malformed link shows that the profile is not available', async ({ page }) => {
  for (const key of ['A'.repeat(43), 'not-a-key']) {
    await page.goto(`/p/${key}`);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.publicProfile.unavailableTitle }),
    ).toBeVisible();
    await expect(page.getByText(MESSAGES.publicProfile.unavailableDetail)).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test('signed-in people read a shared profile too, on the same page', async ({ page, loginAs, baseURL }) => {
  const api = await signedInApi(baseURL as string, 'dev@demo.test');
  const { key } = await (await api.get('/api/profile/share/')).json();
  await api.dispose();
  await loginAs('client', { via: 'api', goto: `/p/${key}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Nakato' })).toBeVisible();
});
