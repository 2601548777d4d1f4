import { MESSAGES } from '@kazi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal } from '../../test/client.ts';
import { fillPath, routeKey } from '../../test/routes.ts';
import { exemptDemoAccounts, resolveTwoFactorRequirement, warnIfTwoFactorOff } from './setting.ts';
import { enrol, totpAt } from './test-helpers.ts';

// REQUIRE_TWO_FACTOR_FOR_ADMINS on (the default outside the demo): admins cannot sign in without
// a second factor. Other suites turn it off (test/app.ts) to sign admins in with a password.

const ENROLMENT = [
  'GET /api/me/two-factor/',
  'POST /api/me/two-factor/setup/',
  'POST /api/me/two-factor/confirm/',
  'GET /api/auth/verify/',
];
const REFUSED = MESSAGES.twoFactor.enrolmentRequired;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_TWO_FACTOR_FOR_ADMINS: '1' });
});
afterAll(() => t.close());

describe.each(['admin', 'pay_admin'] as const)('a %s without a second factor', (role) => {
  it('reaches no signed-in route but the set-up, until the set-up is confirmed', async () => {
    const { client } = await loginAs(t.app, role);
    expect((await client.get('/api/me/two-factor/')).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    const permissions = new Set((await client.get('/api/auth/verify/')).json().user.permissions as string[]);
    const opened: string[] = [];
    let gated = 0;
    for (const route of t.app.routeTable) {
      const key = routeKey(route);
      if (route.access === 'public' || ENROLMENT.includes(key)) continue;
      const body = route.method === 'GET' ? undefined : {};
      const response = await client.request(route.method as 'GET', fillPath(route.url), body);
      // Routes of the role's permissions answer the enrolment refusal; others the usual 403.
      const mayUse = route.access === 'signed-in' || permissions.has(route.access);
      const expected = mayUse ? REFUSED : MESSAGES.api.forbidden;
      if (response.statusCode !== 403 || response.json().detail !== expected) {
        opened.push(`${key} ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
      if (mayUse) gated += 1;
    }
    expect(opened).toEqual([]);
    expect(gated).toBeGreaterThan(40);
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);

    await enrol(client);
    expect((await client.get('/api/me/settings/')).statusCode).toBe(200);
  });
});

describe('with a second factor', () => {
  it('an admin signs in only with the password and a code', async () => {
    const { client, user } = await loginAs(t.app, 'admin');
    const { secret } = await enrol(client);
    const browser = anonymous(t.app);
    expect((await browser.login(user.email, 'test-password')).json()).toEqual({ two_factor_required: true });
    expect((await browser.get('/api/users/')).statusCode).toBe(401);
    await browser.post('/api/auth/login/two-factor/', { code: await totpAt(secret, 1) });
    expect((await browser.get('/api/users/')).statusCode).toBe(200);
  });

  it('an admin who turns it off is held at the set-up again', async () => {
    const { client } = await loginAs(t.app, 'admin');
    const { recoveryCodes } = await enrol(client);
    const off = await client.post('/api/me/two-factor/disable/', {
      password: 'test-password',
      recovery_code: recoveryCodes[0],
    });
    expect(off.statusCode).toBe(200);
    const refused = await client.get('/api/users/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(REFUSED));
  });

  it('leaves other roles free to choose', async () => {
    const { client } = await loginAs(t.app, 'staff');
    expect((await client.get('/api/me/two-factor/')).json()).toMatchObject({ required: false });
    expect((await client.get('/api/me/settings/')).statusCode).toBe(200);
  });
});

describe('the setting', () => {
  it('is on by default; the demo exempts the accounts it seeded (and says so); the variable decides when set', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    expect(await resolveTwoFactorRequirement(t.app.db, { requireTwoFactorForAdmins: null })).toEqual({
      requiredForAdmins: true,
      source: 'default',
      exemptUserIds: [],
    });
    await exemptDemoAccounts(t.app.db, [user.id]);
    const demo = await resolveTwoFactorRequirement(t.app.db, { requireTwoFactorForAdmins: null });
    expect(demo).toEqual({ requiredForAdmins: true, source: 'demo', exemptUserIds: [user.id] });
    expect(await resolveTwoFactorRequirement(t.app.db, { requireTwoFactorForAdmins: true })).toEqual({
      requiredForAdmins: true,
      source: 'setting',
      exemptUserIds: [],
    });
    const warnings: string[] = [];
    expect(warnIfTwoFactorOff(demo, { warn: (line) => warnings.push(line) })).toBe(true);
    expect(warnings[0]).toContain('REQUIRE_TWO_FACTOR_FOR_ADMINS=1');
    expect(
      warnIfTwoFactorOff(
        { requiredForAdmins: true, source: 'default', exemptUserIds: [] },
        { warn: () => {} },
      ),
    ).toBe(false);
  });
});
