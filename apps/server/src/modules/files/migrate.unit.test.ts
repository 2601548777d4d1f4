import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3-server.ts';
import { migrateFileStore } from './migrate.ts';
import { S3FileStore, s3ClientOf } from './s3-store.ts';
import { LocalFileStore } from './storage.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const newName = () => randomBytes(24).toString('base64url');

const bytesOf = async (stream: Readable | null) => (stream ? buffer(stream) : null);

/** `npm run files:migrate` as a process: its exit code and output. */
function runCli(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/modules/files/migrate-cli.ts')],
      { cwd: ROOT, timeout: 60_000, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let s3: TestS3;
let dataDir: string;
let local: LocalFileStore;
let bucket: S3FileStore;
const blobs = new Map<string, Buffer>();
beforeAll(async () => {
  s3 = await startS3();
  dataDir = mkdtempSync(path.join(tmpdir(), 'kazi-migrate-'));
  local = new LocalFileStore(path.join(dataDir, 'files'));
  bucket = new S3FileStore(s3ClientOf(s3.connection), s3.bucket, 'files');
  for (const size of [0, 1, 4096, 300_000, 5_242_880]) {
    const name = newName();
    blobs.set(name, randomBytes(size));
    await local.put(name, blobs.get(name) as Buffer);
  }
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('files:migrate', () => {
  it('copies every local blob into the bucket, checked, then skips them on the next run', async () => {
    const first = await migrateFileStore(local, bucket);
    expect(first).toEqual({
      total: 5,
      copied: 5,
      identical: 0,
      mismatched: [],
      vanished: 0,
      bytesCopied: 1 + 4096 + 300_000 + 5_242_880,
    });
    for (const [name, bytes] of blobs)
      expect((await bytesOf(await bucket.open(name)))?.equals(bytes)).toBe(true);

    const added = newName();
    await local.put(added, Buffer.from('uploaded while the first copy ran'));
    const second = await migrateFileStore(local, bucket);
    expect(second).toMatchObject({ total: 6, copied: 1, identical: 5, mismatched: [] });
    expect((await bytesOf(await bucket.open(added)))?.toString()).toBe('uploaded while the first copy ran');
    // Over 5 MB through a local S3 server, twice: past the unit suite's 5 s on a loaded machine.
  }, 30_000);

  it('as a command: prints the summary, and exits 1 naming an object that differs, left as it is', async () => {
    const env = { ...s3.env('files'), DATA_DIR: dataDir };
    const clean = await runCli(env);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('6 files in the local store:');
    expect(clean.stdout).toContain('0 copied and checked');
    expect(clean.stdout).toContain('6 already in the bucket, identical');

    const [tampered] = [...blobs.keys()];
    const Key = `files/${tampered}`;
    await s3ClientOf(s3.connection).send(
      new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'other bytes' }),
    );
    const dirty = await runCli(env);
    expect(dirty.code).toBe(1);
    expect(dirty.stdout).toContain(`1 DIFFERENT in the bucket (left as they are):\n    ${tampered}`);
    expect((await bytesOf(await bucket.open(tampered as string)))?.toString()).toBe('other bytes');
  }, 90_000);
});
