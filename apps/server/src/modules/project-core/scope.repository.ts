import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { participations, projects } from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** The project and the given user's own participation in it, in one statement (optionally locked). */
export async function findProjectWithParticipation(
  db: Db,
  projectId: number,
  userId: number,
  forUpdate: boolean,
) {
  const base = db
    .select({
      project: projects,
      participationId: participations.id,
      participationStatus: participations.status,
    })
    .from(projects)
    .leftJoin(
      participations,
      and(eq(participations.projectId, projects.id), eq(participations.userId, userId)),
    )
    .where(eq(projects.id, projectId))
    .limit(1);
  const [row] = forUpdate ? await base.for('update', { of: projects }) : await base;
  return row;
}

/** The project row as it is now (a handler that changed it hands it on to the next). */
export async function findProjectRow(db: Db, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row;
}
