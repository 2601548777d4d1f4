import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs, createOnboardedPerson, logIn } from './people-helpers.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The bell (ADR 025): a developer created for this journey is invited to a project and reminded;
// both are in their bell with the unread count, which they read by keyboard, mark read one by
// one or all at once, and follow to the invitation.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function inviteAndRemind(baseURL: string, email: string) {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const dev = await admin.candidate('developer', email);
    const owner = await admin.candidate('owner', 'client@demo.test');
    const title = `Bell ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title,
      description: 'A project of the notification journey.',
      type: 'web',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: owner.id },
      participation: [
        {
          user: { id: dev.id },
          payment_structure: { hours_per_week: 20, payout_rate: '22', client_rate: '38' },
        },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).id as number;
    const reminded = await admin.post(`/api/projects/${id}/remind/`, {});
    expect(reminded.status(), await reminded.text()).toBe(200);
    return { id, title };
  } finally {
    await admin.dispose();
  }
}

test('a developer reads their notifications in the bell, marks them read and follows one', async ({
  page,
  baseURL,
}) => {
  const person = await createOnboardedPerson(baseURL as string, 'developer');
  const project = await inviteAndRemind(baseURL as string, person.email);
  await logIn(page, person);

  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await expectNoA11yViolations(page);

  // By keyboard: Enter opens the list, Escape closes it and gives focus back to the bell.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const invite = panel.getByRole('link', { name: `You are invited to join "${project.title}"` });
  const reminder = panel.getByRole('link', {
    name: `Your invitation to join "${project.title}" is waiting for your answer`,
  });
  await expect(reminder).toBeVisible();
  await expect(invite).toBeVisible();
  await shot(page, 'notifications-open');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();

  // Mark the reminder read: the count follows.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await panel
    .getByRole('button', {
      name: `Mark read: Your invitation to join "${project.title}" is waiting for your answer`,
    })
    .click();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Mark all read: no count left, and the list keeps them (read).
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
  await expect(invite).toBeVisible();

  // The link leads to the thing, and the list closes.
  await invite.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/accept_invite$`));
  await expect(panel).toBeHidden();
  await expectNoA11yViolations(page);
});
