import { MESSAGES } from '@kazi/shared/messages';
import { expect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { freshEmail } from './people.ts';

// Invitations (Invite screen, Pending invites; Invite form).

const I = MESSAGES.invites;

test('an admin invites a developer, resends the invitation and deletes it', async ({ page, loginAs }) => {
  await loginAs('admin', { via: 'api', goto: '/settings/users' });
  await expect(page).toHaveURL(/\/settings\/users\/active$/);
  await page.getByRole('tab', { name: 'Invite', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/users\/invite$/);

  // Every field is required, with the form's messages tied to the fields.
  await page.getByRole('button', { name: 'Send invite' }).click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(I.emailRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(I.firstNameRequired, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // Staff-side inviters are told that an address already has an account (ADR 015).
  await email.fill('dev@demo.test');
  await page.getByLabel('First name').fill('Wambui');
  await page.getByLabel('Last name').fill('Karanja');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(I.userExists).first()).toBeVisible();

  const address = freshEmail('invited');
  await email.fill(address);
  // Admins see every user type; Category shows for Developer only.
  await page.getByRole('combobox', { name: 'User type' }).click();
  await expect(page.getByRole('option', { name: 'Client Support Officer' })).toBeVisible();
  await page.getByRole('option', { name: 'Developer', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(I.sent, { exact: true })).toBeVisible();
  await shot(page, 'invites-sent');

  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toBeVisible();
  await expect(row.getByText('Wambui Karanja')).toBeVisible();
  await expectNoA11yViolations(page);

  await row.getByRole('button', { name: `Resend the invitation to ${address}` }).click();
  await expect(page.getByText(I.sent, { exact: true }).first()).toBeVisible();
  await expect(row.getByText('Resent')).toBeVisible();

  await row.getByRole('button', { name: `Delete the invitation to ${address}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete invitation?' });
  await expect(dialog).toContainText(address);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete invitation' }).click();
  await expect(page.getByText(I.deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: address })).toHaveCount(0);
  await shot(page, 'invites-pending');
});

test('a client sees only Invite and Pending, invites developers only, and sees their own invitations', async ({
  page,
  loginAs,
}) => {
  await loginAs('client', { via: 'api', goto: '/settings/users' });
  await expect(page).toHaveURL(/\/settings\/users\/invite$/);
  const tabs = page.getByRole('tablist', { name: 'Users' });
  await expect(tabs.getByRole('tab')).toHaveText(['Invite', 'Pending']);
  await page.getByRole('combobox', { name: 'User type' }).click();
  await expect(page.getByRole('option')).toHaveText(['Developer']);
  await page.keyboard.press('Escape');

  // An address that already has an account looks like any other to a client (ADR 015): the
  // invitation is sent and listed; the person gets a mail saying they already have an account.
  await page.getByLabel('Email', { exact: true }).fill('dev@demo.test');
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Nakato');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(I.sent, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(I.userExists)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'fatuma.ali@example.test' })).toBeVisible();
  const existing = page.getByRole('row').filter({ hasText: 'dev@demo.test' });
  await expect(existing).toBeVisible();
  await existing.getByRole('button', { name: 'Delete the invitation to dev@demo.test' }).click();
  await page
    .getByRole('dialog', { name: 'Delete invitation?' })
    .getByRole('button', { name: 'Delete invitation' })
    .click();
  await expect(existing).toHaveCount(0);
  // The admin's invitations are not the client's.
  await expect(page.getByRole('row').filter({ hasText: 'marit.jansen@example.test' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  expect((await page.request.get('/api/users/')).status()).toBe(403);
  await page.goto('/settings/users/active');
  await expect(page).toHaveURL(/\/settings\/users\/invite$/);
});

test('a developer has no Users tab and the API refuses invitations', async ({ page, loginAs }) => {
  await loginAs('dev', { via: 'api', goto: '/settings/account' });
  await expect(page.getByRole('tab', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users', exact: true })).toHaveCount(0);
  expect((await page.request.get('/api/invites/?used=False')).status()).toBe(403);
});
