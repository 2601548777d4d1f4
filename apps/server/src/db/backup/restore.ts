import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalFileStore } from '../../modules/files/storage.ts';
import { createPglite } from '../client.ts';
import { lockDataDir } from '../lock.ts';
import type { BackupManifest } from './archive.ts';
import { readBackupArchive } from './read-archive.ts';

/** A restore that would overwrite something, or put the database where the server will not read it. */
export class RestoreRefusedError extends Error {}

/** Nothing is ever overwritten: the target is a new directory or an empty one. */
export function assertEmptyDataDir(dataDir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length > 0) {
    throw new RestoreRefusedError(
      `The data directory ${dataDir} is not empty (it holds ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}). ` +
        'A backup is restored only into an empty or new directory, so that nothing is overwritten: ' +
        'move its contents away, or set DATA_DIR to a new directory.',
    );
  }
}

export interface RestoreTarget {
  dataDir: string;
  /** Set: the server reads PostgreSQL, not an embedded database restored into DATA_DIR. */
  databaseUrl: string | null;
}

/**
 * Restores a backup archive into an empty data dir: the database dump loaded by PGlite into
 * `DATA_DIR/pglite`, the files into `DATA_DIR/files`. The dir stays locked meanwhile, so no server
 * starts on half of it; when anything fails, what was written goes and the dir is empty again.
 * The server migrates the database at its next start when the backup is older than the code.
 */
export async function restoreBackup(archive: Readable, target: RestoreTarget): Promise<BackupManifest> {
  assertEmptyDataDir(target.dataDir);
  const release = lockDataDir(target.dataDir);
  const databaseDir = path.join(target.dataDir, 'pglite');
  const filesDir = path.join(target.dataDir, 'files');
  const files = new LocalFileStore(filesDir);
  try {
    return await readBackupArchive(archive, {
      async database(dump) {
        if (target.databaseUrl) {
          throw new RestoreRefusedError(
            'DATABASE_URL is set, so the server would not read the embedded database this backup holds: unset it to restore into DATA_DIR.',
          );
        }
        const pglite = await createPglite({
          dataDir: databaseDir,
          loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-tar' }),
        });
        await pglite.close();
      },
      file: (storedName, bytes) => files.put(storedName, bytes),
    });
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
