import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import tar from 'tar-stream';
import { LocalFileStore } from '../../modules/files/storage.ts';
import { createPglite } from '../client.ts';
import { DataDirLockedError, lockDataDir } from '../lock.ts';
import { type BackupManifest, backupFileName, InvalidBackupError } from './archive.ts';
import { readBackupArchive } from './read-archive.ts';
import { backupSocketPath, requestBackup, socketPathFits } from './socket.ts';
import { dumpDatabase, writeBackupArchive } from './write-archive.ts';

/** A backup that cannot be made here, with what to do instead. */
export class BackupRefusedError extends Error {}

export const BUCKET_BACKUP_ADVICE =
  'FILE_STORE names a bucket: the uploaded files are backed up where they live (the bucket’s versioning, ' +
  'replication or the provider’s backups), not in a Kazi archive.';

export const POSTGRES_BACKUP_ADVICE =
  'DATABASE_URL is set: the database is a PostgreSQL server, which is backed up where it runs, with pg_dump ' +
  '(pg_dump --format=custom --file=kazi.dump "$DATABASE_URL") or the provider’s backups. ' +
  '`npm run db:backup -- --files-only` archives the uploaded files (DATA_DIR/files).';

/** PATH when it names an archive (`….tar.gz`), else a file named by the UTC time in PATH or BACKUP_DIR. */
export function backupTarget(argument: string | undefined, backupDir: string, now: Date): string {
  if (argument && /\.(tar\.gz|tgz)$/.test(argument)) return path.resolve(argument);
  return path.resolve(argument ?? backupDir, backupFileName(now));
}

async function fromRunningServer(dataDir: string, out: Writable): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPathFits(socketPath)) {
    throw new BackupRefusedError(
      `A Kazi server holds ${dataDir}, and the path of its backup socket (${socketPath}) is too long for a socket: move the data dir to a shorter path.`,
    );
  }
  try {
    await requestBackup(dataDir, out);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    throw new BackupRefusedError(
      `A Kazi process holds ${dataDir} but does not answer on its backup socket (${socketPath}): ` +
        'it may still be starting, or be a db:seed run; try again in a moment.',
    );
  }
}

/**
 * Writes the backup of a data dir to `out`. Only one process may open an embedded database, so
 * when a server holds the dir, that server makes the backup (socket.ts); when none does, the dir
 * is locked and opened here, so no server starts meanwhile.
 */
export async function backupDataDir(
  dataDir: string,
  out: Writable,
  options: { filesOnly: boolean; localFiles: boolean },
): Promise<void> {
  const files = options.localFiles ? new LocalFileStore(path.join(dataDir, 'files')) : null;
  if (options.filesOnly) {
    await writeBackupArchive({ database: null, files }, out);
    return;
  }
  const databaseDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir}: check DATA_DIR.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return fromRunningServer(dataDir, out);
    throw error;
  }
  try {
    const pglite = await createPglite({ dataDir: databaseDir });
    let database: Blob;
    try {
      database = await dumpDatabase(pglite);
    } finally {
      await pglite.close();
    }
    await writeBackupArchive({ database, files }, out);
  } finally {
    release();
  }
}

/** Whether a dump is PGlite's tar of a PostgreSQL data dir (it holds PG_VERSION at its top). */
async function holdsDataDir(dump: Buffer): Promise<boolean> {
  const extract = tar.extract();
  Readable.from([dump]).pipe(extract);
  let found = false;
  try {
    for await (const entry of extract) {
      if (entry.header.name.replace(/^\/+/, '') === 'PG_VERSION') found = true;
      entry.resume();
    }
  } catch {
    return false;
  }
  return found;
}

/** Reads a written archive back whole: its manifest when every part is there, else why not. */
export function checkBackupFile(file: string): Promise<BackupManifest> {
  return readBackupArchive(createReadStream(file), {
    async database(dump) {
      if (!(await holdsDataDir(dump)))
        throw new InvalidBackupError('its database is not a PostgreSQL data dir');
    },
    file: async () => {},
  });
}

/**
 * Writes a backup to `target` through a `.partial` file that is read back whole before it takes
 * the name: a backup under its final name is complete. An existing file is never overwritten.
 */
export async function writeBackupFile(
  target: string,
  write: (out: Writable) => Promise<void>,
): Promise<BackupManifest> {
  if (existsSync(target)) throw new BackupRefusedError(`${target} exists already: choose another name.`);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  await once(out, 'open');
  try {
    await write(out);
    const manifest = await checkBackupFile(partial);
    await link(partial, target);
    return manifest;
  } finally {
    await rm(partial, { force: true });
  }
}
