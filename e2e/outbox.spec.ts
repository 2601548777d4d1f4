import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures.ts';

// The dev mailbox (ADR 004): without SMTP every mail the platform sends is kept in an
// outbox that admins (permission mail.view_outbox) can read in the app.

const EMPTY = 'No mail has been sent yet.';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('admin opens the Outbox from the sidebar and sees the mail table or the empty state', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', { via: 'api' });
  await sidebar(page).getByRole('link', { name: 'Outbox', exact: true }).click();
  await expect(page).toHaveURL(/\/outbox(\/|$)/);

  const api = await page.request.get('/api/mail/outbox/');
  expect(api.status()).toBe(200);
  const { count } = await api.json();
  if (count === 0) {
    await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  } else {
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(page.getByText(EMPTY, { exact: true })).toHaveCount(0);
    // A header row and at least one mail row.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  }
  await shot(page, 'outbox-admin');
});

test('a developer has no Outbox link, and /outbox shows no mail', async ({ page, loginAs }) => {
  await loginAs('dev', { via: 'api' });
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Outbox', exact: true })).toHaveCount(0);

  const api = await page.request.get('/api/mail/outbox/');
  expect(api.status(), 'GET /api/mail/outbox/ as a developer').toBe(403);

  await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(EMPTY, { exact: true })).toHaveCount(0);
  await shot(page, 'outbox-dev');
});

test('admin pages through the Outbox with the named page buttons', async ({ page, loginAs }) => {
  await loginAs('admin', { via: 'api', goto: '/outbox' });
  const { count } = await (await page.request.get('/api/mail/outbox/')).json();
  // The demo sends more mail than one page holds (components/ui/PagePicker.tsx names each button).
  const pages = Math.ceil(count / 20);
  expect(pages, 'the demo outbox fills more than one page').toBeGreaterThan(1);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
});
