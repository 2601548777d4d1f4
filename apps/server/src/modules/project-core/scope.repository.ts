import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { participations, projects } from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;

const projectQuery = (db: Db) =>
  db
    .select({
      project: projects,
      participationId: participations.id,
      participationStatus: participations.status,
    })
    .from(projects)
    .leftJoin(
      participations,
      and(eq(participations.projectId, projects.id), eq(participations.userId, sql.placeholder('userId'))),
    )
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(1);

/** Every project route reads it: prepared (ADR 028's bench). */
const projectRead = preparedPer((db) => projectQuery(db).prepare('kazi_project_for_user'));

/** The project and the given user's own participation in it, in one statement (optionally locked). */
export async function findProjectWithParticipation(
  db: Db,
  projectId: number,
  userId: number,
  forUpdate: boolean,
) {
  const [row] = forUpdate
    ? await projectQuery(db).for('update', { of: projects }).execute({ projectId, userId })
    : await projectRead(db).execute({ projectId, userId });
  return row;
}

/** The project row as it is now (a handler that changed it hands it on to the next). */
export async function findProjectRow(db: Db, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row;
}
