import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';
import { migrateDatabase } from './migrate.ts';

/** Opens the configured database (PostgreSQL by DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    await migrateDatabase(database, config.databaseUrl);
    return database;
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrateDatabase(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
