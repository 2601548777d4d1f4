import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { describeBackup, InvalidBackupError } from './archive.ts';
import { restoreBackup } from './restore.ts';

const USAGE = 'Usage: npm run db:restore ARCHIVE   (into DATA_DIR, which must be empty or absent)';

/**
 * `npm run db:restore ARCHIVE` restores a `db:backup` archive into DATA_DIR, which must be empty
 * or absent; the server started on it afterwards applies the migrations the backup predates.
 */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const archive = args[0];
  if (!archive || args.length > 1 || archive.startsWith('--')) throw new Error(USAGE);
  if (!existsSync(archive)) throw new Error(`${archive}: no such file.`);
  const config = loadConfig();
  const dataDir = path.resolve(config.dataDir);
  try {
    const manifest = await restoreBackup(createReadStream(archive), {
      dataDir,
      databaseUrl: config.databaseUrl,
    });
    const next = manifest.database
      ? ' Start the server on it: it applies the migrations the backup predates first.'
      : '';
    console.log(
      `Restored ${describeBackup(manifest)} from ${archive} (made ${manifest.createdAt}) into ${dataDir}.${next}`,
    );
  } catch (error) {
    if (error instanceof InvalidBackupError) {
      throw new Error(`${archive} is not a whole Kazi backup: ${error.message}. Nothing was restored.`);
    }
    throw error;
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
