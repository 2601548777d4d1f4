import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';
import { timesheetProject } from './timesheets-helpers.ts';

// On a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
// The due hour is UTC and the preview says so, whatever the browser's zone.
test.use({ timezoneId: 'Africa/Nairobi' });

// Settings → reports: an admin turns the PM reports off and moves the due hour on a project of
// the journey's own (dev@demo.test on its team, cm@demo.test its CM, client@demo.test its
// owner); the next 14 days' preview follows the save. The developer is not offered the settings.

test('an admin changes the report schedules and the preview follows; a developer is not offered them', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await timesheetProject(baseURL as string, 'report settings');
  const url = `/projects/${project.id}/settings/reports`;
  await loginAs('admin', { via: 'api', goto: url });

  const section = page.getByRole('region', { name: 'Report schedules' });
  await expect(section.getByRole('heading', { name: 'Report schedules' })).toBeVisible();
  const pmReports = section.getByRole('switch', { name: /^PM reports/ });
  await expect(pmReports).toBeChecked();
  for (const name of [/^Developer updates/, /^Client survey/, /^Developer survey/]) {
    await expect(section.getByRole('switch', { name })).toBeChecked();
  }
  const hourField = () =>
    section
      .getByRole('textbox', { name: 'Due hour (UTC)' })
      .or(section.getByRole('combobox', { name: 'Due hour (UTC)' }))
      .first();
  const hour = hourField();
  await expect(hour).toHaveValue('17:00');
  const preview = page.getByTestId('report-preview');
  const items = preview.getByRole('listitem');
  // A CM is on the project: PM reports fall on Mondays and Thursdays, at least three in 14 days.
  // (An event titled by its type needs no badge repeating it.)
  await expect(items.filter({ hasText: 'PM report' }).first()).toBeVisible();
  await expect(items.first()).toContainText(', 17:00 UTC');
  await expectNoA11yViolations(page);
  await shot(page, 'reports-settings-before');

  // Nothing changed yet: nothing to save.
  const save = section.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await pmReports.click({ force: true });
  await expect(pmReports).not.toBeChecked();
  await hour.click();
  await page.getByRole('option', { name: '09:00' }).click();
  await expect(hour).toHaveValue('09:00');
  await save.click();
  await expect(page.getByText('Report settings saved')).toBeVisible();

  await expect(items.filter({ hasText: 'PM report' })).toHaveCount(0);
  await expect(items.first()).toContainText(', 09:00 UTC');
  for (const text of await items.allInnerTexts()) expect(text).toContain(', 09:00 UTC');
  await expect(save).toBeDisabled();
  await shot(page, 'reports-settings-after');

  // Kept: the page reads them back.
  await page.reload();
  await expect(section.getByRole('switch', { name: /^PM reports/ })).not.toBeChecked();
  await expect(hourField()).toHaveValue('09:00');
  const saved = await (await page.request.get(`/api/projects/${project.id}/report-settings/`)).json();
  expect(saved).toMatchObject({ pm_reports: false, developer_updates: true, due_hour: 9 });

  // The developer on the team has no Settings tab, so no report settings.
  await loginAs('dev', { via: 'api', goto: `/projects/${project.id}` });
  const tabs = page.getByRole('tablist', { name: 'Project sections' });
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await page.goto(url);
  await expect(page.getByRole('switch', { name: /^PM reports/ })).toHaveCount(0);
  const refused = await page.request.get(`/api/projects/${project.id}/report-settings/`);
  expect([403, 404]).toContain(refused.status());
});

// The support officer opens the project's settings but is not offered its report schedules; once
// the project is archived, the admin reads them (switches and hour disabled, nothing to save)
// instead of being told they have no permission.

test('archived, the report schedules read only; the support officer is not offered them', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  let project = { id: 0 };
  const patch = async (body: Record<string, unknown>) => {
    const response = await admin.patch(`/api/projects/${project.id}/`, body);
    expect(response.status(), await response.text()).toBe(200);
  };
  try {
    // No team: a member would be one more team invitation to a demo developer, whose daily budget
    // the other journeys spend.
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title: `Report settings archived ${Date.now().toString(36)}`,
      description: 'A project of the report settings journey.',
      type: 'web',
      expected_start_date: new Date().toISOString().slice(0, 10),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: (await admin.candidate('owner', 'client@demo.test')).id },
      cm: { id: (await admin.candidate('cm', 'cm@demo.test')).id },
      cso: { id: (await admin.candidate('cso', 'cso@demo.test')).id },
    });
    expect(created.status(), await created.text()).toBe(201);
    project = await created.json();

    await loginAs('cso', { via: 'api', goto: `/projects/${project.id}/settings/details` });
    const sections = page.getByRole('tablist', { name: 'Settings sections' });
    await expect(sections.getByRole('tab', { name: 'Team' })).toBeVisible();
    await expect(sections.getByRole('tab', { name: 'Reports' })).toHaveCount(0);

    await patch({ archived: true });
  } finally {
    await admin.dispose();
  }

  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/settings/reports` });
  await expect(
    page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name: 'Reports' }),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Report schedules' });
  await expect(
    section.getByText('This project is archived: its report schedules can be read but not changed.'),
  ).toBeVisible();
  for (const name of [/^Developer updates/, /^PM reports/, /^Client survey/, /^Developer survey/]) {
    await expect(section.getByRole('switch', { name })).toBeDisabled();
  }
  await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, 'reports-settings-archived');
});
