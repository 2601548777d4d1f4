import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal } from '../../test/client.ts';
import { enrol, totpAt } from './test-helpers.ts';

// Code guesses are claimed before checking, per person and per IP, as password guesses are
// (ADR 014, 019): however many arrive at once, exactly the limit are checked.

const THROTTLED = refusal('Request was throttled. Expected available in 900 seconds.');
let t: TestApp;
let ipSequence = 0;
const freshIp = () => `10.3.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '5' });
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);

/** A person with two-factor sign-in on, and a browser past their password step. */
async function pendingSignIn(ip: string) {
  const { client, user } = await loginAs(t.app, 'developer');
  const { secret } = await enrol(client);
  const browser = anonymous(t.app);
  expect((await browser.login(user.email, 'test-password', { remoteAddress: ip })).statusCode).toBe(200);
  return { browser, secret };
}

describe('parallel wrong codes', () => {
  it('check at most 10 for one person, from any number of addresses; the rest are 429', async () => {
    const { browser, secret } = await pendingSignIn(freshIp());
    const responses = await Promise.all(
      Array.from({ length: 15 }, () =>
        browser.post('/api/auth/login/two-factor/', { code: '000000' }, { remoteAddress: freshIp() }),
      ),
    );
    expect(statuses(responses)).toEqual([...times(10, 400), ...times(5, 429)]);
    const throttled = responses.find((r) => r.statusCode === 429);
    expect(throttled?.json()).toEqual(THROTTLED);
    expect(throttled?.headers['retry-after']).toBe('900');
    // Even the right code waits now.
    const right = await browser.post(
      '/api/auth/login/two-factor/',
      { code: await totpAt(secret, 1) },
      { remoteAddress: freshIp() },
    );
    expect(right.statusCode).toBe(429);
  });

  it('check at most 5 from one address, across people', async () => {
    const ip = '192.0.2.77';
    const browsers = await Promise.all(Array.from({ length: 2 }, () => pendingSignIn(freshIp())));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browsers[i % 2]?.browser.post(
          '/api/auth/login/two-factor/',
          { recovery_code: 'aaaa-bbbb' },
          { remoteAddress: ip },
        ),
      ),
    );
    expect(statuses(responses as { statusCode: number }[])).toEqual([...times(5, 400), ...times(5, 429)]);
  });

  it('count wrong codes at set-up too', async () => {
    const { client } = await loginAs(t.app, 'client');
    await client.post('/api/me/two-factor/setup/');
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/api/me/two-factor/confirm/', { code: '000000' }, { remoteAddress: freshIp() }),
      ),
    );
    expect(statuses(responses)).toEqual([...times(10, 400), ...times(2, 429)]);
  });
});
