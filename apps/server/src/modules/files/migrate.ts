import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from './storage.ts';

/** What `files:migrate` did with each blob of the source. */
export interface MigrationSummary {
  /** Blobs the source holds. */
  total: number;
  /** Written to the target, then read back identical. */
  copied: number;
  /** Already in the target, identical: skipped. */
  identical: number;
  /** In the target with other bytes, or read back different: named, never overwritten. */
  mismatched: string[];
  /** Listed by the source, then gone before they were read (removed by the purge, say). */
  vanished: number;
  /** Bytes written to the target. */
  bytesCopied: number;
}

interface Digest {
  size: number;
  sha256: string;
}

async function digestOf(stream: Readable): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

const same = (a: Digest, b: Digest) => a.size === b.size && a.sha256 === b.sha256;

type Outcome = { kind: 'copied'; size: number } | { kind: 'identical' | 'mismatched' | 'vanished' };

/** One blob: compared when the target has it, else streamed there and read back to compare. */
async function migrateBlob(source: FileStore, target: FileStore, storedName: string): Promise<Outcome> {
  const original = await source.open(storedName);
  if (!original) return { kind: 'vanished' };
  const expected = await digestOf(original);
  const existing = await target.open(storedName);
  if (existing) return { kind: same(await digestOf(existing), expected) ? 'identical' : 'mismatched' };
  const bytes = await source.open(storedName);
  if (!bytes) return { kind: 'vanished' };
  await target.put(storedName, bytes);
  const written = await target.open(storedName);
  if (!written || !same(await digestOf(written), expected)) return { kind: 'mismatched' };
  return { kind: 'copied', size: expected.size };
}

/**
 * Copies every blob of `source` into `target` and checks each (size and SHA-256 read back from
 * the target). Idempotent: a blob already there and identical is skipped, so a second run copies
 * only what was added since. A blob there with other bytes is reported, not overwritten.
 */
export async function migrateFileStore(
  source: FileStore,
  target: FileStore,
  options: { concurrency?: number; onProgress?: (done: number) => void } = {},
): Promise<MigrationSummary> {
  const summary: MigrationSummary = {
    total: 0,
    copied: 0,
    identical: 0,
    mismatched: [],
    vanished: 0,
    bytesCopied: 0,
  };
  const names = source.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await names.next(); !next.done; next = await names.next()) {
      const { storedName } = next.value;
      summary.total += 1;
      const outcome = await migrateBlob(source, target, storedName);
      if (outcome.kind === 'copied') {
        summary.copied += 1;
        summary.bytesCopied += outcome.size;
      } else if (outcome.kind === 'mismatched') summary.mismatched.push(storedName);
      else summary[outcome.kind] += 1;
      options.onProgress?.(summary.total);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  summary.mismatched.sort();
  return summary;
}
