import { MESSAGES } from '@kazi/shared/messages';
import { request } from '@playwright/test';
import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { ApiClient, apiAs, createOnboardedPerson, pngFile } from './people-helpers.ts';
import { adminProject, appDate, expectOnTop, inDays, overlaps } from './rough-edges-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// Issue 14, "Rough edges seen in Chromium", on a desktop: document status, field errors that go
// once the field changes, one decision at a time on accept-invite, texts, dates in the app's
// format, toasts below the top bar, and wizard links into a later step. Each journey works on a
// project or a person of its own.

test.describe('before the cookie choice, on a 1280 × 720 screen', () => {
  test.use({ cookieConsentAnswered: false, viewport: { width: 1280, height: 720 } });

  test('the cookie banner leaves the Log in button free', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await expect(logIn).toBeVisible();
    await expectOnTop(logIn);
    await expectNoA11yViolations(page);
    await shot(page, 'desktop-login-cookie-banner');
  });
});

test('documents show their status; staff change it in the form; a field error goes once the field changes', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await adminProject(baseURL as string);
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  try {
    const link = await admin.post('/api/documents/', {
      project: { id: project.id },
      title: 'Estimate sheet',
      type: 'estimate',
      url: 'https://example.test/estimate',
    });
    expect(link.status(), await link.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/docs` });
  await expect(page.getByRole('link', { name: 'Estimate sheet', exact: true })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Change Estimate sheet' }).click();
  const edit = page.getByRole('dialog', { name: 'Change document' });
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expectNoA11yViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const docs = await (await page.request.get(`/api/documents/?project=${project.id}`)).json();
  expect(docs.results[0].status).toBe('draft');

  // Submit empty: both errors; each goes as soon as its field changes.
  await page.getByRole('button', { name: 'Add document' }).click();
  const add = page.getByRole('dialog', { name: 'Add a document' });
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(add.getByText(MESSAGES.documents.selectFile)).toBeVisible();
  await expect(add.getByText(MESSAGES.documents.nameRequired)).toBeVisible();
  await add.locator('input[type=file]').setInputFiles(pngFile('wireframe.png'));
  await expect(add.getByText(MESSAGES.documents.selectFile)).toHaveCount(0);
  await add.getByLabel('Name').fill('Wireframe');
  await expect(add.getByText(MESSAGES.documents.nameRequired)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'documents-status');
});

test('the terms prompt waits until the invitation is answered; an unset rate says so', async ({
  page,
  baseURL,
}) => {
  const person = await createOnboardedPerson(baseURL as string, 'developer');
  const context = await request.newContext({ baseURL });
  const self = new ApiClient(context);
  try {
    await context.get('/api/auth/verify/');
    expect(
      (await self.post('/api/auth/login/', { email: person.email, password: person.password })).status(),
    ).toBe(200);
    const answer = await self.patch('/api/me/account/', { disagreed_at: new Date().toISOString() });
    expect(answer.status(), await answer.text()).toBe(200);
  } finally {
    await context.dispose();
  }
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  let projectId: number;
  try {
    const developer = await admin.candidate('developer', person.email);
    projectId = (
      await adminProject(baseURL as string, {
        participation: [
          {
            user: { id: developer.id },
            payment_structure: { hours_per_week: 10, payout_rate: '0', client_rate: '0' },
          },
        ],
      })
    ).id;
  } finally {
    await admin.dispose();
  }

  await page.goto('/login');
  await page.request.get('/api/auth/verify/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const login = await page.request.post('/api/auth/login/', {
    data: { email: person.email, password: person.password },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(login.status()).toBe(200);
  await page.goto(`/projects/${projectId}/accept_invite`);
  await expect(page.getByRole('button', { name: 'Accept Invite' })).toBeVisible();
  const terms = page.getByRole('dialog', { name: MESSAGES.terms.promptTitle });
  await expect(terms).toHaveCount(0);
  await expect(page.getByText(MESSAGES.team.rateNotSet, { exact: true })).toBeVisible();
  await expect(page.getByText('€0.00')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'accept-invite-no-terms-prompt');

  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/`));
  await expect(terms).toBeVisible();
});

test('dates read in the app format, typed or picked, and no native date input is left', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await adminProject(baseURL as string);
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/settings` });
  const start = page.getByRole('textbox', { name: 'Expected start date' });
  await expect(start).toHaveValue(appDate(inDays(1)));
  await expect(page.locator('input[type=date]')).toHaveCount(0);
  await start.fill(inDays(30));
  await start.blur();
  await expect(start).toHaveValue(appDate(inDays(30)));
  await start.fill(appDate(inDays(31)));
  await start.blur();
  await expect(start).toHaveValue(appDate(inDays(31)));
  await expectNoA11yViolations(page);
  await shot(page, 'dates-settings');
});

test('a new opportunity is announced as an opportunity, below the top bar', async ({ page, loginAs }) => {
  await loginAs('admin', { via: 'api', goto: '/projects/new/opportunity' });
  await page.getByRole('textbox', { name: 'Title' }).fill(`Opportunity ${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('A prospect needs a data team.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Managed', exact: true }).click();
  await page.getByRole('textbox', { name: 'Expected start date' }).fill(inDays(20));
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('buyer@prospect.test');
  await page.getByRole('button', { name: 'Create Opportunity' }).click();
  const toast = page.getByText(MESSAGES.projects.opportunityCreated, { exact: true });
  await expect(toast).toBeVisible();
  await expect(page.getByText(MESSAGES.projects.created, { exact: true })).toHaveCount(0);
  const header = await page.getByRole('banner').boundingBox();
  const notification = page.locator('.mantine-Notification-root').filter({ has: toast });
  const box = await notification.boundingBox();
  expect(box && header && overlaps(box, header)).toBe(false);
  await shot(page, 'opportunity-toast');
});

test('a link into a later wizard step opens the first incomplete one', async ({ page, loginAs }) => {
  await loginAs('admin', { via: 'api', goto: '/projects/new/dedicated/team' });
  await expect(page).toHaveURL(/\/projects\/new\/dedicated\/details$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.goto('/projects/new/dedicated/documentation');
  await expect(page).toHaveURL(/\/projects\/new\/dedicated\/details$/);
});
