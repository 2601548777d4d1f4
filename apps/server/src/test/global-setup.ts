import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

const TMP = path.resolve(import.meta.dirname, '../../../../.tmp');

/** Migrates once per run: a PGlite snapshot to clone, or a PostgreSQL template database. */
export default async function setup(project: TestProject) {
  mkdirSync(TMP, { recursive: true });
  // Per project: the engine's two projects (vitest.config.ts) set up side by side.
  const key = `${process.pid}_${project.name.replace(/\W/g, '_')}`;
  // The project's `env` reaches the test workers, not this process: read it from the project.
  if (project.config.env?.TEST_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres suite');
    const template = `kazi_template_${key}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = openPostgres(templateUrl, 2);
    await migrateDatabase(database, templateUrl);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      '\n  NOTE: TEST_DATABASE_URL is not set: the API suite runs on PGlite only (CI also runs PostgreSQL).\n',
    );
  }
  const client = await createPglite();
  await migrateDatabase(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  const snapshot = path.join(TMP, `pglite-snapshot-${key}.tar`);
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', '');
  return () => rmSync(snapshot, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
