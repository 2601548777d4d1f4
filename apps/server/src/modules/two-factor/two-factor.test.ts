import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginChallenges, twoFactorCredentials } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal } from '../../test/client.ts';
import { enrol, totpAt } from './test-helpers.ts';

const M = MESSAGES.twoFactor;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('setting up two-factor sign-in', () => {
  it('gives a secret, its otpauth URI and a local QR code; a first code turns it on with 10 recovery codes', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    expect((await client.get('/api/me/two-factor/')).json()).toEqual({
      enabled: false,
      required: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const setup = (await client.post('/api/me/two-factor/setup/')).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toBe(
      `otpauth://totp/Kazi:${encodeURIComponent(user.email)}?secret=${setup.secret}&issuer=Kazi`,
    );
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const [row] = await t.app.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, user.id));
    expect(row?.secret).not.toContain(setup.secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await client.post('/api/me/two-factor/confirm/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [M.invalidCode] });

    const confirmed = await client.post('/api/me/two-factor/confirm/', { code: await totpAt(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const status = (await client.get('/api/me/two-factor/')).json();
    expect(status).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });
    expect(JSON.stringify(status)).not.toContain(setup.secret);
    const again = await client.post('/api/me/two-factor/setup/');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(M.alreadyEnabled));
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.two_factor.enabled'));
    expect(audit.map((a) => a.actorId)).toContain(user.id);
  });

  it('refuses a confirmation without a set-up started', async () => {
    const { client } = await loginAs(t.app, 'client');
    const response = await client.post('/api/me/two-factor/confirm/', { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(M.notStarted));
  });
});

describe('signing in with a second factor', () => {
  it('the password alone starts no session; the code completes the sign-in with a new session', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const { secret } = await enrol(client);
    const oldCsrf = client.csrfToken;

    const browser = anonymous(t.app);
    const password = await browser.login(user.email, 'test-password');
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ two_factor_required: true });
    expect(browser.cookies.has('sessionid')).toBe(false);
    const challenge = password.cookies.find((c) => c.name === 'two_factor_login');
    expect(challenge).toMatchObject({
      httpOnly: true,
      path: '/api/auth/login/',
      sameSite: 'Strict',
      maxAge: 300,
    });
    expect((await browser.get('/api/auth/verify/')).statusCode).toBe(401);

    const wrong = await browser.post('/api/auth/login/two-factor/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [M.invalidCode] });

    const code = await totpAt(secret, 1);
    const done = await browser.post('/api/auth/login/two-factor/', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    expect(browser.cookies.has('sessionid')).toBe(true);
    expect(browser.cookies.has('two_factor_login')).toBe(false);
    expect(browser.csrfToken).not.toBe(oldCsrf);
    expect((await browser.get('/api/auth/verify/')).statusCode).toBe(200);

    // The same code never works twice, even with a new password step.
    const replay = anonymous(t.app);
    expect((await replay.login(user.email, 'test-password')).json()).toEqual({ two_factor_required: true });
    const replayed = await replay.post('/api/auth/login/two-factor/', { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ code: [M.invalidCode] });
  });

  it('a recovery code signs in once', async () => {
    const { client, user } = await loginAs(t.app, 'designer');
    const { recoveryCodes } = await enrol(client);
    const first = anonymous(t.app);
    await first.login(user.email, 'test-password');
    const typed = recoveryCodes[3]?.toUpperCase().replace(/-/g, ' ') as string;
    const used = await first.post('/api/auth/login/two-factor/', { recovery_code: typed });
    expect(used.statusCode, used.body).toBe(200);
    expect((await first.get('/api/me/two-factor/')).json().recovery_codes_left).toBe(9);

    const second = anonymous(t.app);
    await second.login(user.email, 'test-password');
    const again = await second.post('/api/auth/login/two-factor/', { recovery_code: recoveryCodes[3] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ recovery_code: [M.invalidCode] });
  });

  it('needs a live pending sign-in: none, expired or spent answers 400', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const { secret } = await enrol(client);
    const none = await anonymous(t.app).post('/api/auth/login/two-factor/', {
      code: await totpAt(secret, 1),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ non_field_errors: [M.challengeExpired] });

    const late = anonymous(t.app);
    await late.login(user.email, 'test-password');
    await t.app.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    const expired = await late.post('/api/auth/login/two-factor/', { code: await totpAt(secret, 1) });
    expect(expired.json()).toEqual({ non_field_errors: [M.challengeExpired] });
  });

  it('keeps the login contract for people without a second factor', async () => {
    const { user } = await loginAs(t.app, 'client');
    const response = await anonymous(t.app).login(user.email, 'test-password');
    expect(Object.keys(response.json())).toEqual(['user']);
  });
});

describe('turning two-factor sign-in off', () => {
  it('takes the password and a second factor', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const { secret, recoveryCodes } = await enrol(client);
    const wrongPassword = await client.post('/api/me/two-factor/disable/', {
      password: 'not-it',
      code: await totpAt(secret, 1),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ password: [MESSAGES.account.wrongPassword] });
    const noFactor = await client.post('/api/me/two-factor/disable/', { password: 'test-password' });
    expect(noFactor.statusCode).toBe(400);
    const wrongCode = await client.post('/api/me/two-factor/disable/', {
      password: 'test-password',
      code: '000000',
    });
    expect(wrongCode.json()).toEqual({ code: [M.invalidCode] });
    const off = await client.post('/api/me/two-factor/disable/', {
      password: 'test-password',
      recovery_code: recoveryCodes[0],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await client.get('/api/me/two-factor/')).json()).toMatchObject({ enabled: false });
    expect(
      (await client.post('/api/me/two-factor/disable/', { password: 'x', code: '123456' })).statusCode,
    ).toBe(409);
  });
});
