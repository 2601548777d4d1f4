import { MESSAGES } from '@kazi/shared/messages';
import type { Page } from '@playwright/test';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// /referral frames the programme page (700 px) with the talent's referral code;
// /community frames the guide and is hidden from clients. The server's configuration comes from
// GET config/; here it is answered by the test, and the framed pages are served by the test too.

const REFERRAL = 'https://referral.kazi.example/programme';
const GUIDE = 'https://docs.kazi.example/community-guide';

async function configure(
  page: Page,
  config: { referral_url: string | null; community_guide_url: string | null },
) {
  await page.route('**/api/config/', (route) => route.fulfill({ json: config }));
  await page.route('https://*.kazi.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Framed</title><main><h1>Framed page</h1><p id="url">${route.request().url()}</p></main></html>`,
    }),
  );
}

test('a developer sees the referral programme framed with their code, and the community guide', async ({
  page,
  loginAs,
}) => {
  const errors = collectPageErrors(page);
  await configure(page, { referral_url: REFERRAL, community_guide_url: GUIDE });
  await loginAs('dev', { via: 'api', goto: null });
  const profile = await (await page.request.get('/api/me/profile/')).json();
  const code: string = profile.referral_details.referral_code;
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refer and Earn');
  const frame = page.locator('iframe[title="Kazi referral programme"]');
  await expect(frame).toHaveAttribute('src', `${REFERRAL}?referral_code=${code}`);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  expect((await frame.boundingBox())?.height).toBe(700);
  await expect(page.frameLocator('iframe[title="Kazi referral programme"]').locator('#url')).toContainText(
    `referral_code=${code}`,
  );
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'referral-developer');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community Guide' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Guide');
  const guide = page.locator('iframe[title="Kazi community guide"]');
  await expect(guide).toHaveAttribute('src', GUIDE);
  await expect(guide).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  await expect(page.frameLocator('iframe[title="Kazi community guide"]').getByRole('heading')).toHaveText(
    'Framed page',
  );
  await expectNoA11yViolations(page);
  expect(errors, 'uncaught page errors').toEqual([]);
});

test('without configured pages, the referral code and a helpful note', async ({ page, loginAs }) => {
  await configure(page, { referral_url: null, community_guide_url: null });
  await loginAs('designer', { via: 'api', goto: '/referral' });
  await expect(page.getByText(MESSAGES.referral.notConfiguredTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.goto('/community');
  await expect(page.getByText(MESSAGES.community.notConfiguredTitle)).toBeVisible();
});

test('the community guide and referral are hidden from a client', async ({ page, loginAs }) => {
  await configure(page, { referral_url: REFERRAL, community_guide_url: GUIDE });
  await loginAs('client', { via: 'api', goto: '/dashboard' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Community Guide' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Refer and Earn' })).toHaveCount(0);
  await page.goto('/community');
  await expect(page.getByText(MESSAGES.access.deniedTitle)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.goto('/referral');
  await expect(page.getByText(MESSAGES.access.deniedTitle)).toBeVisible();
  await expectNoA11yViolations(page);
});
