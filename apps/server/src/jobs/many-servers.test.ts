import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createProject } from '../db/factories/projects.ts';
import { createUserWithRole } from '../db/factories/users.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { inState } from '../modules/invoices/test-support.ts';
import { TestClient } from '../test/client.ts';
import { withDatabase } from '../test/global-setup.ts';
import { QUEUE_OPTIONS, startJobs } from './boss.ts';
import { JOBS } from './registry.ts';

// PostgreSQL only (the api-postgres project): several servers on one database, each with its own
// pool, lock connection and pg-boss, as separate processes have. On an empty database of its own.
const base = process.env.TEST_DATABASE_URL;
const name = `kazi_servers_${randomBytes(5).toString('hex')}`;
const url = base ? withDatabase(base, name) : '';
const JOURNAL = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);

interface Server {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  stopJobs: (() => Promise<void>) | null;
}

/** What main.ts does, short of listening: open (lock, migrate), build, and start the jobs. */
async function startServer(role: 'workers' | 'producer' | null = 'workers'): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kazi-servers-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JOBS: role === 'workers' ? '1' : '0',
    JOBS_POLL_SECONDS: '0.5',
    REQUIRE_TWO_FACTOR_FOR_ADMINS: '0',
  });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp(config, { database });
  await app.ready();
  const jobs = role ? await startJobs(app, role) : null;
  return { app, database, dataDir, stopJobs: jobs ? () => jobs.stop(5_000) : null };
}

async function stopServer(server: Server): Promise<void> {
  await server.stopJobs?.();
  await server.app.close();
  await server.database.close();
  rmSync(server.dataDir, { recursive: true, force: true });
}

describe.skipIf(!base || process.env.TEST_ENGINE !== 'postgres')(
  'several servers on one PostgreSQL database',
  () => {
    let admin: pg.Client;
    let db: pg.Client;
    const servers: Server[] = [];
    const rows = async <T>(text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows as T[];

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      db = new pg.Client({ connectionString: url });
      await db.connect();
    });
    afterAll(async () => {
      for (const server of servers.splice(0)) await stopServer(server);
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('start together on an empty database: migrated once, one CSRF key, pg-boss and its queues installed once', async () => {
      const started = await Promise.allSettled([startServer(), startServer(), startServer()]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);

      const { entries } = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] };
      const applied = await rows<{ n: number; hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      expect(applied).toEqual([{ n: entries.length, hashes: entries.length }]);
      expect(await rows('select name from installation_secrets')).toEqual([{ name: 'session' }]);
      expect(await rows<{ n: number }>('select count(*)::int as n from pgboss.version')).toEqual([{ n: 1 }]);
      const queues = await rows<{ name: string; retry_limit: number; expire_seconds: number }>(
        "select name, retry_limit, expire_seconds from pgboss.queue where name not like '\\_\\_%' order by name",
      );
      expect(queues.map((queue) => queue.name)).toEqual(JOBS.map((job) => job.name).sort());
      for (const queue of queues) {
        const job = JOBS.find((candidate) => candidate.name === queue.name);
        expect(queue).toMatchObject({
          retry_limit: QUEUE_OPTIONS.retryLimit,
          expire_seconds:
            job && 'expireInSeconds' in job ? job.expireInSeconds : QUEUE_OPTIONS.expireInSeconds,
        });
      }
      expect(await rows('select name from pgboss.schedule order by name')).toEqual(
        JOBS.filter((job) => 'cron' in job)
          .map((job) => ({ name: job.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
    });

    it('a session and its CSRF token from one server work on the others', async () => {
      const [first, second, third] = servers as [Server, Server, Server];
      const user = await createUserWithRole(first.app.db, 'developer');
      const signedIn = new TestClient(first.app);
      expect((await signedIn.login(user.email, 'test-password')).statusCode).toBe(200);
      for (const other of [second, third]) {
        const elsewhere = new TestClient(other.app);
        for (const [key, value] of signedIn.cookies) elsewhere.cookies.set(key, value);
        const verify = await elsewhere.get('/api/auth/verify/');
        expect(verify.statusCode).toBe(200);
        expect(verify.json().user.id).toBe(user.id);
      }
      const elsewhere = new TestClient(third.app);
      for (const [key, value] of signedIn.cookies) elsewhere.cookies.set(key, value);
      expect((await elsewhere.post('/api/auth/logout/')).statusCode).toBe(200);
      expect((await signedIn.get('/api/auth/verify/')).statusCode).toBe(401);
    });

    it('a login throttle and an idempotency key hold across servers', async () => {
      const on = (index: number, cookies?: Map<string, string>) => {
        const client = new TestClient((servers[index % servers.length] as Server).app);
        for (const [key, value] of cookies ?? []) client.cookies.set(key, value);
        return client;
      };
      const db = (servers[0] as Server).app.db;
      const user = await createUserWithRole(db, 'developer');
      const guesses = await Promise.all(
        Array.from({ length: 15 }, (_, i) => on(i).login(user.email, 'wrong-password')),
      );
      expect(guesses.map((answer) => answer.statusCode).sort()).toEqual([
        ...Array<number>(10).fill(400),
        ...Array<number>(5).fill(429),
      ]);

      const finance = await createUserWithRole(db, 'pay_admin');
      const signedIn = on(0);
      expect((await signedIn.login(finance.email, 'test-password')).statusCode).toBe(200);
      const invoice = await inState(db, (await createProject(db)).id, 'generated');
      const answers = await Promise.all(
        servers.map((_, i) =>
          on(i, signedIn.cookies).patch(
            `/api/invoices/${invoice.id}/`,
            { action: 'mark_as_paid' },
            { headers: { 'idempotency-key': `pay-${invoice.id}` } },
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(servers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await rows('select action from invoice_events where invoice_id = $1', [invoice.id])).toEqual([
        { action: 'marked_as_paid' },
      ]);
    });

    it('a process without workers (JOBS=0) hands its jobs to the queue, and a worker elsewhere runs them', async () => {
      const producer = await startServer('producer');
      try {
        const user = await createUserWithRole(producer.app.db, 'developer');
        const mails = () => rows('select id from outbox where "to" = $1', [user.email]);
        // Nothing of it runs in the producer: it is queued, and a workers process takes it.
        await producer.app.jobs.enqueue('auth.password_reset', {
          email: user.email,
          requestId: 'r',
          key: 'k',
        });
        await producer.app.jobs.settled();
        const queued = await rows<{ state: string }>(
          "select state from pgboss.job where name = 'auth.password_reset' and data->>'email' = $1",
          [user.email],
        );
        expect(queued).toHaveLength(1);
        await vi.waitFor(async () => expect(await mails()).toHaveLength(1), {
          timeout: 15_000,
          interval: 100,
        });
      } finally {
        await stopServer(producer);
      }
    });

    it('a job held by a killed process is run again by another once it expires', async () => {
      // Every server's workers stop, so that a fourth "process" takes the job and dies holding it:
      // nothing completes or fails it.
      for (const server of servers) await server.stopJobs?.();
      const doomed = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
      await doomed.start();
      const user = await createUserWithRole((servers[0] as Server).app.db, 'developer');
      const id = await doomed.send('auth.password_reset', {
        email: user.email,
        requestId: 'k',
        key: 'killed',
      });
      expect((await doomed.fetch('auth.password_reset')).map((job) => job.id)).toEqual([id]);
      await doomed.stop({ graceful: false, wait: true });
      const state = async () =>
        (
          await rows<{ state: string; retry_count: number; retry_limit: number }>(
            'select state, retry_count, retry_limit from pgboss.job where id = $1',
            [id],
          )
        )[0];
      expect(await state()).toEqual({
        state: 'active',
        retry_count: 0,
        retry_limit: QUEUE_OPTIONS.retryLimit,
      });

      // Past its expiry, the maintenance (any process's, every 2 minutes) counts it failed and
      // queues it again; here the clock is moved instead of waiting 15 minutes.
      await db.query("update pgboss.job set started_on = now() - interval '1 hour' where id = $1", [id]);
      const maintainer = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
      await maintainer.start();
      try {
        await maintainer.maintain();
      } finally {
        await maintainer.stop({ graceful: false, wait: true });
      }
      expect((await state())?.state).toBe('retry');

      // After the retry delay (moved too), another server's worker runs it to completion.
      const second = servers[1] as Server;
      const jobs = await startJobs(second.app);
      second.stopJobs = () => jobs.stop(5_000);
      await db.query('update pgboss.job set start_after = now() where id = $1', [id]);
      await vi.waitFor(
        async () => expect(await state()).toMatchObject({ state: 'completed', retry_count: 1 }),
        {
          timeout: 15_000,
          interval: 100,
        },
      );
      expect(await rows('select id from outbox where "to" = $1', [user.email])).toHaveLength(1);
    });
  },
);
