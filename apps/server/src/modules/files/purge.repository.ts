import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  files,
  invoices,
  profiles,
  progressReportAttachments,
  projectDocuments,
  users,
} from '../../db/schema/index.ts';

/**
 * Every column that refers to a `files` row. A new one must be added here, or the purge removes
 * the files it refers to (purge.test.ts compares this list with the database's `*file_id` columns).
 * Deleted project documents still refer to their file: it is kept for the audit trail.
 */
export const FILE_REFERENCES = [
  { table: users, column: users.avatarFileId },
  { table: profiles, column: profiles.idDocumentFileId },
  { table: projectDocuments, column: projectDocuments.fileId },
  { table: progressReportAttachments, column: progressReportAttachments.fileId },
  // A mail's attachments (outbox.attachments) are not listed: only invoice PDFs are sent, kept here.
  { table: invoices, column: invoices.pdfFileId },
] as const;

function unreferencedAndOlderThan(db: Db, hours: number) {
  return and(
    lt(files.createdAt, sql`now() - make_interval(hours => ${hours})`),
    ...FILE_REFERENCES.map(({ table, column }) =>
      notExists(db.select({ one: sql`1` }).from(table).where(eq(column, files.id))),
    ),
  );
}

/**
 * Deletes up to `limit` `files` rows that no record refers to and that are older than `hours`,
 * in one statement; returns their stored names, whose bytes the caller removes.
 */
export async function deleteUnreferencedFiles(db: Db, hours: number, limit: number): Promise<string[]> {
  const due = db
    .select({ id: files.id })
    .from(files)
    .where(unreferencedAndOlderThan(db, hours))
    .orderBy(files.id)
    .limit(limit);
  const rows = await db
    .delete(files)
    .where(inArray(files.id, due))
    .returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}

/** Which of `storedNames` still have a `files` row. */
export async function storedNamesWithRows(db: Db, storedNames: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ storedName: files.storedName })
    .from(files)
    .where(inArray(files.storedName, [...storedNames]));
  return new Set(rows.map((row) => row.storedName));
}
