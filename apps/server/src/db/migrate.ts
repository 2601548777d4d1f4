import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

/** The committed SQL migrations, found from src/ (tests, tsx) and from dist/ (production). */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
}

const MIGRATION_LOCK = 7_450_113;

/** A migration that failed, or one the migrator skipped: start-up stops with this message. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

type Journal = { tag: string; hash: string }[];

/** The files of a build never change while it runs: each folder's journal is read once. */
const journals = new Map<string, Journal>();

/** Tag and SHA-256 (the migrator's own hash of the file) of every migration in the journal. */
function journal(folder: string): Journal {
  let entries = journals.get(folder);
  if (!entries) {
    entries = readJournal(folder);
    journals.set(folder, entries);
  }
  return entries;
}

function readJournal(folder: string): Journal {
  const { entries } = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return entries.map(({ tag }) => ({
    tag,
    hash: createHash('sha256')
      .update(readFileSync(path.join(folder, `${tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}

/** The journal's migrations that the database has not recorded, by tag. */
function notApplied(folder: string, appliedHashes: readonly string[]): string[] {
  const applied = new Set(appliedHashes);
  return journal(folder)
    .filter((entry) => !applied.has(entry.hash))
    .map((entry) => entry.tag);
}

/**
 * Drizzle applies only migrations newer than the last one applied; one generated earlier but
 * merged later would be skipped without a word. Every migration of the journal must be recorded.
 */
function assertAllApplied(folder: string, appliedHashes: readonly string[]): void {
  const missing = notApplied(folder, appliedHashes);
  if (missing.length > 0) {
    throw new MigrationError(
      `Database migrations not applied: ${missing.join(', ')} (older than the last applied one, or changed after it ran)`,
    );
  }
}

function failed(error: unknown): MigrationError {
  const reason = error instanceof Error ? error.message : String(error);
  return new MigrationError(`Database migration failed, nothing of it was applied: ${reason}`, {
    cause: error,
  });
}

/**
 * Applies pending migrations, all or nothing, and checks that every migration is recorded. On
 * PostgreSQL an advisory lock keeps concurrent starts in line.
 */
export async function migrateDatabase(
  database: Database,
  databaseUrl?: string | null,
  folder: string = migrationsFolder(),
): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: folder }).catch(
      (error) => {
        throw failed(error);
      },
    );
    const { rows } = await database.pglite.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations',
    );
    assertAllApplied(
      folder,
      rows.map((row) => row.hash),
    );
    return;
  }
  if (!databaseUrl) throw new Error('migrateDatabase needs the PostgreSQL URL');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET client_min_messages = warning');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder }).catch((error) => {
      throw failed(error);
    });
    const { rows } = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
    assertAllApplied(
      folder,
      rows.map((row) => row.hash),
    );
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * The migrations of this build that the database has not recorded (none: it is up to date for
 * this code). Another process of a newer build may have applied more: that is not missing here.
 */
export async function pendingMigrations(
  database: Database,
  folder: string = migrationsFolder(),
): Promise<string[]> {
  const { rows } = await database.executeSql('SELECT hash FROM drizzle.__drizzle_migrations');
  return notApplied(
    folder,
    rows.map((row) => String(row.hash)),
  );
}
