import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

/** The committed SQL migrations, found from src/ (tests, tsx) and from dist/ (production). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
}

const MIGRATION_LOCK = 7_450_113;

/** Applies pending migrations. On PostgreSQL an advisory lock keeps concurrent starts in line. */
export async function migrateDatabase(database: Database, databaseUrl?: string | null): Promise<void> {
  const folder = migrationsFolder();
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: folder });
    return;
  }
  if (!databaseUrl) throw new Error('migrateDatabase needs the PostgreSQL URL');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET client_min_messages = warning');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
