// @ts-check
// Per engine: a fresh database with the demo seeded by the production seed CLI, the environment the
// app runs with, and where the floor (and scenario seeds) find the same data.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, removeDirAtExit } from './cleanup.mjs';
import { POOL_SIZE } from './db.mjs';
import { mergeEnv } from './server.mjs';

/** @typedef {import('./types.d.ts').Engine} Engine */
/** @typedef {import('./db.mjs').SqlTarget} SqlTarget */

/**
 * @typedef {object} PreparedEngine
 * @property {Engine} engine
 * @property {string} label  e.g. "PGlite (embedded)" or "PostgreSQL 15.4 at 127.0.0.1:5432/kazi_bench"
 * @property {Record<string, string | undefined>} env  what the app and the seed CLI run with
 * @property {SqlTarget} sqlTarget
 */

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The scratch database (`BENCH_DATABASE`, e.g. when two worktrees bench on one server). */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'kazi_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE))
  throw new Error(`BENCH_DATABASE: not a plain name: ${BENCH_DATABASE}`);

/**
 * @param {string} root repository root
 * @param {Record<string, string | undefined>} env
 */
function seedDemo(root, env) {
  const cli = path.join(root, 'apps/server/dist/db/seed/cli.js');
  const run = spawnSync(process.execPath, [cli, '--demo'], {
    cwd: root,
    env: mergeEnv(env),
    encoding: 'utf8',
    timeout: 180_000,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.status !== 0 || !output.includes('demo-password')) {
    throw new Error(`seed CLI (${cli} --demo) failed with status ${run.status}:\n${output}`);
  }
}

/** @param {string} prefix */
function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.env.BENCH_KEEP !== '1') removeDirAtExit(dir);
  return dir;
}

/** What the app runs with in every bench: production, no jobs, warnings only, the bench's pool size. */
export const BASE_ENV = {
  NODE_ENV: 'production',
  JOBS: '0',
  LOG_LEVEL: 'warn',
  DATABASE_POOL_SIZE: String(POOL_SIZE),
};

/**
 * A fresh PGlite data dir in a temp dir, demo seeded.
 * @param {string} root
 * @returns {PreparedEngine}
 */
export function preparePglite(root) {
  const dataDir = tempDir('kazi-bench-pglite-');
  const env = { ...BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: undefined };
  seedDemo(root, env);
  return {
    engine: 'pglite',
    label: `PGlite (embedded, ${dataDir})`,
    env,
    sqlTarget: { engine: 'pglite', dir: path.join(dataDir, 'pglite') },
  };
}

/**
 * Recreates the scratch database `kazi_bench` through the admin URL and seeds the demo; `skipped`
 * (with the reason) when PostgreSQL does not answer.
 * @param {string} root
 * @param {string} adminUrl
 * @returns {Promise<{ prepared: PreparedEngine } | { skipped: string }>}
 */
export async function preparePostgres(root, adminUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  let version = '';
  try {
    await admin.connect();
    const [row] = (await admin.query('show server_version')).rows;
    version = String(row?.server_version ?? '').split(' ')[0] ?? '';
  } catch (error) {
    await admin.end().catch(() => {});
    return { skipped: `${redact(adminUrl)}: ${error instanceof Error ? error.message : error}` };
  }
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  if (process.env.BENCH_KEEP !== '1') {
    onCleanup(`drop database ${BENCH_DATABASE}`, async () => {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      } finally {
        await client.end();
      }
    });
  }
  const databaseUrl = benchDatabaseUrl(adminUrl);
  const env = { ...BASE_ENV, DATA_DIR: tempDir('kazi-bench-pg-files-'), DATABASE_URL: databaseUrl };
  seedDemo(root, env);
  return {
    prepared: {
      engine: 'postgres',
      label: `PostgreSQL ${version} (${redact(databaseUrl)})`,
      env,
      sqlTarget: { engine: 'postgres', url: databaseUrl },
    },
  };
}

/** The scratch database's URL on the server of the admin URL. @param {string} adminUrl */
export function benchDatabaseUrl(adminUrl) {
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** A URL without its password, for printing. @param {string} raw */
function redact(raw) {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(invalid URL)';
  }
}
