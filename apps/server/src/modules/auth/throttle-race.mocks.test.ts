import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal } from '../../test/client.ts';
import { verifyPassword } from './password.ts';

// Parallel guesses: each one claims its attempt before any verification, so however many arrive
// at once, exactly the limit ever reach argon2 (ADR 014).
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifications = vi.mocked(verifyPassword);

const THROTTLED = refusal('Request was throttled. Expected available in 900 seconds.');

let t: TestApp;
let ipSequence = 0;
const freshIp = () => `10.2.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '5' });
});
afterAll(() => t.close());
beforeEach(() => {
  verifications.mockClear();
});

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);

describe('parallel wrong logins', () => {
  it('let at most 10 verify for one account; the rest are 429 before hashing', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    const responses = await Promise.all(
      Array.from({ length: 15 }, () =>
        anonymous(t.app).login(user.email, 'wrong-password', { remoteAddress: freshIp() }),
      ),
    );
    expect(statuses(responses)).toEqual([...times(10, 400), ...times(5, 429)]);
    expect(verifications).toHaveBeenCalledTimes(10);
    const throttled = responses.find((r) => r.statusCode === 429);
    expect(throttled?.json()).toEqual(THROTTLED);
    expect(throttled?.headers['retry-after']).toBe('900');
    expect((await anonymous(t.app).login(user.email, 'test-password')).statusCode).toBe(429);
  });

  it('let at most 5 verify from one address, across accounts', async () => {
    const emails = await Promise.all(
      Array.from({ length: 4 }, async () => (await createUserWithRole(t.app.db, 'client')).email),
    );
    const targets = [...emails, ...Array.from({ length: 6 }, (_, i) => `nobody-${i}@example.test`)];
    const responses = await Promise.all(
      targets.map((email) =>
        anonymous(t.app).login(email, 'wrong-password', { remoteAddress: '192.0.2.50' }),
      ),
    );
    expect(statuses(responses)).toEqual([...times(5, 400), ...times(5, 429)]);
    expect(verifications).toHaveBeenCalledTimes(5);
  });
});

describe('parallel wrong password confirmations (auth/password/change/)', () => {
  it('let at most 10 verify; the rest are 429, and the password is unchanged', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    verifications.mockClear();
    const responses = await Promise.all(
      Array.from({ length: 14 }, () =>
        client.post(
          '/api/auth/password/change/',
          {
            old_password: 'not-my-password',
            new_password1: 'a new password',
            new_password2: 'a new password',
          },
          { remoteAddress: freshIp() },
        ),
      ),
    );
    expect(statuses(responses)).toEqual([...times(10, 400), ...times(4, 429)]);
    expect(verifications).toHaveBeenCalledTimes(10);
    expect(
      (await anonymous(t.app).login(user.email, 'test-password', { remoteAddress: freshIp() })).statusCode,
    ).toBe(429);
  });
});
