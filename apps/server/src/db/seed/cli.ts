import { loadConfig } from '../../config.ts';
import { createFileStore } from '../../modules/files/store.ts';
import { openConfiguredDatabase } from '../open.ts';
import { demoLoginsText, seedDemo } from './demo.ts';
import { resetDatabase } from './reset.ts';

/**
 * `npm run db:seed -- --demo` seeds the demo workspace; `npm run db:reset` empties the database
 * (all tables, files too) and seeds the demo again. Both refuse a database a server uses: the
 * embedded one's data dir, or a PostgreSQL database (advisory lock, ADR 019).
 */
async function run(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'maintenance');
  const fileStore = createFileStore(config.fileStore);
  try {
    if (args.has('--reset')) {
      await resetDatabase(database, config, fileStore);
      console.log('Database reset.');
      if (args.has('--empty')) return;
    } else if (!args.has('--demo')) {
      console.log('Usage: npm run db:seed -- --demo   |   npm run db:reset [-- --empty]');
      return;
    }
    await seedDemo(database.db, { fileStore, publicUrl: config.publicUrl });
    console.log(demoLoginsText());
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
