import AxeBuilder from '@axe-core/playwright';
import { type Permission, permissionsOf } from '@kazi/shared/auth/permissions';
import { type Role, type RoleSubject, rolesOf } from '@kazi/shared/auth/roles';
import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

export type DemoKey =
  | 'admin'
  | 'payadmin'
  | 'cm'
  | 'cso'
  | 'spacelead'
  | 'client'
  | 'dev'
  | 'designer'
  | 'newdev'
  | 'newclient';

export interface DemoAccount {
  key: DemoKey;
  email: string;
  firstName: string;
  /** What decides the roles (docs/api.md, "Demo accounts"); roles and permissions derive from it. */
  subject: RoleSubject;
  roles: Role[];
  permissions: Permission[];
  /** false for the accounts that have not finished onboarding. */
  canContribute: boolean;
}

const person = (type: RoleSubject['type'], category: RoleSubject['category'] = null): RoleSubject => ({
  type,
  category,
  is_admin: false,
  is_pay_admin: false,
  is_staff: false,
});

/** docs/api.md "Demo accounts": email, role, and the first name the demo seed gives each. */
const ACCOUNTS: Record<DemoKey, { firstName: string; subject: RoleSubject; canContribute: boolean }> = {
  admin: {
    firstName: 'Grace',
    subject: { ...person(3), is_admin: true, is_staff: true },
    canContribute: true,
  },
  payadmin: { firstName: 'Samuel', subject: { ...person(3), is_pay_admin: true }, canContribute: true },
  cm: { firstName: 'Lindiwe', subject: person(3), canContribute: true },
  cso: { firstName: 'Yusuf', subject: person(6), canContribute: true },
  spacelead: { firstName: 'Kwame', subject: person(7), canContribute: true },
  client: { firstName: 'Sophie', subject: person(2), canContribute: true },
  dev: { firstName: 'Amina', subject: person(1, 'developer'), canContribute: true },
  designer: { firstName: 'Chidi', subject: person(1, 'designer'), canContribute: true },
  newdev: { firstName: 'Brian', subject: person(1, 'developer'), canContribute: false },
  newclient: { firstName: 'Lena', subject: person(2), canContribute: false },
};

export const DEMO: Record<DemoKey, DemoAccount> = Object.fromEntries(
  (Object.keys(ACCOUNTS) as DemoKey[]).map((key) => {
    const { firstName, subject, canContribute } = ACCOUNTS[key];
    const roles = rolesOf(subject);
    return [
      key,
      {
        key,
        email: `${key}@demo.test`,
        firstName,
        subject,
        roles,
        permissions: permissionsOf(roles),
        canContribute,
      },
    ];
  }),
) as Record<DemoKey, DemoAccount>;

export const DEMO_KEYS = Object.keys(ACCOUNTS) as DemoKey[];
/** The accounts that finished onboarding and so see the application shell. */
export const ONBOARDED_KEYS = DEMO_KEYS.filter((key) => DEMO[key].canContribute);

export function can(account: DemoAccount, permission: Permission): boolean {
  return account.permissions.includes(permission);
}

export interface LoginOptions {
  /** 'ui' fills the login form (default); 'api' posts to /api/auth/login/ with the page's cookies. */
  via?: 'ui' | 'api';
  /** Where to go after an API login; the UI login lands on /dashboard by itself. Default /dashboard. */
  goto?: string | null;
}

/** Fills and submits the login form on the current page. */
export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs in through the API in the page's browser context: GET auth/verify/ sets the csrftoken
 * cookie (answering 401), then POST auth/login/ with the X-CSRFToken header. Cookies land in the
 * context, so the next navigation is signed in.
 */
export async function apiLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.request.get('/api/auth/verify/');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken');
  expect(csrf, 'GET /api/auth/verify/ should set the csrftoken cookie').toBeTruthy();
  const response = await page.request.post('/api/auth/login/', {
    data: { email, password },
    headers: { 'X-CSRFToken': csrf?.value ?? '' },
  });
  expect(response.status(), `API login as ${email}: ${await response.text()}`).toBe(200);
}

type Fixtures = {
  /** Signs the page in as a demo account; returns the account with its roles and permissions. */
  loginAs: (key: DemoKey, options?: LoginOptions) => Promise<DemoAccount>;
  /**
   * Whether the browser has already answered the cookie banner (default true, so the banner never
   * covers what a journey clicks). Journeys about the banner use `test.use({ cookieConsentAnswered: false })`.
   */
  cookieConsentAnswered: boolean;
};

export const test = base.extend<Fixtures>({
  cookieConsentAnswered: [true, { option: true }],
  context: async ({ context, cookieConsentAnswered, baseURL }, use) => {
    if (cookieConsentAnswered && baseURL) {
      await context.addCookies([
        { name: 'kazi_cookie_consent_closed_at', value: String(Date.now()), url: baseURL },
      ]);
    }
    await use(context);
  },
  loginAs: async ({ page }, use) => {
    await use(async (key, options = {}) => {
      const account = DEMO[key];
      const via = options.via ?? 'ui';
      if (via === 'api') {
        // Leave a signed-in page first: a request it still has in flight would be answered after the
        // new sign-in with "session ended", whose cleared cookie is then the new session's (the
        // server clears a stale session's cookie; real people switch accounts by logging out).
        if (page.url() !== 'about:blank') await page.goto('about:blank');
        await apiLogin(page, account.email);
        const target = options.goto === undefined ? '/dashboard' : options.goto;
        if (target) await page.goto(target);
      } else {
        await page.goto('/login');
        await fillLoginForm(page, account.email, DEMO_PASSWORD);
        await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
        if (options.goto) await page.goto(options.goto);
      }
      return account;
    });
  },
});

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits (at most 3 s) for the page's finite transitions and animations to end, so axe reads the
 * colours a person sees and not a dialog's buttons half faded in. Spinners and skeletons animate
 * forever and are not waited for; a transition replaced by the next one is cancelled: its
 * `finished` rejects, and that is settled too.
 */
export async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/**
 * Runs `read` while the page's animations play a thousand times faster, so a transition that
 * starts meanwhile (a toast closing on its timer) ends at once and axe never reads a colour half
 * faded. The timeline belongs to the page (Chromium's DevTools protocol) and goes back to normal.
 */
async function onFastTimeline<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1000 });
  try {
    return await read();
  } finally {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => undefined);
    await devtools.detach().catch(() => undefined);
  }
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * rule id, impact, help text, help URL and the offending targets. The full result is attached to
 * the test report.
 */
export async function expectNoA11yViolations(page: Page, options: { disableRules?: string[] } = {}) {
  await settleTransitions(page);
  // Only violations are read: axe then details no passing node. Legacy mode runs axe.run in the
  // page itself instead of finishing each run in a new blank page.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await onFastTimeline(page, () => builder.analyze());
  await test.info().attach(`axe ${new URL(page.url()).pathname}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const failing = results.violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact));
  const report = failing
    .map((v) =>
      [
        `- ${v.id} (${v.impact}): ${v.help}`,
        `  ${v.helpUrl}`,
        ...v.nodes.map(
          (node) =>
            `  at ${node.target.join(' ')}${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`,
        ),
      ].join('\n'),
    )
    .join('\n');
  expect(
    failing.map((v) => v.id),
    `axe: serious or critical violations on ${page.url()}:\n${report}`,
  ).toEqual([]);
}

/** Collects uncaught page errors so a journey can assert that nothing crashed. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Where the login form lives for a signed-out visitor: `/` or `/login`. */
export const LOGIN_PATH = /^\/(login\/?)?$/;

/**
 * With E2E_SHOTS_DIR set (e.g. /tmp/kazi-e2e-shots), saves a full-page screenshot under that name:
 * a way to look at what the journeys really see. Does nothing otherwise.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name.replace(/[^\w.-]+/g, '-')}.png`, fullPage: true });
}
