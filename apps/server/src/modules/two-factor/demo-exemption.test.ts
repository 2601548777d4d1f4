import { MESSAGES } from '@kazi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal } from '../../test/client.ts';
import { resolveTwoFactorRequirement, warnIfTwoFactorOff } from './setting.ts';

// The demo seed exempts its own accounts from the admins' requirement, not the installation:
// an admin created later in the same database must set up a second factor (ADR 019).

const REFUSED = refusal(MESSAGES.twoFactor.enrolmentRequired);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_TWO_FACTOR_FOR_ADMINS: undefined });
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
  // The requirement is read at start: read it again, as the server started on this database would.
  Object.assign(t.app.twoFactor, await resolveTwoFactorRequirement(t.app.db, t.config));
});
afterAll(() => t.close());

describe('a demo-seeded database', () => {
  it('lets the demo admin and pay admin in with a password, and says so at start', async () => {
    expect(t.app.twoFactor).toMatchObject({ requiredForAdmins: true, source: 'demo' });
    for (const email of ['admin@demo.test', 'payadmin@demo.test']) {
      const browser = anonymous(t.app);
      expect((await browser.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await browser.get('/api/me/settings/')).statusCode).toBe(200);
      expect((await browser.get('/api/me/two-factor/')).json()).toMatchObject({ required: false });
    }
    const warnings: string[] = [];
    expect(warnIfTwoFactorOff(t.app.twoFactor, { warn: (line) => warnings.push(line) })).toBe(true);
    expect(warnings[0]).toContain('any admin or pay admin added later must set one up');
  });

  it.each(['admin', 'pay_admin'] as const)('requires a %s created later to enrol', async (role) => {
    const { client } = await loginAs(t.app, role);
    const refused = await client.get('/api/me/settings/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSED);
    expect((await client.get('/api/me/two-factor/')).json()).toMatchObject({ required: true });
  });

  it('with REQUIRE_TWO_FACTOR_FOR_ADMINS=1, exempts no one', async () => {
    expect(await resolveTwoFactorRequirement(t.app.db, { requireTwoFactorForAdmins: true })).toEqual({
      requiredForAdmins: true,
      source: 'setting',
      exemptUserIds: [],
    });
  });
});
