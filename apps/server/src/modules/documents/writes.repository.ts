import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectDocuments } from '../../db/schema/index.ts';
import type { DocumentRow } from './repository.ts';

export type DocumentInsert = typeof projectDocuments.$inferInsert;
export type DocumentUpdate = Partial<DocumentInsert>;

export async function insertDocuments(tx: Db, values: DocumentInsert[]): Promise<DocumentRow[]> {
  return tx.insert(projectDocuments).values(values).returning();
}

/**
 * Changes a document that is not deleted; with `expectedStatus`, only while its status is still
 * that one. False when no row matched.
 */
export async function updateLiveDocument(
  tx: Db,
  id: number,
  changes: DocumentUpdate,
  expectedStatus?: DocumentRow['status'],
): Promise<boolean> {
  const [updated] = await tx
    .update(projectDocuments)
    .set(changes)
    .where(
      and(
        eq(projectDocuments.id, id),
        isNull(projectDocuments.deletedAt),
        expectedStatus === undefined ? undefined : eq(projectDocuments.status, expectedStatus),
      ),
    )
    .returning({ id: projectDocuments.id });
  return updated !== undefined;
}
