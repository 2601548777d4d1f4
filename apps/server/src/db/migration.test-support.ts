// A migration's tests: an empty database on the suite's engine (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), migrated up to a tag, given rows as they were then, migrated on.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testEngine } from '../test/app.ts';
import { withDatabase } from '../test/global-setup.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const DRIZZLE = path.resolve(import.meta.dirname, '../../drizzle');

export interface MigrationWorld {
  database: Database;
  /** Runs the migrations up to `tag` (its journal cut after that entry); every one without. */
  migrate: (tag?: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The migrations folder as it was up to `tag`, copied into `dir`. */
function migrationsUpTo(dir: string, tag: string): string {
  const target = path.join(dir, tag);
  cpSync(DRIZZLE, target, { recursive: true });
  const journalPath = path.join(target, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return target;
}

export async function migrationWorld(label: string): Promise<MigrationWorld> {
  const dir = mkdtempSync(path.join(tmpdir(), `kazi-${label}-`));
  let database: Database;
  let url: string | null = null;
  let drop: () => Promise<void> = async () => {};
  if (testEngine() === 'pglite') {
    database = await openPglite(undefined);
  } else {
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `kazi_${label.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    url = withDatabase(base, name);
    database = openPostgres(url, 2);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  return {
    database,
    migrate: (tag) => migrateDatabase(database, url, tag ? migrationsUpTo(dir, tag) : undefined),
    close: async () => {
      await database.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
