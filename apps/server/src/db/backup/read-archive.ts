import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  type BackupManifest,
  DATABASE_ENTRY,
  InvalidBackupError,
  MANIFEST_ENTRY,
  parseManifest,
  storedNameOfEntry,
} from './archive.ts';

/** What a reader does with each part; `readBackupArchive` checks the parts against the manifest. */
export interface BackupParts {
  database(dump: Buffer): Promise<void>;
  file(storedName: string, bytes: Buffer): Promise<void>;
}

interface Seen {
  database: boolean;
  files: { count: number; bytes: number };
  manifest: BackupManifest | null;
}

function checkAgainstManifest(seen: Seen): BackupManifest {
  const { manifest } = seen;
  if (!manifest)
    throw new InvalidBackupError('it has no manifest: it was cut short, or is not a Kazi backup');
  if ((manifest.database === 'pglite') !== seen.database) {
    throw new InvalidBackupError('its database does not match its manifest');
  }
  if (manifest.files.count !== seen.files.count || manifest.files.bytes !== seen.files.bytes) {
    throw new InvalidBackupError(
      `it holds ${seen.files.count} files (${seen.files.bytes} bytes), its manifest says ${manifest.files.count} (${manifest.files.bytes} bytes)`,
    );
  }
  return manifest;
}

/**
 * Reads a backup archive (archive.ts) from start to end, handing each part to `parts` as it
 * comes, and returns its manifest once every part has been read and matches it. Any other entry,
 * or an entry out of order, is refused before it reaches `parts`.
 */
export async function readBackupArchive(input: Readable, parts: BackupParts): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract);
  reading.catch(() => {}); // awaited below, or its error is the one the loop saw
  const seen: Seen = { database: false, files: { count: 0, bytes: 0 }, manifest: null };
  let partFailed = false;
  const hand = async (part: Promise<void>) => {
    try {
      await part;
    } catch (error) {
      partFailed = true;
      throw error;
    }
  };
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (seen.manifest) throw new InvalidBackupError(`it has an entry after its manifest (${name})`);
      if (type !== 'file') throw new InvalidBackupError(`it has an entry that is not a file (${name})`);
      const bytes = await buffer(entry);
      if (name === MANIFEST_ENTRY) {
        seen.manifest = parseManifest(bytes.toString('utf8'));
      } else if (name === DATABASE_ENTRY) {
        if (seen.database || seen.files.count) throw new InvalidBackupError('its database is out of place');
        seen.database = true;
        await hand(parts.database(bytes));
      } else {
        const storedName = storedNameOfEntry(name);
        if (!storedName) throw new InvalidBackupError(`it has an entry that Kazi did not write (${name})`);
        await hand(parts.file(storedName, bytes));
        seen.files.count += 1;
        seen.files.bytes += bytes.length;
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (partFailed || error instanceof InvalidBackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidBackupError(`it is damaged or cut short (${reason})`);
  }
  return checkAgainstManifest(seen);
}
