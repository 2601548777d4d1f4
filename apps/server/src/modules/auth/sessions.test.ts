import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { findLiveSession, sessionIdOf } from './sessions.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_HOURS: '2' });
});
afterAll(() => t.close());

const sessionIdOfClient = (client: TestClient) => sessionIdOf(client.cookies.get('sessionid') as string);

async function sessionRow(client: TestClient) {
  const [row] = await t.app.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOfClient(client)));
  return row;
}

async function shift(client: TestClient, column: 'last_seen_at' | 'expires_at', interval: string) {
  await t.app.db.execute(
    sql`update sessions set ${sql.identifier(column)} = now() - ${interval}::interval where id = ${sessionIdOfClient(client)}`,
  );
}

describe('session rows', () => {
  it('keep only a hash of a 256-bit cookie token, and expire after SESSION_ABSOLUTE_HOURS', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const token = client.cookies.get('sessionid') as string;
    expect(token, '256 random bits').toMatch(/^[\w-]{43}$/);
    const row = await sessionRow(client);
    expect(row).toBeDefined();
    expect(row?.id).not.toBe(token);
    expect(row?.userId).toBe(user.id);
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(2, 1);
  });
});

describe('the per-request lookup', () => {
  it('reads what a request keeps of the person, never their password hash', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const live = await findLiveSession(t.app.db, sessionIdOfClient(client), t.app.config.session);
    expect(live?.user).toMatchObject({ id: user.id, email: user.email, type: user.type });
    expect(live?.user).not.toHaveProperty('passwordHash');
  });
});

describe('idle expiry (SESSION_IDLE_MINUTES=5)', () => {
  it('ends a session idle for longer, and clears its cookie', async () => {
    const { client } = await loginAs(t.app, 'developer');
    await shift(client, 'last_seen_at', '6 minutes');
    const response = await client.get('/api/auth/verify/');
    expect(response.statusCode).toBe(401);
    const cleared = response.cookies.find((cookie) => cookie.name === 'sessionid');
    expect(cleared?.value).toBe('');
  });

  it('keeps a session used within the limit alive and records its use', async () => {
    const { client } = await loginAs(t.app, 'developer');
    await shift(client, 'last_seen_at', '4 minutes');
    const before = (await sessionRow(client))?.lastSeenAt.getTime() ?? 0;
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    const after = (await sessionRow(client))?.lastSeenAt.getTime() ?? 0;
    expect(after - before).toBeGreaterThan(3 * 60_000);
  });
});

describe('absolute expiry', () => {
  it('ends a session past expires_at however active it is', async () => {
    const { client } = await loginAs(t.app, 'client');
    await shift(client, 'expires_at', '1 second');
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
  });
});

describe('cookie flags', () => {
  it('are HttpOnly, SameSite=Lax, Path=/, not Secure over http', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const response = await client.login(user.email, 'test-password');
    const cookie = response.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    const csrf = response.cookies.find((c) => c.name === 'csrftoken');
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('are Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://kazi.example.com' });
    try {
      const { client, user } = await loginAs(secure.app, 'developer');
      const response = await client.login(user.email, 'test-password');
      for (const name of ['sessionid', 'csrftoken']) {
        expect(response.cookies.find((c) => c.name === name)?.secure, name).toBe(true);
      }
      const logout = await client.post('/api/auth/logout/');
      expect(logout.cookies.find((c) => c.name === 'sessionid')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await secure.close();
    }
  });
});

describe('sessions.cleanup job', () => {
  it('deletes idle and expired sessions and login failures past the window, and nothing else', async () => {
    const live = (await loginAs(t.app, 'developer')).client;
    const idle = (await loginAs(t.app, 'developer')).client;
    const expired = (await loginAs(t.app, 'developer')).client;
    await shift(idle, 'last_seen_at', '6 minutes');
    await shift(expired, 'expires_at', '1 minute');
    await t.app.db.delete(loginFailures);
    await t.app.db.insert(loginFailures).values([
      { accountKey: 'old@example.test', ip: '10.0.0.1', createdAt: new Date(Date.now() - 16 * 60_000) },
      { accountKey: 'recent@example.test', ip: '10.0.0.1', createdAt: new Date(Date.now() - 60_000) },
    ]);

    await t.app.jobs.runNow('sessions.cleanup');

    expect(await sessionRow(live)).toBeDefined();
    expect(await sessionRow(idle)).toBeUndefined();
    expect(await sessionRow(expired)).toBeUndefined();
    const failures = await t.app.db.select({ accountKey: loginFailures.accountKey }).from(loginFailures);
    expect(failures).toEqual([{ accountKey: 'recent@example.test' }]);
    expect((await live.get('/api/auth/verify/')).statusCode).toBe(200);

    await t.app.jobs.runNow('sessions.cleanup');
    expect(await sessionRow(live)).toBeDefined();
  });
});
