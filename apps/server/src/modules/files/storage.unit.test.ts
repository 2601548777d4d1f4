import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3-server.ts';
import { S3FileStore, s3ClientOf } from './s3-store.ts';
import { type FileStore, LocalFileStore } from './storage.ts';
import { checkFileStore, createFileStore, emptyFileStore, FileStoreUnusableError } from './store.ts';

/** Every name a test put into a store: a store lists nothing else. */
const written = new Set<string>();
const newName = () => {
  const name = randomBytes(24).toString('base64url');
  written.add(name);
  return name;
};
/** A name that looks like a stored one but is put behind the store's back, where it must not list. */
const foreignName = () => randomBytes(24).toString('base64url');

async function namesIn(store: FileStore): Promise<Map<string, Date>> {
  const names = new Map<string, Date>();
  for await (const blob of store.list()) names.set(blob.storedName, blob.modifiedAt);
  return names;
}

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startS3();
  dir = mkdtempSync(path.join(tmpdir(), 'kazi-store-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One store of each kind, empty; `foreign` puts something that is not a stored blob next to its blobs. */
interface Subject {
  store: FileStore;
  unusable: FileStore;
  foreign(): Promise<void>;
}

const subjects: Record<string, () => Subject> = {
  'local disk': () => {
    const root = path.join(dir, randomBytes(4).toString('hex'));
    writeFileSync(path.join(dir, 'a-file'), '');
    return {
      store: new LocalFileStore(root),
      // A directory cannot be made under a file.
      unusable: new LocalFileStore(path.join(dir, 'a-file', 'files')),
      async foreign() {
        mkdirSync(path.join(root, 'xx'), { recursive: true });
        writeFileSync(path.join(root, 'xx', 'notes.txt'), 'not a blob');
        writeFileSync(path.join(root, 'xx', foreignName()), 'under the wrong prefix');
      },
    };
  },
  'S3 bucket': () => {
    const client = s3ClientOf(s3.connection);
    const prefix = `files-${randomBytes(4).toString('hex')}`;
    const put = (Key: string) => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }));
    return {
      store: new S3FileStore(client, s3.bucket, prefix),
      unusable: new S3FileStore(client, 'no-such-bucket', prefix),
      async foreign() {
        await put(`${prefix}-other/${foreignName()}`); // another prefix that starts the same
        await put(`${prefix}/nested/${foreignName()}`);
        await put(`${prefix}/notes.txt`);
      },
    };
  },
};

describe.each(Object.keys(subjects))('FileStore on the %s', (kind) => {
  let subject: Subject;
  beforeAll(() => {
    subject = (subjects[kind] as () => Subject)();
  });

  it('keeps bytes put as a buffer and serves them through open and read', async () => {
    const name = newName();
    const bytes = randomBytes(3000);
    await subject.store.put(name, bytes);
    const opened = await subject.store.open(name);
    expect(opened).not.toBeNull();
    expect((await buffer(opened as Readable)).equals(bytes)).toBe(true);
    expect((await buffer(subject.store.read(name))).equals(bytes)).toBe(true);
  });

  it('streams a body of unknown length, in parts past 5 MB', async () => {
    const name = newName();
    const chunks = Array.from({ length: 7 }, (_, index) => Buffer.alloc(1024 * 1024, index));
    await subject.store.put(name, Readable.from(chunks));
    const back = await buffer((await subject.store.open(name)) as Readable);
    expect(back.length).toBe(7 * 1024 * 1024);
    expect(back.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('answers null for a name with nothing stored, and read fails', async () => {
    expect(await subject.store.open(newName())).toBeNull();
    await expect(text(subject.store.read(newName()))).rejects.toThrow();
  });

  it('removes, and removing what is not there is no error', async () => {
    const name = newName();
    await subject.store.put(name, Buffer.from('bye'));
    await subject.store.remove(name);
    expect(await subject.store.open(name)).toBeNull();
    await subject.store.remove(name);
  });

  it('lists its blobs with their time, and nothing else', async () => {
    const before = Date.now() - 2_000;
    const [first, second] = [newName(), newName()];
    await subject.store.put(first, Buffer.from('1'));
    await subject.store.put(second, Buffer.from('2'));
    await subject.foreign();
    const listed = await namesIn(subject.store);
    expect(listed.has(first) && listed.has(second)).toBe(true);
    for (const name of [first, second]) {
      const modifiedAt = listed.get(name) as Date;
      expect(modifiedAt.getTime()).toBeGreaterThan(before);
      expect(modifiedAt.getTime()).toBeLessThan(Date.now() + 2_000);
    }
    expect([...listed.keys()].filter((name) => !written.has(name))).toEqual([]);
    await subject.store.remove(first);
    expect((await namesIn(subject.store)).has(first)).toBe(false);
  });

  it('refuses a name it did not make', async () => {
    await expect(subject.store.put('../escape', Buffer.from('x'))).rejects.toThrow(
      /invalid stored file name/,
    );
    await expect(subject.store.open('a/b')).rejects.toThrow(/invalid stored file name/);
  });

  it('checks that it can be used', async () => {
    await expect(subject.store.check()).resolves.toBeUndefined();
    await expect(subject.unusable.check()).rejects.toThrow();
  });

  it('is emptied by db:reset, blob by blob', async () => {
    await subject.store.put(newName(), Buffer.from('demo'));
    expect((await namesIn(subject.store)).size).toBeGreaterThan(0);
    await emptyFileStore(subject.store);
    expect((await namesIn(subject.store)).size).toBe(0);
  });

  it('fails, rather than answering "nothing stored", when the store itself is out of reach', async () => {
    // A download then answers 500: a broken installation must not look like a missing file.
    await expect(subject.unusable.open(newName())).rejects.toThrow();
  });
});

describe('the configured store', () => {
  it('is built from the configuration, one kind or the other', () => {
    expect(createFileStore({ kind: 'local', root: dir })).toBeInstanceOf(LocalFileStore);
    const bucket = createFileStore({ kind: 's3', bucket: s3.bucket, prefix: '', connection: s3.connection });
    expect(bucket).toBeInstanceOf(S3FileStore);
  });

  it('stops a start naming the store and the cause when it cannot be used', async () => {
    const config = {
      kind: 's3' as const,
      bucket: 'no-such-bucket',
      prefix: 'files',
      connection: s3.connection,
    };
    const missing = checkFileStore(createFileStore(config), config);
    await expect(missing).rejects.toThrow(FileStoreUnusableError);
    await expect(missing).rejects.toThrow(
      'the file store s3://no-such-bucket/files cannot be used: no such bucket (HTTP 404)',
    );
    const local = { kind: 'local' as const, root: path.join(dir, 'a-file', 'files') };
    await expect(checkFileStore(createFileStore(local), local)).rejects.toThrow(
      /a-file\/files cannot be used: .*ENOTDIR/,
    );
  });
});
