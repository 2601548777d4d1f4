import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Accepting an invitation to a team: the terms checklist (5 boxes on a
// dedicated project, 4 on a managed one), the Ask form mailed to the project's managers, and
// Accept Invite, after which the project opens. Each journey invites dev@demo.test to a project
// of its own, so no demo record changes.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function inviteDev(baseURL: string, category: 'dedicated' | 'project') {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const people = await (
      await admin.get('/api/team-candidates/?role=developer&search=dev@demo.test')
    ).json();
    const amina = people.results.find((p: { display_name: string }) => p.display_name === 'Amina Nakato');
    const cm = await admin.candidate('cm', 'cm@demo.test');
    expect(amina, 'dev@demo.test can join teams').toBeTruthy();
    const title = `Invitation ${category} ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category,
      title,
      description: 'A project of the accept-invite journey.',
      type: 'web',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      cm: { id: cm.id },
      participation: [
        {
          user: { id: amina.id },
          payment_structure: { hours_per_week: 24, payout_rate: '26.50', client_rate: '40' },
        },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).id as number, title };
  } finally {
    await admin.dispose();
  }
}

test('a developer reads the five terms of a dedicated project, asks a question, accepts and opens the project', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await inviteDev(baseURL as string, 'dedicated');
  await loginAs('dev', { via: 'api', goto: `/projects/${project.id}` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/accept_invite$`));
  await expect(
    page.getByRole('heading', { name: `You have been invited to join ${project.title}` }),
  ).toBeVisible();
  await expect(page.getByText('€26.50')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/projects');

  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(5);
  await expect(page.getByLabel('I accept to work 24 hours per week on this project')).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept Invite' });
  await expect(accept).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, 'accept-invite-dedicated');

  // The Ask form: required, then mailed.
  await page.getByRole('button', { name: 'Send question' }).click();
  const question = page.getByLabel('Ask a question');
  await expect(page.getByText('The ask question field is required')).toBeVisible();
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  await question.fill('Can I start on Tuesday instead of Monday?');
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Your question has been sent to the project managers')).toBeVisible();
  await expect(question).toHaveValue('');

  // Tick with the keyboard: every box is needed.
  for (let index = 0; index < 4; index += 1) {
    await boxes.nth(index).focus();
    await page.keyboard.press('Space');
  }
  await expect(accept).toBeDisabled();
  await boxes.nth(4).check();
  await expect(accept).toBeEnabled();
  await accept.click();

  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay`));
  await expect(page.getByRole('tablist', { name: 'Project sections' })).toBeVisible();
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  try {
    const mails = await (await admin.get('/api/mail/outbox/?page_size=200')).json();
    const asked = mails.results.find(
      (mail: { template: string; to: string; text: string }) =>
        mail.template === 'project-question' &&
        mail.to === 'cm@demo.test' &&
        mail.text.includes('instead of Monday'),
    );
    expect(asked, 'the question reached the client manager').toBeTruthy();
  } finally {
    await admin.dispose();
  }
});

test('a managed project asks four terms, and an accepted invitation cannot be accepted again', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await inviteDev(baseURL as string, 'project');
  await loginAs('dev', { via: 'api', goto: `/projects/${project.id}/accept_invite` });
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  await expect(page.getByText(/hours per week on this project/)).toHaveCount(0);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/pay`));

  const invitation = await (await page.request.get(`/api/projects/${project.id}/invitation/`)).json();
  expect(invitation.participation.status).toBe('accepted');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const again = await page.request.patch(`/api/participation/${invitation.participation.id}/`, {
    data: { status: 'accepted' },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(again.status()).toBe(409);
  await page.goto(`/projects/${project.id}/accept_invite`);
  await expect(page.getByText('This invitation has already been accepted')).toBeVisible();
});
