import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, refusal } from '../../test/client.ts';
import { createSession } from '../auth/sessions.repository.ts';
import { enrol } from './test-helpers.ts';

// The second factor is the session's, not the person's (ADR 019): a session a password alone
// opened never becomes a full one because the person enrolled somewhere else.

const REFUSED = refusal(MESSAGES.twoFactor.enrolmentRequired);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_TWO_FACTOR_FOR_ADMINS: '1' });
});
afterAll(() => t.close());

async function signedInWithPassword(email: string) {
  const browser = anonymous(t.app);
  const response = await browser.login(email, 'test-password');
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

describe('an admin session opened with a password alone', () => {
  it('stays restricted, and ends, when another session of the admin enrols', async () => {
    const admin = await createUserWithRole(t.app.db, 'admin');
    const a = await signedInWithPassword(admin.email);
    const b = await signedInWithPassword(admin.email);
    expect((await a.get('/api/users/')).json()).toEqual(REFUSED);

    await enrol(b);
    expect((await b.get('/api/users/')).statusCode).toBe(200);
    const refused = await a.get('/api/users/');
    expect(refused.statusCode).toBe(401);
    expect((await a.get('/api/auth/verify/')).statusCode).toBe(401);
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.secondFactorAt).not.toBeNull();
  });

  it('does not exist once two-factor sign-in is on, however it was written', async () => {
    const person = await createUserWithRole(t.app.db, 'developer');
    const browser = await signedInWithPassword(person.email);
    await enrol(browser);
    const { token } = await createSession(t.app.db, person.id, t.app.config.session, {
      ip: '127.0.0.1',
      userAgent: undefined,
    });
    const passwordOnly = anonymous(t.app);
    passwordOnly.cookies.set('sessionid', token);
    expect((await passwordOnly.get('/api/auth/verify/')).statusCode).toBe(401);
    expect((await browser.get('/api/auth/verify/')).statusCode).toBe(200);
  });

  it('a password change keeps the session’s second factor', async () => {
    const admin = await createUserWithRole(t.app.db, 'admin');
    const browser = await signedInWithPassword(admin.email);
    await enrol(browser);
    const changed = await browser.post('/api/auth/password/change/', {
      old_password: 'test-password',
      new_password1: 'a-new-long-password-9',
      new_password2: 'a-new-long-password-9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await browser.get('/api/users/')).statusCode).toBe(200);
  });
});
