import { loadConfig } from '../config.ts';
import { DataDirLockedError } from './lock.ts';
import { MigrationError } from './migrate.ts';
import { openConfiguredDatabase } from './open.ts';

/**
 * `npm run db:migrate` applies the pending migrations of this checkout and exits: the first step
 * of an upgrade on PostgreSQL, before the app processes restart one by one (docs/deploy.md). It
 * runs beside live servers (the migration lock keeps concurrent runs in line); an embedded
 * database is migrated by its server's start, so a running one refuses.
 */
async function run(): Promise<void> {
  const database = await openConfiguredDatabase(loadConfig());
  await database.close();
  console.log('Migrations applied.');
}

run().catch((error: unknown) => {
  const known = error instanceof DataDirLockedError || error instanceof MigrationError;
  console.error(known ? `Cannot migrate: ${error.message}` : error);
  process.exit(1);
});
