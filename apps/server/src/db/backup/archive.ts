/**
 * A backup archive (format 1) is one gzip'd tar holding, in this order: the embedded database as
 * PGlite dumped it (`pglite.tar`, absent from a files-only backup), every stored file under the
 * local store's own layout (`files/ab/abc…`, so `tar -x` into a data dir puts them in place), and
 * last the manifest, whose counts the reader checks: an archive cut short has none (ADR 039).
 */
/** An archive that is not a whole Kazi backup: cut short, damaged, or something else. */
export class InvalidBackupError extends Error {}

export const DATABASE_ENTRY = 'pglite.tar';
export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The embedded database it holds, or null: files only (the database is a PostgreSQL server). */
  database: 'pglite' | null;
  files: { count: number; bytes: number };
}

const STORED_NAME = /^[A-Za-z0-9_-]{20,}$/;
const FILE_ENTRY = /^files\/([A-Za-z0-9_-]{2})\/([A-Za-z0-9_-]{20,})$/;

export function fileEntryName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`invalid stored file name: ${storedName}`);
  return `files/${storedName.slice(0, 2)}/${storedName}`;
}

/** The stored name a `files/…` entry holds, or null when the entry is not one. */
export function storedNameOfEntry(entryName: string): string | null {
  const [, prefix, storedName] = FILE_ENTRY.exec(entryName) ?? [];
  return storedName && storedName.slice(0, 2) === prefix ? storedName : null;
}

/** `kazi-backup-2026-11-28T18-30-05Z.tar.gz`: UTC, sortable, no characters a file system refuses. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `kazi-backup-${stamp}.tar.gz`;
}

/** `the database and 12 files (3.4 MB)`, for the commands' last line. */
export function describeBackup(manifest: BackupManifest): string {
  const { count, bytes } = manifest.files;
  const size = bytes < 1_048_576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;
  const files = `${count} files (${size})`;
  return manifest.database ? `the database and ${files}` : files;
}

export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidBackupError('its manifest is not JSON');
  }
  const manifest = value as Partial<BackupManifest> | null;
  if (manifest?.format !== BACKUP_FORMAT) {
    throw new InvalidBackupError(
      `its format is ${JSON.stringify(manifest?.format)} (this Kazi reads format ${BACKUP_FORMAT})`,
    );
  }
  if (
    typeof manifest.createdAt !== 'string' ||
    (manifest.database !== 'pglite' && manifest.database !== null) ||
    !Number.isInteger(manifest.files?.count) ||
    !Number.isInteger(manifest.files?.bytes)
  ) {
    throw new InvalidBackupError('its manifest is incomplete');
  }
  return manifest as BackupManifest;
}
