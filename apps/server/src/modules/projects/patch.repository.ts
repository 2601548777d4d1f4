import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';

type ProjectUpdate = Partial<typeof projects.$inferInsert>;

/** Writes changed columns of one project; the new row, or undefined when it is gone. */
export async function updateProject(tx: Db, projectId: number, changes: ProjectUpdate) {
  const [row] = await tx.update(projects).set(changes).where(eq(projects.id, projectId)).returning();
  return row;
}

/** Converts an active project to the other category; undefined when it is not active or already is. */
export async function convertCategory(tx: Db, projectId: number, to: 'project' | 'dedicated') {
  const [row] = await tx
    .update(projects)
    .set({ category: to })
    .where(and(eq(projects.id, projectId), eq(projects.stage, 'active'), ne(projects.category, to)))
    .returning();
  return row;
}

/** An opportunity that is not archived becomes active; undefined when it already was, or is archived. */
export async function activateOpportunity(tx: Db, projectId: number) {
  const [row] = await tx
    .update(projects)
    .set({ stage: 'active' })
    .where(and(eq(projects.id, projectId), eq(projects.stage, 'opportunity'), eq(projects.archived, false)))
    .returning();
  return row;
}

/** Archives or un-archives; undefined when the project already was so. */
export async function setArchived(tx: Db, projectId: number, archived: boolean) {
  const [row] = await tx
    .update(projects)
    .set({ archived, archivedAt: archived ? new Date() : null })
    .where(and(eq(projects.id, projectId), eq(projects.archived, !archived)))
    .returning();
  return row;
}
