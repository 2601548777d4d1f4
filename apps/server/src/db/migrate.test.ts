import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { MigrationError, migrateDatabase, pendingMigrations } from './migrate.ts';

let dir: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kazi-migrate-'));
  database = await openPglite(undefined);
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder holding `migrations` ([tag, when, sql]) in journal order. */
function folder(name: string, migrations: [string, number, string][]): string {
  const target = path.join(dir, name);
  mkdirSync(path.join(target, 'meta'), { recursive: true });
  for (const [tag, , sql] of migrations) writeFileSync(path.join(target, `${tag}.sql`), sql);
  const entries = migrations.map(([tag, when], idx) => ({ idx, version: '7', when, tag, breakpoints: true }));
  writeFileSync(
    path.join(target, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return target;
}

const tables = async () =>
  (
    await database.pglite?.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM pg_tables WHERE tablename = 'kept'",
    )
  )?.rows[0]?.n;

describe('migrateDatabase never passes silently', () => {
  it('a failing migration stops with a MigrationError naming the cause, and applies nothing of it', async () => {
    const bad = folder('bad', [
      ['0000_ok', 1000, 'CREATE TABLE kept (id int);'],
      ['0001_bad', 2000, 'ALTER TABLE missing_table ADD COLUMN x int;'],
    ]);
    const failure = migrateDatabase(database, null, bad);
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(/Database migration failed.*missing_table/);
    expect(await tables()).toBe('0');
  });

  it('a migration older than the last applied one is refused, not skipped', async () => {
    await migrateDatabase(
      database,
      null,
      folder('first', [['0001_later', 2000, 'CREATE TABLE kept (id int);']]),
    );
    const merged = folder('merged', [
      ['0000_earlier', 1000, 'CREATE TABLE skipped (id int);'],
      ['0001_later', 2000, 'CREATE TABLE kept (id int);'],
    ]);
    await expect(migrateDatabase(database, null, merged)).rejects.toThrow(
      /Database migrations not applied: 0000_earlier/,
    );
  });
});

describe('pendingMigrations', () => {
  it('names the migrations of a build that the database has not recorded, and none once applied', async () => {
    const first = folder('first', [['0000_first', 1000, 'CREATE TABLE kept (id int);']]);
    await migrateDatabase(database, null, first);
    expect(await pendingMigrations(database, first)).toEqual([]);
    const next = folder('next', [
      ['0000_first', 1000, 'CREATE TABLE kept (id int);'],
      ['0001_next', 2000, 'CREATE TABLE later (id int);'],
    ]);
    expect(await pendingMigrations(database, next)).toEqual(['0001_next']);
    await migrateDatabase(database, null, next);
    expect(await pendingMigrations(database, next)).toEqual([]);
  });
});
