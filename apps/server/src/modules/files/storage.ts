import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored blob, as the purge job sees it. */
export interface StoredBlob {
  storedName: string;
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live: the local disk by default, or an S3-compatible bucket (`s3-store.ts`,
 * ADR 037). `put` takes a stream too, which goes to the store as it is read.
 */
export interface FileStore {
  put(storedName: string, bytes: Buffer | Readable): Promise<void>;
  read(storedName: string): Readable;
  /** The bytes to serve, or null when nothing is stored under the name (opened before any byte is sent). */
  open(storedName: string): Promise<Readable | null>;
  remove(storedName: string): Promise<void>;
  /** Every stored blob, in no particular order. */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Resolves when the store can be used now; throws otherwise (a directory that cannot be written,
   * a bucket out of reach): checked at start and by `/api/ready`.
   */
  check(): Promise<void>;
}

const STORED_NAME = /^[A-Za-z0-9_-]{20,}$/;

/** Whether a name is one the platform gives stored bytes (random, URL-safe base64). */
export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(storedName: string): string {
    if (!isStoredName(storedName)) throw new Error('invalid stored file name');
    return path.join(this.root, storedName.slice(0, 2), storedName);
  }

  async put(storedName: string, bytes: Buffer | Readable): Promise<void> {
    const target = this.pathOf(storedName);
    await mkdir(path.dirname(target), { recursive: true });
    if (!(bytes instanceof Readable)) return writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
    try {
      await pipeline(bytes, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      // Half a file is no file: a stream that failed leaves nothing under the name.
      if ((error as { code?: string }).code !== 'EEXIST') await rm(target, { force: true });
      throw error;
    }
  }

  read(storedName: string): Readable {
    return createReadStream(this.pathOf(storedName));
  }

  async open(storedName: string): Promise<Readable | null> {
    try {
      const handle = await open(this.pathOf(storedName), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  async *list(): AsyncIterable<StoredBlob> {
    for (const prefix of await this.entries(this.root)) {
      for (const storedName of await this.entries(path.join(this.root, prefix))) {
        if (!isStoredName(storedName) || storedName.slice(0, 2) !== prefix) continue;
        try {
          const info = await stat(this.pathOf(storedName));
          if (info.isFile()) yield { storedName, modifiedAt: info.mtime };
        } catch (error) {
          if (!missing(error)) throw error;
        }
      }
    }
  }

  /**
   * The root exists (or can be made) and takes a write: a probe file written and removed. Its name
   * is no stored name (a dot first), so `list` and the purge never see it.
   */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.ready-${randomBytes(8).toString('hex')}`);
    await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
    await rm(probe, { force: true });
  }

  /** Names in a directory; none when it does not exist (nothing stored yet, or removed meanwhile). */
  private async entries(directory: string): Promise<string[]> {
    try {
      return await readdir(directory);
    } catch (error) {
      if (missing(error) || (error as { code?: string }).code === 'ENOTDIR') return [];
      throw error;
    }
  }
}
