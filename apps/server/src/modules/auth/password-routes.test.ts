import { MESSAGES } from '@kazi/shared/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { accountTokens, auditLog, loginFailures, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, TestClient } from '../../test/client.ts';

const P = MESSAGES.passwords;
let t: TestApp;
beforeAll(async () => {
  // Every request here comes from one address; reset-throttle.test.ts covers the per-IP limit.
  t = await createTestApp({ RESET_MAX_REQUESTS_PER_IP: '1000' });
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));

async function resetLinkFor(email: string): Promise<{ uid: string; token: string }> {
  const [mail] = await mailsTo(email);
  const match = mail?.text.match(/\/reset-password\/confirm\/([\w-]+)\/([\w-]+)/);
  if (!match) throw new Error(`no reset mail to ${email}`);
  return { uid: match[1] as string, token: match[2] as string };
}

/** Asks for a link and waits for the job that mails it. */
async function reset(email: string) {
  const response = await anonymous(t.app).post('/api/auth/password/reset/', { email });
  await t.app.jobs.settled();
  return response;
}
const confirm = (link: { uid: string; token: string }, password = 'a brand new password') =>
  anonymous(t.app).post('/api/auth/password/reset/confirm/', {
    ...link,
    new_password1: password,
    new_password2: password,
  });

describe('auth/password/reset/', () => {
  it('greets with the name an inviter typed as inert text, never a link', async () => {
    const user = await createUserWithRole(t.app.db, 'developer', {
      firstName: '[Reset here](http://evil.example/x)',
    });
    expect((await reset(user.email)).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain('Hello [Reset here] (http[:]//evil[.]example/x),');
    expect(mail?.text).not.toContain('http://evil');
  });

  it('answers the same whether or not the email has an account', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    const known = await reset(user.email.toUpperCase());
    const unknown = await reset('nobody-at-all@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ detail: P.resetRequested });
    expect(await mailsTo('nobody-at-all@example.test')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.template).toBe('password-reset');
    expect(mail?.text).toContain(`${t.config.publicUrl}/reset-password/confirm/`);
  });

  it('does the same work for known and unknown emails: one queued job, no lookup', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    const enqueue = vi.spyOn(t.app.jobs, 'enqueue').mockResolvedValue();
    try {
      const ask = (email: string) =>
        t.queries.count(() => anonymous(t.app).post('/api/auth/password/reset/', { email }));
      const known = await ask(user.email);
      const unknown = await ask('nobody-at-all@example.test');
      expect(known.statements).toEqual(unknown.statements);
      expect(known.statements.join(' ')).not.toMatch(/"users"|account_tokens|outbox/);
      const answer = (r: typeof known.result) => ({
        status: r.statusCode,
        body: r.body,
        type: r.headers['content-type'],
      });
      expect(answer(known.result)).toEqual(answer(unknown.result));
      const job = (email: string) => [
        'auth.password_reset',
        { email, requestId: expect.any(String), key: expect.any(String) },
        {
          singletonKey: expect.stringMatching(/^reset:[\w-]{43}$/),
          singletonSeconds: 300,
          retentionMinutes: 60,
        },
      ];
      expect(enqueue.mock.calls).toEqual([job(user.email), job('nobody-at-all@example.test')]);
      expect(JSON.stringify(enqueue.mock.calls[0]?.[2])).not.toContain(user.email);
    } finally {
      enqueue.mockRestore();
    }
  });

  it('mails once when the job runs twice with the same data', async () => {
    const user = await createUserWithRole(t.app.db, 'designer');
    const data = { email: user.email, requestId: 'req-twice', key: 'key-twice' };
    await t.app.jobs.runNow('auth.password_reset', data);
    await t.app.jobs.runNow('auth.password_reset', data);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('sends no mail to a deactivated account, and at most 3 an hour', async () => {
    const inactive = await createUserWithRole(t.app.db, 'client', { isActive: false });
    await reset(inactive.email);
    expect(await mailsTo(inactive.email)).toHaveLength(0);
    const user = await createUserWithRole(t.app.db, 'client');
    for (let n = 0; n < 5; n++) expect((await reset(user.email)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('validates the email', async () => {
    expect((await anonymous(t.app).post('/api/auth/password/reset/', {})).json()).toEqual({
      email: [MESSAGES.auth.emailRequired],
    });
    expect((await reset('not-an-email')).json()).toEqual({ email: [MESSAGES.auth.emailInvalid] });
  });
});

describe('auth/password/reset/confirm/', () => {
  it('sets the password once, ends every session, clears login failures', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    await t.app.db.insert(loginFailures).values({ accountKey: user.email, ip: '10.0.0.9' });
    await reset(user.email);
    const link = await resetLinkFor(user.email);
    const done = await confirm(link);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: P.resetDone });
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
    expect(
      await t.app.db.select().from(loginFailures).where(eq(loginFailures.accountKey, user.email)),
    ).toEqual([]);
    expect((await anonymous(t.app).login(user.email, 'test-password')).statusCode).toBe(400);
    expect((await anonymous(t.app).login(user.email, 'a brand new password')).statusCode).toBe(200);
    expect((await confirm(link, 'another new password')).json()).toEqual({ token: [P.invalidLink] });
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset'));
    expect(audit?.targetId).toBe(String(user.id));
  });

  it('refuses an expired link, another user’s uid and a made-up token', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    const other = await createUserWithRole(t.app.db, 'developer');
    await reset(user.email);
    const link = await resetLinkFor(user.email);
    const otherUid = (
      await (async () => {
        await reset(other.email);
        return resetLinkFor(other.email);
      })()
    ).uid;
    expect((await confirm({ uid: otherUid, token: link.token })).json()).toEqual({ token: [P.invalidLink] });
    expect((await confirm({ uid: link.uid, token: 'made-up' })).statusCode).toBe(400);
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect((await confirm(link)).json()).toEqual({ token: [P.invalidLink] });
  });

  it('judges the new password and wants both fields equal', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    await reset(user.email);
    const link = await resetLinkFor(user.email);
    const response = await anonymous(t.app).post('/api/auth/password/reset/confirm/', {
      ...link,
      new_password1: 'qwerty123',
      new_password2: 'something else',
    });
    expect(response.json()).toEqual({ new_password1: [P.common], new_password2: [P.mismatch] });
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it('uses a link once when five requests race with it', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    await reset(user.email);
    const link = await resetLinkFor(user.email);
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(link)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});

describe('auth/password/change/', () => {
  const change = (client: TestClient, old_password: string, next = 'a brand new password') =>
    client.post('/api/auth/password/change/', { old_password, new_password1: next, new_password2: next });

  it('keeps this session, ends the others, and voids reset links', async () => {
    const { client, user } = await loginAs(t.app, 'client');
    const elsewhere = new TestClient(t.app);
    await elsewhere.login(user.email, 'test-password');
    await reset(user.email);
    const link = await resetLinkFor(user.email);
    const response = await change(client, 'test-password');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: P.saved });
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await anonymous(t.app).login(user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('refuses a wrong old password, and throttles guessing', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const wrong = await change(client, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: [MESSAGES.account.wrongOldPassword] });
    for (let n = 0; n < 9; n++) await change(client, 'not-my-password');
    expect((await change(client, 'not-my-password')).statusCode).toBe(429);
  });

  it('judges the new password', async () => {
    const { client } = await loginAs(t.app, 'developer');
    expect((await change(client, 'test-password', 'short')).json()).toEqual({ new_password1: [P.tooShort] });
    const unknown = await client.post('/api/auth/password/change/', {
      old_password: 'test-password',
      new_password1: 'a brand new password',
      new_password2: 'a brand new password',
      user_id: 1,
    });
    expect(unknown.json()).toEqual({ user_id: [MESSAGES.api.unknownField] });
  });
});
