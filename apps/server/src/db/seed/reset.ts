import type { Config } from '../../config.ts';
import type { FileStore } from '../../modules/files/storage.ts';
import { emptyFileStore } from '../../modules/files/store.ts';
import type { Database } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

/**
 * Drops every table of the application (and pg-boss's schema), migrates again and empties the
 * file store. The audit trail's append-only trigger forbids deleting rows, not dropping the schema.
 */
export async function resetDatabase(database: Database, config: Config, fileStore: FileStore): Promise<void> {
  await database.executeSql('DROP SCHEMA IF EXISTS public CASCADE');
  await database.executeSql('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await database.executeSql('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await database.executeSql('CREATE SCHEMA public');
  await migrateDatabase(database, config.databaseUrl);
  await emptyFileStore(fileStore);
}
