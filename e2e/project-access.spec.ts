import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// Who may open a project: a client sees only their own projects; another
// client's project shows the permission message and the API answers 404; a pending invitee is
// sent to the invitation.

async function projectIdByTitle(baseURL: string, title: string): Promise<number> {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const page = await (
      await admin.get(`/api/projects/?show_all=true&search=${encodeURIComponent(title)}`)
    ).json();
    const id = page.results.find((card: { title: string }) => card.title === title)?.id;
    expect(id, `demo project ${title}`).toBeTruthy();
    return id;
  } finally {
    await admin.dispose();
  }
}

test('a client cannot open another client’s project: the page says so and the API answers 404', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const id = await projectIdByTitle(baseURL as string, 'Savanna Freight booking portal');
  await loginAs('client', { via: 'api', goto: '/projects/dedicated' });
  await expect(page.getByTestId('project-card').filter({ hasText: 'Savanna Freight' })).toHaveCount(0);

  const api = await page.request.get(`/api/projects/${id}/`);
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: 'Not found.', request_id: api.headers()['x-request-id'] });
  expect((await page.request.get(`/api/activity/?project=${id}`)).status()).toBe(404);

  await page.goto(`/projects/${id}`);
  await expect(
    page.getByRole('heading', { name: "You don't have permission to access this project's resources" }),
  ).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Project sections' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'project-no-permission');

  await page.goto('/projects/999999');
  await expect(
    page.getByRole('heading', { name: "You don't have permission to access this project's resources" }),
  ).toBeVisible();
});

test('a client opens their own project: tabs, More panel with Activity and Overview', async ({
  page,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(60_000); // three axe runs on a busy machine
  const id = await projectIdByTitle(baseURL as string, 'Acme web shop: dedicated React team');
  await loginAs('client', { via: 'api', goto: `/projects/${id}` });
  // The final address: More's panel closes when the path changes, as it does on the way there.
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/pay/payments/all$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acme web shop: dedicated React team' }),
  ).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab')).toHaveText([
    'Payments',
    'Planning',
    'Reports',
    'Documents',
    'Settings',
  ]);
  await page.getByRole('button', { name: 'More' }).click();
  const panel = page.getByRole('dialog');
  // The newest first (the team's latest updates); the creation is on an older page of the feed.
  await expect(panel.getByText(/submitted a report for Developer update/).first()).toBeVisible();
  await expect(panel.getByText('created the dedicated developers project')).toHaveCount(0);
  const older = panel.getByRole('button', { name: 'Show older activity' });
  for (let pages = 0; pages < 20 && (await older.count()); pages += 1) {
    const shown = await panel.locator('time').count();
    await older.click();
    await expect.poll(() => panel.locator('time').count()).toBeGreaterThan(shown);
  }
  await expect(panel.getByText('created the dedicated developers project')).toBeVisible();
  await expect(panel.getByText('invited Neema Wanjiru to the team')).toBeVisible();
  await expect(older).toHaveCount(0);
  await expectNoA11yViolations(page);
  await panel.getByRole('tab', { name: 'Overview' }).click();
  await expect(panel.getByText('Project Title', { exact: true })).toBeVisible();
  await expect(panel.getByText('Dedicated Developers', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Edit project title' })).toHaveAttribute(
    'href',
    `/projects/${id}/settings/details`,
  );
  await expectNoA11yViolations(page);
  await shot(page, 'project-overview-client');
});

test('a developer on a team has no Settings tab; a pending invitee is sent to the invitation', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  const dev = await (await admin.get('/api/auth/verify/')).json();
  expect(dev.user).toBeTruthy();
  const candidates = await (
    await admin.get('/api/team-candidates/?search=dev@demo.test&role=developer')
  ).json();
  const amina = (candidates.results ?? candidates).find(
    (p: { display_name: string }) => p.display_name === 'Amina Nakato',
  );
  expect(amina, 'dev@demo.test as a team candidate').toBeTruthy();
  const created = await admin.post('/api/projects/', {
    category: 'dedicated',
    title: `Invitation ${Date.now().toString(36)}`,
    description: 'A project that invites dev@demo.test.',
    type: 'web',
    expected_start_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    currency: 'EUR',
    invoicing_email: 'billing@example.test',
    participation: [
      {
        user: { id: amina.id },
        payment_structure: { hours_per_week: 20, payout_rate: '20', client_rate: '35' },
      },
    ],
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  await admin.dispose();

  await loginAs('dev', { via: 'api', goto: `/projects/${id}` });
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/accept_invite$`));
  const detail = await (await page.request.get(`/api/projects/${id}/`)).json();
  expect(detail.view).toBe('invite');
  await page.goto(`/projects/${id}/docs`);
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/accept_invite$`));
});
