import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { startJobs } from '../../jobs/boss.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, refusal } from '../../test/client.ts';

const THROTTLED = refusal('Request was throttled. Expected available in 900 seconds.');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESET_MAX_REQUESTS_PER_IP: '3', LOGIN_MAX_FAILURES_PER_IP: '3' });
});
afterAll(() => t.close());

const ask = (email: string, remoteAddress: string) =>
  anonymous(t.app).post('/api/auth/password/reset/', { email }, { remoteAddress });
const wrongLogin = (remoteAddress: string) =>
  anonymous(t.app).login('nobody-at-all@example.test', 'wrong-password', { remoteAddress });
const mailsTo = (email: string) => t.app.db.select().from(outbox).where(eq(outbox.to, email));

describe('auth/password/reset/ per IP (RESET_MAX_REQUESTS_PER_IP=3)', () => {
  it('answers 429 with Retry-After past the limit, the same for known and unknown addresses', async () => {
    const known = await createUserWithRole(t.app.db, 'developer');
    const later = await createUserWithRole(t.app.db, 'developer');
    const ip = '10.2.0.1';
    for (const email of [known.email, 'nobody-at-all@example.test', known.email]) {
      expect((await ask(email, ip)).statusCode).toBe(200);
    }
    await t.app.jobs.settled();

    const throttledKnown = await t.queries.count(() => ask(later.email, ip));
    const throttledUnknown = await t.queries.count(() => ask('nobody-else@example.test', ip));
    for (const { result } of [throttledKnown, throttledUnknown]) {
      expect(result.statusCode).toBe(429);
      expect(result.headers['retry-after']).toBe('900');
      expect(result.json()).toEqual(THROTTLED);
    }
    expect(throttledKnown.statements).toEqual(throttledUnknown.statements);
    await t.app.jobs.settled();
    expect(await mailsTo(later.email)).toHaveLength(0);

    expect((await ask(later.email, '10.2.0.2')).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await mailsTo(later.email)).toHaveLength(1);
  });

  it('keeps reset requests and login failures apart: neither uses up the other’s limit', async () => {
    const ip = '10.2.1.1';
    for (let n = 0; n < 3; n++) expect((await ask('nobody-at-all@example.test', ip)).statusCode).toBe(200);
    for (let n = 0; n < 3; n++) expect((await wrongLogin(ip)).statusCode).toBe(400);
    expect((await wrongLogin(ip)).statusCode).toBe(429);
    expect((await ask('nobody-at-all@example.test', ip)).statusCode).toBe(429);

    const other = '10.2.1.2';
    for (let n = 0; n < 3; n++) expect((await wrongLogin(other)).statusCode).toBe(400);
    expect((await ask('nobody-at-all@example.test', other)).statusCode).toBe(200);
  });
});

describe('auth/password/reset/ with pg-boss', () => {
  it('collapses repeated requests for one address into one job that waits at most an hour', async () => {
    const jobs = await startJobs(t.app);
    try {
      const user = await createUserWithRole(t.app.db, 'client');
      for (let n = 0; n < 3; n++) expect((await ask(user.email, '10.2.2.1')).statusCode).toBe(200);
      const { rows } = await t.database.executeSql(
        `select count(*)::int as jobs, count(distinct singleton_on)::int as slots,
           count(distinct singleton_key)::int as keys,
           bool_and(keep_until <= created_on + interval '60 minutes') as brief
         from pgboss.job where name = 'auth.password_reset'`,
      );
      // Three requests make one job, or two if they straddle a 5-minute slot.
      expect(rows[0]).toEqual({ jobs: rows[0]?.slots, slots: expect.any(Number), keys: 1, brief: true });
      expect(rows[0]?.jobs).toBeLessThan(3);
      await vi.waitFor(async () => expect(await mailsTo(user.email)).toHaveLength(rows[0]?.jobs as number), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      await jobs.stop(5_000);
    }
  });
});
