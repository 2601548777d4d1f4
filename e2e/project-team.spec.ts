import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Project settings: staff invite a developer (pending, mailed), change a
// member's rate from a date and see the history, and edit the details and payment. Each journey
// works on a project of its own.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const appDate = (iso: string) => `${iso.slice(8)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

async function teamProject(baseURL: string) {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const designer = await admin.candidate('developer', 'designer@demo.test');
    const owner = await admin.candidate('owner', 'client@demo.test');
    const title = `Team ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title,
      description: 'A project of the team journey.',
      type: 'web',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: owner.id },
      participation: [
        {
          user: { id: designer.id },
          payment_structure: { hours_per_week: 20, payout_rate: '22', client_rate: '38' },
          effective_from: inDays(-60),
        },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).id as number, title };
  } finally {
    await admin.dispose();
  }
}

test('staff invite a developer, who is pending and mailed, and raise a rate from a date with its history', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await teamProject(baseURL as string);
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/settings` });
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/settings/details$`));
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await expect(page.getByText('Chidi Eze', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // Invite Neema (a developer who is on no team of this project).
  // The options are replaced when the search answers: pick one only after that answer.
  const searched = page.waitForResponse((response) => /team-candidates\/.*search=Neema/.test(response.url()));
  await page.getByRole('combobox', { name: 'Add a developer' }).click();
  await page.getByRole('combobox', { name: 'Add a developer' }).fill('Neema');
  await searched;
  await page.getByRole('option', { name: /Neema Wanjiru/ }).click();
  const invite = page.getByRole('region', { name: 'Invite developers' });
  await invite.getByLabel('Hours per week for Neema Wanjiru').fill('');
  await invite.getByRole('button', { name: 'Invite to the team' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Team member(s) details required');
  await invite.getByLabel('Hours per week for Neema Wanjiru').fill('16');
  await invite.getByLabel('Payout rate per hour for Neema Wanjiru, in EUR').fill('21');
  await invite.getByLabel('Client rate per hour for Neema Wanjiru, in EUR').fill('35');
  await expect(invite.getByText('€2,464.00', { exact: true })).toBeVisible(); // 35 / 5 × 16 × 22
  await invite.getByRole('button', { name: 'Invite to the team' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  const members = page.getByRole('list', { name: 'Team members' });
  const neema = members.getByRole('listitem').filter({ hasText: 'Neema Wanjiru' });
  await expect(neema.getByText('Pending')).toBeVisible();

  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  try {
    const mails = await (await admin.get('/api/mail/outbox/?page_size=200')).json();
    const invitation = mails.results.find(
      (mail: { template: string; to: string; subject: string }) =>
        mail.template === 'project-invite' &&
        mail.to === 'neema@demo.test' &&
        mail.subject.includes(project.title),
    );
    expect(invitation, 'the invitation is in the outbox').toBeTruthy();
  } finally {
    await admin.dispose();
  }

  // Raise Chidi's payout rate from today: the old rate stays in the history.
  const chidi = members.getByRole('listitem').filter({ hasText: 'Chidi Eze' });
  await chidi.getByLabel('Payout rate per hour for Chidi Eze, in EUR').fill('24.5');
  // The app's date format, not the browser's (issue 14: 'Applies from' showed 11/24/2026).
  await expect(chidi.getByLabel('Rate change of Chidi Eze applies from')).toHaveValue(appDate(inDays(0)));
  await chidi.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Project updated successfully').first()).toBeVisible();
  await chidi.getByRole('button', { name: /Rate history \(2\)/ }).click();
  const history = chidi.getByRole('table', { name: 'Rate history of Chidi Eze' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('€24.50');
  await expect(history.getByRole('row').nth(2)).toContainText('€22.00');
  await expectNoA11yViolations(page);
  await shot(page, 'team-settings');

  // Update days of a member (Monday 0 to Friday 4).
  await chidi.getByText('Tue', { exact: true }).click();
  await expect(page.getByText('Project updated successfully').first()).toBeVisible();
  const team = await (await page.request.get(`/api/projects/${project.id}/team/`)).json();
  const row = team.participation.find(
    (m: { user: { display_name: string } }) => m.user.display_name === 'Chidi Eze',
  );
  expect(row.update_days).toBe('0,2,3,4');
});

test('staff edit the title, the description and the payment of a project', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await teamProject(baseURL as string);
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/settings/details` });
  const details = page.getByRole('region', { name: 'Title and description' });
  const save = details.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await details.getByLabel('Description').fill('');
  await expect(save).toBeDisabled();
  await details.getByLabel('Description').fill('A project of the team journey, with a new scope.');
  await details.getByLabel('Title').fill(`${project.title} (renamed)`);
  await save.click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${project.title} (renamed)` })).toBeVisible();

  const payment = page.getByRole('region', { name: 'Payment' });
  const savePayment = payment.getByRole('button', { name: 'Save payment' });
  await expect(savePayment).toBeDisabled();
  await payment.getByLabel('Invoicing e-mail').fill('accounts@');
  await expect(payment.getByText('Invalid email address.')).toBeVisible();
  await expect(payment.getByLabel('Invoicing e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(savePayment).toBeDisabled();
  await payment.getByLabel('Invoicing e-mail').fill('accounts@acme-logistics.test');
  // The designer's client rate is priced in euros: the currency can no longer change.
  await expect(payment.getByLabel('Currency')).toBeDisabled();
  await expect(
    payment.getByText('The currency cannot change once team members have client rates in it.'),
  ).toBeVisible();
  const paymentSaved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/projects/${project.id}/`) && response.request().method() === 'PATCH',
  );
  await savePayment.click();
  expect((await paymentSaved).ok()).toBe(true);
  // The notification of the first save may still be on screen: the latest one is the payment's.
  await expect(page.getByText('Project updated successfully').last()).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'settings-details');

  const detail = await (await page.request.get(`/api/projects/${project.id}/`)).json();
  expect(detail).toMatchObject({ currency: 'EUR', invoicing_email: 'accounts@acme-logistics.test' });
});

/** An opportunity with the demo cso, converted before anyone gave an invoicing e-mail. */
async function convertedOpportunity(baseURL: string): Promise<number> {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const cso = await admin.candidate('cso', 'cso@demo.test');
    const created = await admin.post('/api/projects/', {
      stage: 'opportunity',
      category: 'project',
      title: `Converted ${Date.now().toString(36)}`,
      description: 'An opportunity converted before anyone gave an invoicing e-mail.',
      expected_start_date: inDays(5),
      cso: { id: cso.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = await created.json();
    const converted = await admin.patch(`/api/projects/${id}/`, { stage: 'active' });
    expect(converted.status(), await converted.text()).toBe(200);
    return id;
  } finally {
    await admin.dispose();
  }
}

test('the support officer changes the currency of a project without an invoicing e-mail', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const id = await convertedOpportunity(baseURL as string);
  await loginAs('cso', { via: 'api', goto: `/projects/${id}/settings` });
  const payment = page.getByRole('region', { name: 'Payment' });
  // The e-mails are the managers' (disabled, empty here): they do not hold up the currency's save.
  await expect(payment.getByLabel('Invoicing e-mail')).toBeDisabled();
  await expect(payment.getByLabel('Invoicing e-mail')).toHaveValue('');
  await payment.getByLabel('Currency').click();
  await page.getByRole('option', { name: 'USD' }).click();
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/projects/${id}/`) && response.request().method() === 'PATCH',
  );
  await payment.getByRole('button', { name: 'Save payment' }).click();
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({ currency: 'USD' });
  await expect(page.getByText('Project updated successfully')).toBeVisible();
});

test('on a phone (360 px) the team settings stay usable', async ({ page, loginAs, baseURL }) => {
  const project = await teamProject(baseURL as string);
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/settings/team` });
  await expect(page.getByText('Chidi Eze', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
