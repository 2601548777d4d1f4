import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, TestClient } from '../../test/client.ts';
import { sessionIdOf } from './sessions.repository.ts';

// Sessions around a password change or reset (ADR 014, docs/quality.md Sessions).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new password';
const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

/** A second client holding the same cookies: what someone who copied them would hold. */
function copyOf(client: TestClient): TestClient {
  const copy = new TestClient(t.app);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

async function sessionCount(userId: number): Promise<number> {
  return (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('auth/password/change/', () => {
  it('goes on under a new session id and CSRF token; the old id and every other session end', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const elsewhere = new TestClient(t.app);
    await elsewhere.login(user.email, 'test-password');
    const before = copyOf(client);
    const oldSession = client.cookies.get('sessionid') as string;
    const oldCsrf = client.csrfToken as string;

    const response = await client.post('/api/auth/password/change/', {
      old_password: 'test-password',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = cookieOf(response, 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    expect(session?.value).not.toBe(oldSession);
    expect(cookieOf(response, 'csrftoken')?.value).not.toBe(oldCsrf);

    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    expect((await before.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/auth/verify/')).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.id).toBe(sessionIdOf(session?.value as string));

    // The old CSRF token is bound to the old session: refused with the new one.
    const stale = await client.post('/api/auth/logout/', undefined, { csrf: oldCsrf });
    expect(stale.statusCode).toBe(403);
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
  });

  it('keeps the session as it was when the old password is wrong', async () => {
    const { client, user } = await loginAs(t.app, 'client');
    const oldSession = client.cookies.get('sessionid');
    const response = await client.post('/api/auth/password/change/', {
      old_password: 'not-my-password',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(cookieOf(response, 'sessionid')).toBeUndefined();
    expect(client.cookies.get('sessionid')).toBe(oldSession);
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('changes nothing when the new session cannot be written (one transaction)', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const elsewhere = new TestClient(t.app);
    await elsewhere.login(user.email, 'test-password');
    await t.app.db.execute(
      sql.raw(`create function refuse_session() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.app.db.execute(
      sql.raw(`create trigger refuse_session before insert on sessions for each row
        when (new.user_id = ${user.id}) execute function refuse_session()`),
    );
    try {
      const response = await client.post('/api/auth/password/change/', {
        old_password: 'test-password',
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(500);
      expect(cookieOf(response, 'sessionid')).toBeUndefined();
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_session on sessions`);
      await t.app.db.execute(sql`drop function refuse_session()`);
    }
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/verify/')).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(2);
    expect((await new TestClient(t.app).login(user.email, 'test-password')).statusCode).toBe(200);
  });
});

describe('auth/password/reset/confirm/', () => {
  async function linkFor(email: string) {
    await anonymous(t.app).post('/api/auth/password/reset/', { email });
    await t.app.jobs.settled();
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    const match = mail?.text.match(/\/reset-password\/confirm\/([\w-]+)\/([\w-]+)/);
    if (!match) throw new Error(`no reset mail to ${email}`);
    return { uid: match[1], token: match[2], new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
  }

  it('ends every session of the person, and signs out a caller signed in as them', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const elsewhere = new TestClient(t.app);
    await elsewhere.login(user.email, 'test-password');
    const oldCsrf = client.csrfToken;

    const response = await client.post('/api/auth/password/reset/confirm/', await linkFor(user.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(cookieOf(response, 'sessionid')?.value).toBe('');
    expect(cookieOf(response, 'csrftoken')?.value).not.toBe(oldCsrf);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await client.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves the session of a caller signed in as someone else alone', async () => {
    const { client } = await loginAs(t.app, 'client');
    const { user } = await loginAs(t.app, 'developer');
    const response = await client.post('/api/auth/password/reset/confirm/', await linkFor(user.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(cookieOf(response, 'sessionid')).toBeUndefined();
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(0);
  });
});
