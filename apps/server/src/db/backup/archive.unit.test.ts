import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore, StoredBlob } from '../../modules/files/storage.ts';
import { backupFileName, InvalidBackupError, storedNameOfEntry } from './archive.ts';
import { backupTarget, checkBackupFile } from './backup.ts';
import { readBackupArchive } from './read-archive.ts';
import { assertEmptyDataDir, RestoreRefusedError } from './restore.ts';
import { writeBackupArchive } from './write-archive.ts';

/** A store in memory; `vanish` lists a blob that is gone by the time it is opened (a purge in between). */
function memoryStore(blobs: Record<string, string>, vanish: string[] = []): FileStore {
  const stored = new Map<string, Buffer>(
    Object.entries(blobs).map(([name, text]) => [name, Buffer.from(text)]),
  );
  return {
    put: async (name, bytes) => void stored.set(name, Buffer.isBuffer(bytes) ? bytes : await buffer(bytes)),
    read: (name) => Readable.from([stored.get(name) ?? Buffer.alloc(0)]),
    open: async (name) => (stored.has(name) ? Readable.from([stored.get(name) as Buffer]) : null),
    remove: async (name) => void stored.delete(name),
    check: async () => {},
    async *list(): AsyncIterable<StoredBlob> {
      for (const storedName of [...stored.keys(), ...vanish]) yield { storedName, modifiedAt: new Date(0) };
    },
  };
}

const NAME_A = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const NAME_B = 'b-_bbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const NAME_GONE = 'ggggggggggggggggggggggggggggggggg';

async function archiveOf(database: string | null, blobs: Record<string, string>, vanish: string[] = []) {
  const out = new PassThrough();
  const bytes = buffer(out);
  const manifest = await writeBackupArchive(
    { database: database === null ? null : new Blob([database]), files: memoryStore(blobs, vanish) },
    out,
    new Date('2026-11-28T18:30:05.123Z'),
  );
  return { manifest, bytes: await bytes };
}

/** Every part a reader was handed. */
async function read(bytes: Buffer) {
  const parts: { database: string | null; files: Record<string, string> } = { database: null, files: {} };
  const manifest = await readBackupArchive(Readable.from([bytes]), {
    async database(dump) {
      parts.database = dump.toString();
    },
    async file(name, content) {
      parts.files[name] = content.toString();
    },
  });
  return { manifest, parts };
}

/** A hand-made gzip'd tar of the given entries, in order. */
async function handMade(entries: [string, string][]): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, text] of entries) pack.entry({ name }, text);
  pack.finalize();
  return gzipSync(await buffer(pack as unknown as Readable));
}

const manifestText = (count: number, bytes: number, database: 'pglite' | null = null) =>
  JSON.stringify({ format: 1, createdAt: '2026-11-28T18:30:05.123Z', database, files: { count, bytes } });

describe('backup archives', () => {
  it('are named by the UTC time, sortable and without colons', () => {
    expect(backupFileName(new Date('2026-11-28T18:30:05.123Z'))).toBe(
      'kazi-backup-2026-11-28T18-30-05Z.tar.gz',
    );
  });

  it('go to the named archive, or into the named directory or BACKUP_DIR', () => {
    const at = new Date('2026-11-28T18:30:05Z');
    expect(backupTarget('/srv/b/nightly.tar.gz', '/backups', at)).toBe('/srv/b/nightly.tar.gz');
    expect(backupTarget('/srv/b', '/backups', at)).toBe('/srv/b/kazi-backup-2026-11-28T18-30-05Z.tar.gz');
    expect(backupTarget(undefined, '/backups', at)).toBe('/backups/kazi-backup-2026-11-28T18-30-05Z.tar.gz');
  });

  it('take only stored names in their own folder as file entries', () => {
    expect(storedNameOfEntry(`files/AA/${NAME_A}`)).toBe(NAME_A);
    expect(storedNameOfEntry(`files/AB/${NAME_A}`)).toBeNull();
    expect(storedNameOfEntry(`files/../${NAME_A}`)).toBeNull();
    expect(storedNameOfEntry('files/et/../../etc/passwd')).toBeNull();
    expect(storedNameOfEntry(`/files/AA/${NAME_A}`)).toBeNull();
  });

  it('hold the database, then every file the store holds, then a manifest that counts them', async () => {
    const { manifest, bytes } = await archiveOf('the dump', { [NAME_A]: 'first', [NAME_B]: 'second!' });
    expect(manifest).toEqual({
      format: 1,
      createdAt: '2026-11-28T18:30:05.123Z',
      database: 'pglite',
      files: { count: 2, bytes: 12 },
    });
    expect(await read(bytes)).toEqual({
      manifest,
      parts: { database: 'the dump', files: { [NAME_A]: 'first', [NAME_B]: 'second!' } },
    });
  });

  it('hold the database alone when the files live in a bucket', async () => {
    const out = new PassThrough();
    const bytes = buffer(out);
    const manifest = await writeBackupArchive({ database: new Blob(['dump']), files: null }, out);
    expect(manifest.files).toEqual({ count: 0, bytes: 0 });
    const { parts } = await read(await bytes);
    expect(parts).toEqual({ database: 'dump', files: {} });
  });

  it('leave out a file purged between the listing and the copy', async () => {
    const { manifest, bytes } = await archiveOf(null, { [NAME_A]: 'kept' }, [NAME_GONE]);
    expect(manifest.files).toEqual({ count: 1, bytes: 4 });
    expect((await read(bytes)).parts).toEqual({ database: null, files: { [NAME_A]: 'kept' } });
  });

  it('cut short are refused', async () => {
    const { bytes } = await archiveOf('the dump', { [NAME_A]: 'first' });
    for (const length of [bytes.length - 20, Math.floor(bytes.length / 2), 10]) {
      await expect(read(bytes.subarray(0, length))).rejects.toThrow(InvalidBackupError);
    }
  });

  it('whose files do not match the manifest are refused', async () => {
    const archive = await handMade([
      [`files/AA/${NAME_A}`, 'first'],
      ['manifest.json', manifestText(2, 5)],
    ]);
    await expect(read(archive)).rejects.toThrow('its manifest says 2');
  });

  it('with an entry Kazi does not write are refused before it reaches the reader', async () => {
    const archive = await handMade([
      ['../../etc/cron.d/evil', 'boom'],
      ['manifest.json', manifestText(0, 0)],
    ]);
    await expect(read(archive)).rejects.toThrow(
      'it has an entry that Kazi did not write (../../etc/cron.d/evil)',
    );
  });

  it('of another format are refused', async () => {
    const archive = await handMade([['manifest.json', JSON.stringify({ format: 2 })]]);
    await expect(read(archive)).rejects.toThrow('its format is 2 (this Kazi reads format 1)');
  });
});

describe('a written backup file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kazi-archive-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused when its database is not a PostgreSQL data dir', async () => {
    const file = path.join(dir, 'b.tar.gz');
    writeFileSync(file, (await archiveOf('not a tar', {})).bytes);
    await expect(checkBackupFile(file)).rejects.toThrow('its database is not a PostgreSQL data dir');
  });

  it('is restored only into a new or empty directory', () => {
    expect(() => assertEmptyDataDir(path.join(dir, 'new'))).not.toThrow();
    expect(() => assertEmptyDataDir(dir)).not.toThrow();
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    expect(() => assertEmptyDataDir(dir)).toThrow(RestoreRefusedError);
    expect(() => assertEmptyDataDir(dir)).toThrow(
      `The data directory ${dir} is not empty (it holds notes.txt)`,
    );
  });
});
