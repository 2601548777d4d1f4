import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';
import { migrateDatabase } from './migrate.ts';
import { lockDatabase } from './pg-lock.ts';

/**
 * Opens the configured database (PostgreSQL by DATABASE_URL, else PGlite in DATA_DIR) and migrates
 * it. A server shares its database with other servers; `maintenance` (db:seed, db:reset) needs it
 * alone: refused while any server uses it (the PGlite dir's lock file, PostgreSQL's advisory lock).
 */
export async function openConfiguredDatabase(
  config: Config,
  use: 'server' | 'maintenance' = 'server',
): Promise<Database> {
  if (config.databaseUrl) {
    const unlock = await lockDatabase(config.databaseUrl, use === 'server' ? 'shared' : 'exclusive');
    try {
      const database = openPostgres(config.databaseUrl, config.databasePoolSize);
      await migrateDatabase(database, config.databaseUrl);
      const close = database.close;
      return {
        ...database,
        close: async () => {
          await close();
          await unlock();
        },
      };
    } catch (error) {
      await unlock();
      throw error;
    }
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
