import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from './storage.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kazi-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const names = async (store: LocalFileStore) => {
  const found: string[] = [];
  for await (const blob of store.list()) found.push(blob.storedName);
  return found;
};

describe('LocalFileStore.check (at start and for /api/ready)', () => {
  it('makes a root that does not exist yet, and leaves nothing behind', async () => {
    const root = path.join(dir, 'files', 'nested');
    await new LocalFileStore(root).check();
    expect(readdirSync(root)).toEqual([]);
  });

  it('writes next to stored files without them noticing', async () => {
    const store = new LocalFileStore(path.join(dir, 'files'));
    await store.put('abcdefghijklmnopqrstuv', Buffer.from('bytes'));
    await store.check();
    expect(await names(store)).toEqual(['abcdefghijklmnopqrstuv']);
  });
});
