import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/app.ts';
import { withDatabase } from '../test/global-setup.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/*
 * Migration 0017 turns participations.update_days from the text "0,2,4" into smallint[]: rows
 * written before it keep their days, on the engine the suite runs (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
const DRIZZLE = path.resolve(import.meta.dirname, '../../drizzle');
const BEFORE = '0016_participations_update_days_check';

let dir: string;
let database: Database;
let url: string | null = null;
let drop: () => Promise<void> = async () => {};

/** The migrations folder as it was up to `tag` (its journal cut after that entry). */
function migrationsUpTo(tag: string): string {
  const target = path.join(dir, tag);
  cpSync(DRIZZLE, target, { recursive: true });
  const journalPath = path.join(target, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return target;
}

async function openEmptyDatabase(): Promise<void> {
  if (testEngine() === 'pglite') {
    database = await openPglite(undefined);
    return;
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `kazi_days_${randomBytes(6).toString('hex')}`;
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

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kazi-update-days-'));
  await openEmptyDatabase();
  await migrateDatabase(database, url, migrationsUpTo(BEFORE));
  await database.executeSql(
    `INSERT INTO users (id, email, username, type) VALUES (1, 'a@example.com', 'a', 1)`,
  );
  await database.executeSql(
    `INSERT INTO projects (id, title, category) SELECT n, 'P', 'dedicated' FROM generate_series(1, 5) AS n`,
  );
  await database.executeSql(
    `INSERT INTO participations (id, project_id, user_id, update_days)
     VALUES (1, 1, 1, '0,2,4'), (2, 2, 1, ''), (3, 3, 1, '1')`,
  );
  await database.executeSql(`INSERT INTO participations (id, project_id, user_id) VALUES (4, 4, 1)`);
  await migrateDatabase(database, url);
}, 60_000);
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('update_days as smallint[] (migration 0017)', () => {
  it('keeps the days of every row written as text', async () => {
    const { rows } = await database.executeSql(
      "SELECT id, array_to_string(update_days, ',') AS days FROM participations ORDER BY id",
    );
    expect(rows).toEqual([
      { id: 1, days: '0,2,4' },
      { id: 2, days: '' },
      { id: 3, days: '1' },
      { id: 4, days: '0,1,2,3,4' },
    ]);
  });

  it('gives new rows every weekday and refuses a day past Friday', async () => {
    await database.executeSql(`INSERT INTO participations (id, project_id, user_id) VALUES (5, 5, 1)`);
    const { rows } = await database.executeSql(
      "SELECT array_to_string(update_days, ',') AS days FROM participations WHERE id = 5",
    );
    expect(rows).toEqual([{ days: '0,1,2,3,4' }]);
    await expect(
      database.executeSql(`UPDATE participations SET update_days = '{0,5}' WHERE id = 1`),
    ).rejects.toThrow(/violates check constraint/);
  });
});
