import type { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import type { FileStore } from '../../modules/files/storage.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  DATABASE_ENTRY,
  fileEntryName,
  MANIFEST_ENTRY,
} from './archive.ts';

/**
 * A consistent copy of a live embedded database. PGlite dumps its data dir while it holds its query
 * lock, so the copy is the database between two statements; taken inside `transaction()`, no other
 * transaction is open half-way either. The CHECKPOINT first leaves little WAL to replay on restore.
 */
export async function dumpDatabase(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite.transaction(() => pglite.dumpDataDir('none'));
}

export interface BackupSource {
  /** `dumpDatabase`'s copy, or null: files only. */
  database: Blob | null;
  /** The local file store, or null when the files live in a bucket (backed up where it lives). */
  files: FileStore | null;
}

const PRIVATE = 0o600;

/**
 * Writes the archive (archive.ts) of a database copy and of the files the store holds *now*: the
 * copy is taken first, so every file a row of it refers to is still there (files are never changed
 * in place, and only those no row refers to are purged, after a day); files stored since are
 * harmless extras that the purge job removes after a restore.
 */
export async function writeBackupArchive(
  source: BackupSource,
  out: Writable,
  now = new Date(),
): Promise<BackupManifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  // An entry waits for room in the stream; when the reader goes away it would wait forever.
  const broken = written.then(() => new Promise<never>(() => {}));
  broken.catch(() => {}); // handled where it is raced, or by `await written` below
  const add = (name: string, bytes: Buffer, mtime = now) =>
    Promise.race([
      broken,
      new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: bytes.length, mtime, mode: PRIVATE }, bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    ]);
  try {
    if (source.database) await add(DATABASE_ENTRY, Buffer.from(await source.database.arrayBuffer()));
    const files = { count: 0, bytes: 0 };
    for await (const blob of source.files?.list() ?? []) {
      const stream = await source.files?.open(blob.storedName);
      if (!stream) continue; // purged since it was listed: no row refers to it
      const bytes = await buffer(stream);
      await add(fileEntryName(blob.storedName), bytes, blob.modifiedAt);
      files.count += 1;
      files.bytes += bytes.length;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: source.database ? 'pglite' : null,
      files,
    };
    await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
