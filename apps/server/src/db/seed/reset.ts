import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

/**
 * Drops every table of the application (and pg-boss's schema) and migrates again. The audit
 * trail's append-only trigger forbids deleting rows, not dropping the schema.
 */
export async function resetDatabase(database: Database, config: Config): Promise<void> {
  await database.executeSql('DROP SCHEMA IF EXISTS public CASCADE');
  await database.executeSql('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await database.executeSql('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await database.executeSql('CREATE SCHEMA public');
  await migrateDatabase(database, config.databaseUrl);
  await rm(path.join(config.dataDir, 'files'), { recursive: true, force: true });
}
