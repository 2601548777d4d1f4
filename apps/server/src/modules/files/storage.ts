import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored blob, as the purge job sees it. */
export interface StoredBlob {
  storedName: string;
  modifiedAt: Date;
}

/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStore {
  put(storedName: string, bytes: Buffer): Promise<void>;
  read(storedName: string): Readable;
  /** The bytes to serve, or null when nothing is stored under the name (opened before any byte is sent). */
  open(storedName: string): Promise<Readable | null>;
  remove(storedName: string): Promise<void>;
  /** Every stored blob, in no particular order. */
  list(): AsyncIterable<StoredBlob>;
  /** Resolves when the store can take and give back bytes now; throws otherwise (`/api/ready`). */
  check(): Promise<void>;
}

const STORED_NAME = /^[A-Za-z0-9_-]{20,}$/;

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('invalid stored file name');
    return path.join(this.root, storedName.slice(0, 2), storedName);
  }

  async put(storedName: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(storedName);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
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
        if (!STORED_NAME.test(storedName) || storedName.slice(0, 2) !== prefix) continue;
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
