import { MESSAGES } from '@kazi/shared/messages';
import type { Browser, Page } from '@playwright/test';
import { collectPageErrors, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// /settings/profile, Profile save and Share link, Bio, Work, Skills: the designer
// demo account edits their profile, shares it, a visitor reads it in a fresh browser, and once the
// link is switched off the page refuses. designer@ starts with the link switched off (demo data).

const dialog = (page: Page) => page.getByRole('dialog');

/** A browser with no session at all: the person the link was sent to. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([
    { name: 'kazi_cookie_consent_closed_at', value: String(Date.now()), url: baseURL },
  ]);
  return { context, page: await context.newPage() };
}

test('a designer edits the profile, shares it, and switching the link off makes the page refuse', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await loginAs('designer', { goto: '/settings/profile' });

  // Skills grouped by type with the designer labels; the bio counter.
  await expect(page.getByRole('heading', { name: 'Design skills' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Design tools' })).toBeVisible();
  const bio = page.getByRole('textbox', { name: 'Bio' });
  const before = Number(
    (
      await page
        .getByText(/characters left/)
        .first()
        .textContent()
    )?.match(/\d+/)?.[0],
  );
  await bio.press('End');
  await bio.pressSequentially(' Hi');
  await expect(page.getByText(`${before - 3} characters left`)).toBeVisible();
  await expectNoA11yViolations(page);

  // Primary skills: Figma's switch flips (a retry finds the first run's save), saved with
  // ' Saving...' then the default notice.
  const figma = page.getByRole('button', { name: 'Primary skill: Figma' });
  const wasPrimary = await figma.getAttribute('aria-pressed');
  await figma.click();
  await expect(figma).toHaveAttribute('aria-pressed', wasPrimary === 'true' ? 'false' : 'true');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(MESSAGES.generic.saved)).toBeVisible();

  // Work experience: every message, tied to its field.
  await page.getByRole('button', { name: 'Add work experience' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Company is required',
    'Job title is required',
    'Experience is required',
    'Start date is required',
    'End date is required',
  ]) {
    await expect(dialog(page).getByText(message).first()).toBeVisible();
  }
  await expect(dialog(page).getByRole('textbox', { name: 'Company' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoA11yViolations(page);

  const company = `Journey Studio ${Date.now().toString(36)}`;
  await dialog(page).getByRole('textbox', { name: 'Company' }).fill(company);
  await dialog(page).getByRole('textbox', { name: 'Job title' }).fill('Lead Designer');
  await dialog(page)
    .getByRole('textbox', { name: 'Experience' })
    .fill('Led the redesign of a logistics app.');
  await dialog(page).getByLabel('Start month').selectOption('6');
  await dialog(page).getByLabel('Start year').selectOption('2022');
  await dialog(page).getByLabel('End month').selectOption('1');
  await dialog(page).getByLabel('End year').selectOption('2021');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Start date is greater than end date')).toBeVisible();
  await dialog(page).getByRole('checkbox', { name: 'I currently work here' }).check();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText(`Lead Designer at ${company}`)).toBeVisible();
  await shot(page, 'developer-profile-designer');

  // Share: created on first open (designer@'s link is off), switched on, copied.
  await page.getByRole('button', { name: 'Share profile' }).click();
  const linkSwitch = dialog(page).getByRole('switch', { name: MESSAGES.share.switchLabel });
  await expect(linkSwitch).not.toBeChecked();
  await linkSwitch.click({ force: true });
  await expect(dialog(page).getByText(MESSAGES.share.linkEnabled)).toBeVisible();
  const url = await dialog(page).getByRole('textbox', { name: 'Link to your profile' }).inputValue();
  expect(url).toMatch(/\/p\/[\w-]{43}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog(page).getByRole('button', { name: MESSAGES.share.copy }).click();
  await expect(dialog(page).getByRole('button', { name: MESSAGES.share.copied })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: MESSAGES.share.copy })).toBeVisible();
  await expectNoA11yViolations(page);

  // A visitor opens the link in a fresh browser, without signing in.
  const guest = await visitor(browser, baseURL as string);
  await guest.page.goto(new URL(url).pathname);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Chidi Eze' })).toBeVisible();
  await expect(guest.page.getByText(`Lead Designer at ${company}`)).toBeVisible();
  await expect(guest.page.getByText('Design tools')).toBeVisible();
  await expect(guest.page.getByText('designer@demo.test')).toHaveCount(0);
  await expectNoA11yViolations(guest.page);

  // Switched off: the spec's message, and the page refuses.
  await linkSwitch.click({ force: true });
  await expect(dialog(page).getByText(MESSAGES.share.linkDisabled)).toBeVisible();
  await expect(linkSwitch).not.toBeChecked();
  await guest.page.reload();
  await expect(guest.page.getByText(MESSAGES.publicProfile.unavailableTitle)).toBeVisible();
  await expect(guest.page.getByText('Chidi Eze')).toHaveCount(0);
  await guest.context.close();

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'Education' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  expect(errors).toEqual([]);
});

test('a failed switch goes back and shows the error', async ({ page, loginAs }) => {
  await loginAs('dev', { goto: '/settings/profile' });
  await page.route('**/api/profile/share/*/', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"detail":"A server error occurred."}',
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Share profile' }).click();
  const linkSwitch = dialog(page).getByRole('switch', { name: MESSAGES.share.switchLabel });
  await expect(linkSwitch).toBeChecked();
  await linkSwitch.click({ force: true });
  await expect(dialog(page).getByRole('alert')).toHaveText('A server error occurred.');
  await expect(linkSwitch).toBeChecked();
});

test('skills: a duplicate is refused, free text is added, the last one stays; empty sections say so', async ({
  page,
  loginAs,
}) => {
  await loginAs('spacelead', { via: 'api', goto: '/settings/profile' });
  await expect(page.getByText(MESSAGES.experience.noProjects)).toBeVisible();
  const add = page.getByRole('textbox', { name: 'Add a skill' });
  await add.fill('Python');
  await add.press('Enter');
  await expect(page.getByText('Python is already a skill')).toBeVisible();
  await expect(add).toHaveAttribute('aria-invalid', 'true');
  await add.fill('Community building');
  await add.press('Enter');
  await expect(page.getByRole('heading', { name: 'Other skills' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Community building' })).toBeVisible();
  for (const name of ['Community building', 'Python', 'Django', 'Mentoring']) {
    const remove = page.getByRole('button', { name: `Remove ${name}` });
    if (await remove.count()) await remove.click();
  }
  await expect(page.getByText(MESSAGES.profile.skillRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expectNoA11yViolations(page);
});
