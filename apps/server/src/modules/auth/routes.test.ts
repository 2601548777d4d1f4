import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth/login/', () => {
  it('signs in, sets an HttpOnly session cookie and answers the user', async () => {
    const user = await createUserWithRole(t.app.db, 'developer', { email: 'amina@example.test' });
    const client = anonymous(t.app);
    const response = await client.login('AMINA@example.test', 'test-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      email: 'amina@example.test',
      role: 'developer',
    });
    const session = response.cookies.find((c) => c.name === 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(200);
  });

  it('accepts username for email', async () => {
    const user = await createUserWithRole(t.app.db, 'client');
    const client = anonymous(t.app);
    const response = await client.post('/api/auth/login/', {
      username: user.email,
      password: 'test-password',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'known', 'nope-nope'],
    ['an unknown email', 'unknown', 'test-password'],
    ['an inactive account', 'inactive', 'test-password'],
  ])('refuses %s with the same answer', async (_label, kind, password) => {
    const user = await createUserWithRole(t.app.db, 'developer', { isActive: kind !== 'inactive' });
    const email = kind === 'unknown' ? 'nobody@example.test' : user.email;
    const response = await anonymous(t.app).login(email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('lists every missing field and refuses unknown keys', async () => {
    const response = await anonymous(t.app).post('/api/auth/login/', { is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      is_admin: ['Unknown field.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const empty = await anonymous(t.app).post('/api/auth/login/', {});
    expect(empty.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('gives a new session id at every login (no fixation)', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const first = client.cookies.get('sessionid');
    await client.login(user.email, 'test-password');
    const second = client.cookies.get('sessionid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = anonymous(t.app);
    stale.cookies.set('sessionid', first as string);
    expect((await stale.get('/api/auth/verify/')).statusCode).toBe(401);
  });
});

describe('auth/verify/ and auth/logout/', () => {
  it('answers 401 with the docs/api.md detail when signed out', async () => {
    const response = await anonymous(t.app).get('/api/auth/verify/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal('Authentication credentials were not provided.'));
  });

  it('ends the session server-side at logout', async () => {
    const { client } = await loginAs(t.app, 'client');
    const token = client.cookies.get('sessionid') as string;
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
    const replay = anonymous(t.app);
    replay.cookies.set('sessionid', token);
    expect((await replay.get('/api/auth/verify/')).statusCode).toBe(401);
  });

  it('ends sessions of a deactivated user at once', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await client.get('/api/auth/verify/')).statusCode).toBe(401);
  });
});
