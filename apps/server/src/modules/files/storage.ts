import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStore {
  put(storedName: string, bytes: Buffer): Promise<void>;
  read(storedName: string): Readable;
  remove(storedName: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(storedName: string): string {
    if (!/^[A-Za-z0-9_-]{20,}$/.test(storedName)) throw new Error('invalid stored file name');
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

  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }
}
