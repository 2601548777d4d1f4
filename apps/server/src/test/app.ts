import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, type Env, loadConfig } from '../config.ts';
import { createPglite, type Database, type DatabaseOptions, fromPglite, openPostgres } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export const testEngine = (): 'pglite' | 'postgres' =>
  process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** Records the SQL statements run through Drizzle while `count` runs (no N+1 checks). */
class QueryRecorder {
  private recording: string[] | null = null;

  readonly onQuery = (sql: string): void => {
    this.recording?.push(sql);
  };

  async count<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    this.recording = statements;
    try {
      return { result: await run(), statements };
    } finally {
      this.recording = null;
    }
  }
}

interface TestDatabase {
  database: Database;
  /** The clone's own URL on PostgreSQL (pg-boss connects to it); null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a PGlite clone of the run's snapshot, or a PostgreSQL copy of its template. */
async function openTestDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  if (testEngine() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `kazi_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = withDatabase(base, name);
    const database = openPostgres(url, 5, options);
    return {
      database,
      url,
      async drop() {
        await database.close().catch(() => {}); // a test may have closed it already
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
  const database = fromPglite(client, options);
  return { database, url: null, drop: () => database.close().catch(() => {}) };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  queries: QueryRecorder;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, for `app.inject`. `env` overrides the configuration
 * (e.g. `{ SESSION_IDLE_MINUTES: '5' }`); `prepare` runs before `ready()`, to add test routes.
 */
export async function createTestApp(
  env: Env = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
  deps: Pick<AppDeps, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kazi-test-'));
  const queries = new QueryRecorder();
  const { database, url, drop } = await openTestDatabase({ onQuery: queries.onQuery });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS: '0',
    // Most suites sign admins in with a password alone; two-factor.gate.test.ts turns it on.
    REQUIRE_TWO_FACTOR_FOR_ADMINS: '0',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  } as Record<string, string>);
  const app = await buildApp(config, { ...deps, database });
  await prepare?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    queries,
    async close() {
      try {
        await app.close();
      } finally {
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
