import type { FastifyInstance } from 'fastify';
import { deleteUnreferencedFiles, storedNamesWithRows } from './purge.repository.ts';
import { removeStoredFiles } from './service.ts';

/** A file no record refers to is kept this long: the upload of a request still running, say. */
const UNREFERENCED_FILE_GRACE_HOURS = 24;
const GRACE_MS = UNREFERENCED_FILE_GRACE_HOURS * 3_600_000;
const BATCH = 200;

const removeBlobs = (app: FastifyInstance, storedNames: readonly string[]) =>
  removeStoredFiles(app, storedNames, 'files.purge could not remove some blobs; the next run retries');

/** Rows first, then their bytes: bytes left behind by a stop in between are stray blobs below. */
async function purgeUnreferencedRows(app: FastifyInstance): Promise<number> {
  let removed = 0;
  for (;;) {
    const storedNames = await deleteUnreferencedFiles(app.db, UNREFERENCED_FILE_GRACE_HOURS, BATCH);
    await removeBlobs(app, storedNames);
    removed += storedNames.length;
    if (storedNames.length < BATCH) return removed;
  }
}

async function removeStray(app: FastifyInstance, storedNames: string[]): Promise<number> {
  const keep = await storedNamesWithRows(app.db, storedNames);
  const stray = storedNames.filter((name) => !keep.has(name));
  await removeBlobs(app, stray);
  return stray.length;
}

/** Blobs without a row (a crash between writing the bytes and the rollback), past the grace period. */
async function purgeStrayBlobs(app: FastifyInstance): Promise<number> {
  const cutoff = Date.now() - GRACE_MS;
  let removed = 0;
  let chunk: string[] = [];
  for await (const blob of app.fileStore.list()) {
    if (blob.modifiedAt.getTime() >= cutoff) continue;
    chunk.push(blob.storedName);
    if (chunk.length === BATCH) {
      removed += await removeStray(app, chunk);
      chunk = [];
    }
  }
  if (chunk.length) removed += await removeStray(app, chunk);
  return removed;
}

/**
 * The `files.purge` job (daily): removes `files` rows (and their bytes) that no record refers to
 * and stored bytes that have no row, once older than 24 hours. Idempotent: a second run finds
 * nothing; a run that stopped half-way is finished by the next.
 */
export async function purgeUnreferencedFiles(app: FastifyInstance): Promise<{ rows: number; blobs: number }> {
  const rows = await purgeUnreferencedRows(app);
  const blobs = await purgeStrayBlobs(app);
  if (rows || blobs) app.log.info({ rows, blobs }, 'unreferenced files purged');
  return { rows, blobs };
}
