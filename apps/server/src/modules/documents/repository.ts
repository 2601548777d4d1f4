import type { DocumentType } from '@kazi/shared/documents/schemas';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, projectDocuments, users } from '../../db/schema/index.ts';

export type DocumentRow = typeof projectDocuments.$inferSelect;
type FileRow = typeof files.$inferSelect;

export interface DocumentWithFile {
  document: DocumentRow;
  file: Pick<FileRow, 'id' | 'originalName' | 'size' | 'mimeType' | 'storedName'> | null;
  creator: { id: number; firstName: string; lastName: string; email: string } | null;
}

const columns = {
  document: projectDocuments,
  file: {
    id: files.id,
    originalName: files.originalName,
    size: files.size,
    mimeType: files.mimeType,
    storedName: files.storedName,
  },
  creator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

/** A project's documents (not deleted) by type and age, with file and author: two queries. */
export async function listDocuments(
  db: Db,
  projectId: number,
  type: DocumentType | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: DocumentWithFile[]; count: number }> {
  const filters: SQL[] = [eq(projectDocuments.projectId, projectId), isNull(projectDocuments.deletedAt)];
  if (type) filters.push(eq(projectDocuments.type, type));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(projectDocuments)
      .leftJoin(files, eq(files.id, projectDocuments.fileId))
      .leftJoin(users, eq(users.id, projectDocuments.createdById))
      .where(where)
      .orderBy(asc(projectDocuments.type), asc(projectDocuments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(projectDocuments).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One document that is not deleted, with its file and author. */
export async function findDocument(db: Db, id: number): Promise<DocumentWithFile | null> {
  const [row] = await db
    .select(columns)
    .from(projectDocuments)
    .leftJoin(files, eq(files.id, projectDocuments.fileId))
    .leftJoin(users, eq(users.id, projectDocuments.createdById))
    .where(and(eq(projectDocuments.id, id), isNull(projectDocuments.deletedAt)));
  return row ?? null;
}
