import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Planning: staff set the timeline, add a milestone and move the
// deadline, which asks for a reason kept in the change log; the client reads it all. The journey
// works on a project of its own.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const display = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

async function clientProject(baseURL: string) {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const owner = await admin.candidate('owner', 'client@demo.test');
    const title = `Planning ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'project',
      title,
      description: 'A project of the planning journey.',
      type: 'mobile',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: owner.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).id as number, title };
  } finally {
    await admin.dispose();
  }
}

test('staff plan a project: timeline, a milestone, and a deadline moved with its reason', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await clientProject(baseURL as string);
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/plan` });
  await expect(page.getByText('No planning available yet.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Set timeline' }).click();
  const timeline = page.getByRole('dialog', { name: 'Project timeline' });
  await timeline.getByRole('button', { name: 'Save timeline' }).click();
  await expect(timeline.getByText('Start date is required')).toBeVisible();
  await expect(timeline.getByText('End date is required')).toBeVisible();
  await timeline.getByLabel('Start date').fill(inDays(10));
  await timeline.getByLabel('Deadline').fill(inDays(5));
  await timeline.getByRole('button', { name: 'Save timeline' }).click();
  await expect(timeline.getByText('Start date is greater than end date')).toBeVisible();
  await expect(timeline.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');
  await timeline.getByLabel('Deadline').fill(inDays(90));
  await timeline.getByRole('button', { name: 'Save timeline' }).click();
  await expect(timeline).toBeHidden();
  await expect(page.getByText(display(inDays(90))).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add milestone' }).click();
  const milestone = page.getByRole('dialog', { name: 'Add milestone' });
  await milestone.getByLabel('Title').fill('Beta in the stores');
  await milestone.getByLabel('Due date').fill(inDays(45));
  await milestone.getByRole('button', { name: 'Add milestone' }).click();
  await expect(milestone).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Upcoming milestones' }).getByText('Beta in the stores'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Change timeline' }).click();
  await timeline.getByLabel('Deadline').fill(inDays(120));
  await timeline.getByRole('button', { name: 'Save timeline' }).click();
  await expect(timeline.getByText('A reason is required to change a date')).toBeVisible();
  await timeline.getByLabel('Reason for the change').fill('The client asked for a tablet layout.');
  await expectNoA11yViolations(page);
  await timeline.getByRole('button', { name: 'Save timeline' }).click();
  await expect(timeline).toBeHidden();
  const log = page.getByRole('region', { name: 'Timeline changes' });
  await expect(log.getByText(`Deadline: ${display(inDays(90))} → ${display(inDays(120))}`)).toBeVisible();
  await expect(log.getByText('“The client asked for a tablet layout.”')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'planning-staff');

  // The client reads the same planning, without the staff's buttons.
  await page.context().clearCookies();
  await loginAs('client', { via: 'api', goto: `/projects/${project.id}/plan` });
  await expect(page.getByText('Beta in the stores')).toBeVisible();
  await expect(page.getByText('“The client asked for a tablet layout.”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change timeline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add milestone' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
