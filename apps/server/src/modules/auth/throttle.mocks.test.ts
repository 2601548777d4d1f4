import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, refusal } from '../../test/client.ts';
import { verifyPassword } from './password.ts';

// Wraps the real argon2 verification in a spy, to prove throttled attempts never reach it.
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifications = vi.mocked(verifyPassword);

const INVALID = { non_field_errors: ['Unable to log in with provided credentials.'] };
const THROTTLED = refusal('Request was throttled. Expected available in 900 seconds.');

let t: TestApp;
let ipSequence = 0;
/** A new caller address per call, so that only the per-account limit is in play. */
const freshIp = () => `10.1.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '5' });
});
afterAll(() => t.close());
beforeEach(() => {
  verifications.mockClear();
});

const attempt = (email: string, password: string, remoteAddress = freshIp()) =>
  anonymous(t.app).login(email, password, { remoteAddress });

async function fail(email: string, times: number, ip?: () => string) {
  for (let i = 0; i < times; i++) {
    const response = await attempt(email, 'wrong-password', ip?.());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  }
}

describe('per account', () => {
  it('answers 429 with Retry-After at the 11th attempt, even with the right password, before hashing', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    await fail(user.email, 10);
    expect(verifications).toHaveBeenCalledTimes(10);

    const throttled = await attempt(user.email, 'test-password');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('900');
    expect(throttled.json()).toEqual(THROTTLED);
    expect(verifications).toHaveBeenCalledTimes(10);
    expect(throttled.cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
  });

  it('counts the account whatever the case of the email', async () => {
    const user = await createUserWithRole(t.app.db, 'client');
    await fail(user.email.toUpperCase(), 10);
    expect((await attempt(user.email, 'test-password')).statusCode).toBe(429);
  });

  it('leaves other accounts alone', async () => {
    const victim = await createUserWithRole(t.app.db, 'developer');
    const bystander = await createUserWithRole(t.app.db, 'developer');
    await fail(victim.email, 10);
    expect((await attempt(bystander.email, 'test-password')).statusCode).toBe(200);
  });

  it('counts unknown emails too, with the same 400 answer as known ones', async () => {
    await fail('nobody-at-all@example.test', 10);
    const throttled = await attempt('nobody-at-all@example.test', 'whatever');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual(THROTTLED);
  });

  it('clears the account’s failures at a successful login', async () => {
    const user = await createUserWithRole(t.app.db, 'designer');
    await fail(user.email, 9);
    expect((await attempt(user.email, 'test-password')).statusCode).toBe(200);
    await fail(user.email, 9);
    expect((await attempt(user.email, 'test-password')).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    await fail(user.email, 10);
    expect((await attempt(user.email, 'test-password')).statusCode).toBe(429);
    await t.app.db.execute(
      sql`update login_failures set created_at = now() - interval '16 minutes' where account_key = ${user.email}`,
    );
    expect((await attempt(user.email, 'test-password')).statusCode).toBe(200);
  });
});

describe('per IP (LOGIN_MAX_FAILURES_PER_IP=5)', () => {
  it('answers 429 across accounts once one address has failed too often', async () => {
    const ip = '192.0.2.10';
    const target = await createUserWithRole(t.app.db, 'developer');
    for (let i = 0; i < 5; i++) {
      const email =
        i % 2 ? `unknown-${i}@example.test` : (await createUserWithRole(t.app.db, 'client')).email;
      const response = await attempt(email, 'wrong-password', ip);
      expect(response.statusCode).toBe(400);
    }
    verifications.mockClear();
    const throttled = await attempt(target.email, 'test-password', ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('900');
    expect(verifications).not.toHaveBeenCalled();

    expect((await attempt(target.email, 'test-password', '192.0.2.11')).statusCode).toBe(200);
  });
});
