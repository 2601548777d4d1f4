import { MESSAGES } from '@kazi/shared/messages';
import {
  expect as baseExpect,
  collectPageErrors,
  expectNoA11yViolations,
  settleTransitions,
  shot,
  test,
} from './fixtures.ts';
import { fintechOpportunityId } from './opportunity-helpers.ts';
import { freshEmail, linkMailedTo } from './people.ts';
import { apiAs } from './people-helpers.ts';

// Sharing an opportunity's shortlist with the client (ADR 031): the client manager shares the
// fintech opportunity's shortlist; the client, with no account, opens the mailed link on a phone,
// gets the password wrong once, then answers on two candidates; the staff see the answers.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const M = MESSAGES.shortlistShare;
const SHARE_LINK = /https?:\/\/\S+\/shortlist\/[\w-]{43}/;
const PASSWORD_LINE = /^Password: (\S+)$/m;

test('staff share the shortlist, the client answers from a phone, staff read the answers', async ({
  page,
  browser,
  loginAs,
  baseURL,
}) => {
  const projectId = await fintechOpportunityId(baseURL as string);
  const client = freshEmail('pesa-buyer');

  // The client manager shares the shortlist from the Shortlist tab.
  await loginAs('cm', { via: 'api', goto: `/projects/${projectId}/network/shortlist` });
  await expect(page.getByRole('heading', { name: M.panelTitle })).toBeVisible();
  await page.getByRole('button', { name: M.shareButton }).click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await dialog.getByRole('button', { name: M.send }).click();
  await expect(dialog.getByText(M.emailRequired)).toBeVisible();
  await expect(dialog.getByText(M.messageRequired)).toBeVisible();
  await dialog.getByLabel(M.emailLabel).fill(client);
  await dialog.getByLabel(M.messageLabel).fill('Here are our two candidates.\nTell us what you think.');
  await settleTransitions(page);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: M.send }).click();
  await expect(page.getByText('Email successfully sent').first()).toBeVisible();
  const sent = page.getByRole('dialog', { name: M.sentTitle });
  const shownLink = await sent.getByRole('textbox', { name: M.linkLabel, exact: true }).inputValue();
  const shownPassword = await sent.getByRole('textbox', { name: M.passwordLabel, exact: true }).inputValue();
  await expect(
    sent.getByRole('button', { name: `${M.copy} ${M.passwordLabel.toLowerCase()}` }),
  ).toBeVisible();
  await shot(page, 'opportunity-share-sent');
  await sent.getByRole('button', { name: M.close }).first().click();
  const row = page.getByRole('row').filter({ hasText: client });
  await expect(row.getByText(M.statuses.active)).toBeVisible();

  // The link and password, as the client's mail has them (the admin reads the dev mailbox).
  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  const path = await linkMailedTo(admin, client, SHARE_LINK);
  const outbox = await (await admin.get('/api/mail/outbox/?page_size=200')).json();
  const mail = (outbox.results as { to: string; text: string }[]).find((m) => m.to === client);
  await admin.dispose();
  const password = mail?.text.match(PASSWORD_LINE)?.[1] as string;
  expect(password).toBe(shownPassword);
  expect(new URL(shownLink).pathname).toBe(path);

  // The client, on a phone, with no account.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
  await phone.addCookies([
    { name: 'kazi_cookie_consent_closed_at', value: String(Date.now()), url: baseURL as string },
  ]);
  const clientPage = await phone.newPage();
  const errors = collectPageErrors(clientPage);
  await clientPage.goto(path);
  await expect(clientPage.getByRole('heading', { level: 1, name: M.unlockGenericTitle })).toBeVisible();
  await expectNoA11yViolations(clientPage);
  await clientPage.locator('input[type="password"]').fill('not-the-password');
  await clientPage.getByRole('button', { name: M.open }).click();
  await expect(clientPage.getByText(M.wrongPassword)).toBeVisible();
  await clientPage.locator('input[type="password"]').fill(password);
  await clientPage.getByRole('button', { name: M.open }).click();
  await expect(
    clientPage.getByRole('heading', { level: 1, name: 'Candidates for Fintech onboarding MVP' }),
  ).toBeVisible();
  // The shortlist as it is now: other journeys may add to the demo one while this one runs.
  const cards = clientPage.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const text = await clientPage.locator('body').innerText();
  for (const secret of ['dev@demo.test', 'designer@demo.test', '+256', '+254', 'Rate', 'Kampala Road'])
    expect(text).not.toContain(secret);
  await settleTransitions(clientPage);
  await expectNoA11yViolations(clientPage);
  await expect
    .poll(() => clientPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await shot(clientPage, 'opportunity-share-client-phone');

  const names = (await cards.getByRole('heading', { level: 2 }).allInnerTexts()).map((name) => name.trim());
  const card = (name: string) => cards.filter({ has: clientPage.getByRole('heading', { level: 2, name }) });
  const [firstName, secondName] = names as [string, string];
  const first = card(firstName);
  await first.getByRole('radio', { name: M.answerInterested, exact: true }).check();
  await first.getByRole('button', { name: M.sendAnswer }).click();
  await expect(first.getByText(`You answered: ${M.answers.interested}`)).toBeVisible();

  const second = card(secondName);
  await second.getByRole('radio', { name: M.answerQuestion }).check();
  await second.getByRole('button', { name: M.sendAnswer }).click();
  await expect(second.getByText(M.questionRequired)).toBeVisible();
  await second.getByLabel(M.questionLabel).fill('Can they start in two weeks?');
  await second.getByRole('button', { name: M.sendAnswer }).click();
  await expect(second.getByText(`You answered: ${M.answers.question}`)).toBeVisible();
  await settleTransitions(clientPage);
  await expectNoA11yViolations(clientPage);
  expect(errors).toEqual([]);
  await phone.close();

  // The staff see the answers.
  await page.reload();
  const answers = page.getByTestId('client-answer');
  await expect(answers.filter({ hasText: firstName }).getByText(M.answers.interested)).toBeVisible();
  const asked = answers.filter({ hasText: secondName });
  await expect(asked.getByText(M.answers.question)).toBeVisible();
  await expect(asked.getByText('Can they start in two weeks?')).toBeVisible();
  await shot(page, 'opportunity-share-answers');
});

test('the staff revoke a link after a confirmation, and the link stops working', async ({
  page,
  browser,
  loginAs,
  baseURL,
}) => {
  const projectId = await fintechOpportunityId(baseURL as string);
  const cm = await apiAs(baseURL as string, 'cm@demo.test');
  const email = freshEmail('pesa-revoke');
  const response = await cm.post('/api/send-email/', {
    project: { id: projectId },
    email,
    message: 'A link to revoke.',
  });
  expect(response.status()).toBe(201);
  const { access_link } = await response.json();
  await cm.dispose();

  await loginAs('cm', { via: 'api', goto: `/projects/${projectId}/network/shortlist` });
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `${M.revoke} ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: M.revokeTitle });
  await expect(confirm.getByText(email)).toBeVisible();
  await confirm.getByRole('button', { name: M.revokeConfirm }).click();
  await expect(row.getByText(M.statuses.revoked)).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const clientPage = await context.newPage();
  await clientPage.goto(new URL(access_link).pathname);
  await expect(clientPage.getByText(M.notFound)).toBeVisible();
  await expectNoA11yViolations(clientPage);
  await context.close();
});
