import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { files, profiles, projectDocuments, users } from '../../db/schema/index.ts';
import { removeStoredFiles } from './service.ts';

/** A file no record refers to is kept this long: the upload of a request still running, say. */
export const UNREFERENCED_FILE_GRACE_HOURS = 24;
const GRACE_MS = UNREFERENCED_FILE_GRACE_HOURS * 3_600_000;
const BATCH = 200;

/**
 * Every column that refers to a `files` row. A new one must be added here, or the purge removes
 * the files it refers to (purge.test.ts compares this list with the database's `*file_id` columns).
 * Deleted project documents still refer to their file: it is kept for the audit trail.
 */
export const FILE_REFERENCES = [
  { table: users, column: users.avatarFileId },
  { table: profiles, column: profiles.idDocumentFileId },
  { table: projectDocuments, column: projectDocuments.fileId },
] as const;

function unreferencedAndOld(db: Db) {
  return and(
    lt(files.createdAt, sql`now() - make_interval(hours => ${UNREFERENCED_FILE_GRACE_HOURS})`),
    ...FILE_REFERENCES.map(({ table, column }) =>
      notExists(db.select({ one: sql`1` }).from(table).where(eq(column, files.id))),
    ),
  );
}

const removeBlobs = (app: FastifyInstance, storedNames: readonly string[]) =>
  removeStoredFiles(app, storedNames, 'files.purge could not remove some blobs; the next run retries');

/** Rows first, then their bytes: bytes left behind by a stop in between are stray blobs below. */
async function purgeUnreferencedRows(app: FastifyInstance): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = app.db
      .select({ id: files.id })
      .from(files)
      .where(unreferencedAndOld(app.db))
      .orderBy(files.id)
      .limit(BATCH);
    const rows = await app.db
      .delete(files)
      .where(inArray(files.id, due))
      .returning({ storedName: files.storedName });
    await removeBlobs(
      app,
      rows.map((row) => row.storedName),
    );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

async function removeStray(app: FastifyInstance, storedNames: string[]): Promise<number> {
  const known = await app.db
    .select({ storedName: files.storedName })
    .from(files)
    .where(inArray(files.storedName, storedNames));
  const keep = new Set(known.map((row) => row.storedName));
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
