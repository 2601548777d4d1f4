import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';

/** Inserts a new project row; its id, title and category for the activity and audit rows. */
export async function insertProject(tx: Db, values: typeof projects.$inferInsert) {
  const [row] = await tx
    .insert(projects)
    .values(values)
    .returning({ id: projects.id, title: projects.title, category: projects.category });
  if (!row) throw new Error('project insert returned nothing');
  return row;
}
