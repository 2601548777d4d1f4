import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../db/factories/users.ts';
import { outbox, sessions } from '../db/schema/index.ts';
import { sessionIdOf } from '../modules/auth/sessions.repository.ts';
import { createTestApp, type TestApp, testEngine } from '../test/app.ts';
import { loginAs, type TestClient } from '../test/client.ts';
import { startJobs } from './boss.ts';
import { JOBS } from './registry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expiredSession(): Promise<{ client: TestClient; id: string }> {
  const { client } = await loginAs(t.app, 'developer');
  const id = sessionIdOf(client.cookies.get('sessionid') as string);
  await t.app.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${id}`);
  return { client, id };
}
const sessionExists = async (id: string) =>
  (await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).length > 0;

describe('before the workers start (tests, JOBS=0)', () => {
  it('runs a kicked job inline', async () => {
    const { id } = await expiredSession();
    await t.app.jobs.kick('sessions.cleanup');
    expect(await sessionExists(id)).toBe(false);
  });

  it('refuses an unknown job', async () => {
    await expect(t.app.jobs.runNow('nope' as 'mail.deliver')).rejects.toThrow('unknown job nope');
  });
});

describe(`pg-boss on ${testEngine()}`, () => {
  it('starts on the app’s database, runs a kicked job in its worker, and stops cleanly', async () => {
    const jobs = await startJobs(t.app);
    try {
      const { rows } = await t.database.executeSql(
        "select name from pgboss.queue where name not like '\\_\\_%' order by name",
      );
      expect(rows.map((row) => row.name)).toEqual(JOBS.map((job) => job.name).sort());
      const schedules = await t.database.executeSql('select name, cron from pgboss.schedule order by name');
      expect(schedules.rows).toEqual(
        JOBS.flatMap((job) => ('cron' in job ? [{ name: job.name, cron: job.cron }] : [])).sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      );

      const { id } = await expiredSession();
      const live = (await loginAs(t.app, 'client')).client;
      await t.app.jobs.kick('sessions.cleanup');
      await vi.waitFor(async () => expect(await sessionExists(id)).toBe(false), {
        timeout: 15_000,
        interval: 100,
      });
      await vi.waitFor(
        async () => {
          const done = await t.database.executeSql(
            "select count(*)::int as n from pgboss.job where name = 'sessions.cleanup' and state = 'completed'",
          );
          expect(done.rows[0]?.n).toBe(1);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect((await live.get('/api/auth/verify/')).statusCode).toBe(200);

      // Enqueued work reaches its worker with its data.
      const user = await createUserWithRole(t.app.db, 'developer');
      await t.app.jobs.enqueue('auth.password_reset', { email: user.email, requestId: 'boss', key: 'boss' });
      await vi.waitFor(
        async () =>
          expect(await t.app.db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(1),
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await jobs.stop(5_000);
    }

    // Stopped: kicks run inline again, and nothing is sent to the queue.
    const { id } = await expiredSession();
    await t.app.jobs.kick('sessions.cleanup');
    expect(await sessionExists(id)).toBe(false);
    const created = await t.database.executeSql(
      "select count(*)::int as n from pgboss.job where state = 'created' and name = 'sessions.cleanup'",
    );
    expect(created.rows[0]?.n).toBe(0);
  });
});
