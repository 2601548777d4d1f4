import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { DatabaseInUseError, lockDatabase } from './pg-lock.ts';

// PostgreSQL only (TEST_DATABASE_URL; the api-postgres project): PGlite's data dir has its own
// lock file (lock.test.ts). A database of its own, so other suites' servers play no part.
const base = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const name = `kazi_lock_${randomBytes(5).toString('hex')}`;
const url = base ? withDatabase(base, name) : '';

describe.skipIf(!base || process.env.TEST_ENGINE !== 'postgres')('the PostgreSQL database lock', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('lets several servers share a database; seed and reset wait for all of them to stop', async () => {
    const first = await lockDatabase(url, 'shared');
    const second = await lockDatabase(url, 'shared');
    await expect(lockDatabase(url, 'exclusive')).rejects.toThrow(DatabaseInUseError);
    await first();
    await expect(lockDatabase(url, 'exclusive')).rejects.toThrow(/in use by a running Kazi server/);
    await second();
    const maintenance = await lockDatabase(url, 'exclusive');
    await expect(lockDatabase(url, 'shared')).rejects.toThrow(/being seeded or reset/);
    await maintenance();
    (await lockDatabase(url, 'shared'))();
  });

  it.each([
    ['db:seed -- --demo', ['--demo']],
    ['db:reset', ['--reset']],
  ])('npm run %s refuses while a server uses the database', async (_label, args) => {
    const server = await lockDatabase(url, 'shared');
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', path.join(ROOT, 'apps/server/src/db/seed/cli.ts'), ...args],
          { cwd: ROOT, timeout: 30_000, env: { PATH: process.env.PATH, DATABASE_URL: url } },
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by a running Kazi server`);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const tables = await check.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      await check.end();
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await server();
    }
  });

  it('takes the shared lock again, saying so loudly, when its connection is lost', async () => {
    const errors: string[] = [];
    const infos: string[] = [];
    const log = {
      error: (_details: object, message: string) => errors.push(message),
      warn: () => {},
      info: (_details: object, message: string) => infos.push(message),
    };
    const server = await lockDatabase(url, 'shared', { log, retryMs: 50 });
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and application_name = 'kazi (shared lock)'`,
        [name],
      );
      await expect.poll(() => infos.length, { timeout: 10_000 }).toBe(1);
      expect(errors[0]).toMatch(/database lock connection lost/);
      const held = await admin.query(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and l.mode = 'ShareLock' and d.datname = $1`,
        [name],
      );
      expect(held.rows[0].n).toBe(1);
      await expect(lockDatabase(url, 'exclusive')).rejects.toThrow(/in use by a running Kazi server/);
    } finally {
      await server();
    }
    await (await lockDatabase(url, 'exclusive'))();
  });
});
