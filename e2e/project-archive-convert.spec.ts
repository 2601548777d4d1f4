import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// Staff convert an opportunity into a project (after 'Are you sure you want to make this
// opportunity an active project?'), switch it between managed and dedicated, archive and restore
// it. The journey makes its own opportunity.

const CONFIRM = 'Are you sure you want to make this opportunity an active project?';

test('staff convert an opportunity, switch it to dedicated, archive and restore it', async ({
  page,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(90_000); // a long journey with axe runs on a busy machine
  const title = `Logistics API ${Date.now().toString(36)}`;
  const cm = await apiAs(baseURL as string, 'cm@demo.test');
  const created = await cm.post('/api/projects/', {
    stage: 'opportunity',
    category: 'project',
    title,
    description: 'A prospect needs an API for its warehouses.',
    expected_start_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    contact_name: 'Aisha Bello',
    contact_email: 'aisha@prospect.test',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  await cm.dispose();

  await loginAs('admin', { via: 'api', goto: '/projects/opportunity?show_all=1' });
  await page
    .getByTestId('project-card')
    .filter({ hasText: title.slice(0, 20) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/details$`));
  await expect(page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab')).toHaveText([
    'Details',
    /Shortlist/,
    'Talent Pool',
    'Settings',
  ]);
  await expect(page.getByText('aisha@prospect.test')).toBeVisible();
  await expectNoA11yViolations(page);

  // Cancel first: nothing changes.
  await page.getByRole('button', { name: 'Convert to Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to Project' });
  await expect(dialog.getByText(CONFIRM)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'convert-confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await (await page.request.get(`/api/projects/${id}/`)).json()).stage).toBe('opportunity');

  await page.getByRole('button', { name: 'Convert to Project' }).click();
  await dialog.getByRole('button', { name: 'Yes, convert' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/pay`));
  await expect(
    page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab', { name: 'Planning' }),
  ).toBeVisible();

  // Managed → dedicated, from the settings.
  await page.goto(`/projects/${id}/settings/details`);
  await page.getByRole('button', { name: 'Convert to dedicated developers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('button', { name: 'Convert to managed project' })).toBeVisible();
  await page.goto('/projects/dedicated?show_all=1');
  await expect(page.getByTestId('project-card').filter({ hasText: title })).toBeVisible();

  // Archive: it leaves the active list for the archive; then restore it.
  await page.goto(`/projects/${id}/settings/details`);
  await page.getByRole('button', { name: 'Archive project' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Restore from archive' })).toBeVisible();
  await page.goto('/projects/archived/dedicated?show_all=1');
  await expect(page.getByTestId('project-card').filter({ hasText: title })).toContainText('Archived');
  await page.goto('/projects/dedicated?show_all=1');
  await expect(page.getByText('Showing')).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/projects/${id}/settings/details`);
  await page.getByRole('button', { name: 'Restore from archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Archive project' })).toBeVisible();

  // The feed tells the story, newest first.
  const feed = await (await page.request.get(`/api/activity/?project=${id}`)).json();
  expect(feed.results.map((entry: { action: string }) => entry.action).slice(0, 4)).toEqual([
    'project_unarchived',
    'project_archived',
    'project_converted',
    'activate',
  ]);
});

test('a client cannot convert or archive: the API refuses and the page offers nothing', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  const list = await (await admin.get('/api/projects/?show_all=true&search=Fintech')).json();
  const id = list.results[0].id;
  await admin.dispose();
  await loginAs('client', { via: 'api', goto: `/projects/${id}` });
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/details$`));
  await expect(page.getByRole('button', { name: 'Convert to Project' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.patch(`/api/projects/${id}/`, {
    data: { stage: 'active' },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status()).toBe(403);
});

test('staff convert an opportunity with the available designer joining the team', async ({
  page,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // An opportunity of its own (the demo ones are other journeys'): the designer on its shortlist
  // says they are available, dev@ is asked and does not answer.
  const url = baseURL as string;
  const admin = await apiAs(url, 'admin@demo.test');
  const created = await admin.post('/api/projects/', {
    stage: 'opportunity',
    category: 'dedicated',
    title: `Design sprint ${Date.now().toString(36)}`,
    description: 'A prospect needs a designer for a month.',
    expected_start_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    contact_name: 'Aisha Bello',
    contact_email: 'aisha@prospect.test',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const designer = await apiAs(url, 'designer@demo.test');
  const developer = await apiAs(url, 'dev@demo.test');
  const idOf = async (client: typeof admin) => (await (await client.get('/api/auth/verify/')).json()).user.id;
  const [designerId, developerId] = [await idOf(designer), await idOf(developer)];
  const added = await admin.patch(`/api/projects/${id}/shortlist/action/`, {
    action: 'add',
    users: [{ id: designerId }, { id: developerId }],
  });
  expect(added.status(), await added.text()).toBe(200);
  const answered = await designer.post('/api/interest-polls/', {
    project: { id },
    user: { id: designerId },
    status: 'interested',
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await Promise.all([admin.dispose(), designer.dispose(), developer.dispose()]);

  await loginAs('admin', { via: 'api', goto: `/projects/${id}/details` });
  await page.getByRole('button', { name: 'Convert to Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to Project' });
  await expect(dialog.getByText(CONFIRM)).toBeVisible();
  // Only the designer said they are available: dev@ has not answered.
  await expect(dialog.getByTestId('convert-candidate')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: 'Add Chidi Eze to the team' }).check();
  // Picked without hours and rates: the team's rule says what is missing, nothing is sent.
  await dialog.getByRole('button', { name: 'Yes, convert' }).click();
  await expect(dialog.getByText('Team member(s) details required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Hours per week for Chidi Eze' }).fill('20');
  await dialog.getByRole('textbox', { name: 'Payout rate (€/h) for Chidi Eze' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Client rate (€/h) for Chidi Eze' }).fill('55');
  await expectNoA11yViolations(page);
  await shot(page, 'convert-with-people');
  await dialog.getByRole('button', { name: 'Yes, convert' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/`));
  await expect(dialog).toBeHidden();

  // Active, with the designer invited (pending) at those hours and rates.
  const project = await (await page.request.get(`/api/projects/${id}/`)).json();
  expect(project.stage).toBe('active');
  const team = await (await page.request.get(`/api/projects/${id}/team/`)).json();
  const chidi = JSON.stringify(team);
  expect(chidi).toContain('Chidi Eze');
  expect(chidi).toContain('pending');
});
