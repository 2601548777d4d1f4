import { loadConfig } from '../../config.ts';
import { describeBackup } from './archive.ts';
import {
  BackupRefusedError,
  BUCKET_BACKUP_ADVICE,
  backupDataDir,
  backupTarget,
  POSTGRES_BACKUP_ADVICE,
  writeBackupFile,
} from './backup.ts';

const USAGE = 'Usage: npm run db:backup [-- PATH] [-- --files-only]';

/**
 * `npm run db:backup [-- PATH]` writes one archive of the embedded database and the uploaded files
 * to PATH (a `.tar.gz` file, or a directory) or BACKUP_DIR, named by the UTC time; the running
 * server makes it when one holds DATA_DIR (ADR 039). `--files-only`: the files alone, for an
 * installation on PostgreSQL, whose database is backed up with pg_dump.
 */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const paths = args.filter((arg) => !arg.startsWith('--'));
  if (paths.length > 1 || flags.some((flag) => flag !== '--files-only')) throw new BackupRefusedError(USAGE);
  const filesOnly = flags.includes('--files-only');
  const config = loadConfig();
  if (config.databaseUrl && !filesOnly) throw new BackupRefusedError(POSTGRES_BACKUP_ADVICE);
  const localFiles = config.fileStore.kind === 'local';
  if (filesOnly && !localFiles) throw new BackupRefusedError(BUCKET_BACKUP_ADVICE);
  const target = backupTarget(paths[0], config.backupDir, new Date());
  const manifest = await writeBackupFile(target, (out) =>
    backupDataDir(config.dataDir, out, { filesOnly, localFiles }),
  );
  console.log(`Backup written to ${target}: ${describeBackup(manifest)}.`);
  if (!localFiles) console.log(BUCKET_BACKUP_ADVICE);
}

run().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof BackupRefusedError ? message : `The backup failed: ${message}`);
  process.exit(1);
});
