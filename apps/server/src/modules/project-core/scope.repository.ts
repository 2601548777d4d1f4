import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { interestPolls, participations, projects } from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * Projects, each with one user's own participation in it and their availability poll on it (at
 * most one of each: both unique per project and user, so each join is one index probe).
 */
const withParticipation = (db: Db, userId: number | Placeholder) =>
  db
    .select({
      project: projects,
      participationId: participations.id,
      participationStatus: participations.status,
      pollId: interestPolls.id,
      pollStatus: interestPolls.status,
    })
    .from(projects)
    .leftJoin(
      participations,
      and(eq(participations.projectId, projects.id), eq(participations.userId, userId)),
    )
    .leftJoin(interestPolls, and(eq(interestPolls.projectId, projects.id), eq(interestPolls.userId, userId)));

const projectQuery = (db: Db) =>
  withParticipation(db, sql.placeholder('userId'))
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

/** A bulk save opens every project it names with it: prepared, the ids as one int[]. */
const projectsRead = preparedPer((db) =>
  withParticipation(db, sql.placeholder('userId'))
    .where(sql`${projects.id} = any(${sql.placeholder('projectIds')}::int[])`)
    .prepare('kazi_projects_for_user'),
);

/** These projects (the ones that exist) and the given user's own participation in each: one statement. */
export function findProjectsWithParticipation(db: Db, projectIds: readonly number[], userId: number) {
  return projectsRead(db).execute({ projectIds: [...projectIds], userId });
}

/** The project row as it is now (a handler that changed it hands it on to the next). */
export async function findProjectRow(db: Db, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row;
}

/**
 * The ids of the projects a person holds a place on: owner, cm, cso, creator or team member (an
 * accepted one, or with `'any'` an invited one too: the project lists show invitations), as one
 * `array(…)` to compare with `= any(…)`. Each arm is an index lookup (projects_*_idx,
 * participations_user_idx), so the ids are one up-front list then looked up by key, instead of a
 * walk of the whole table (measured at 200,000 projects: 3 ms instead of 70 ms).
 */
export function memberProjectIds(userId: number | SQLWrapper, participation: 'accepted' | 'any'): SQL {
  const accepted = participation === 'accepted' ? sql` and status = 'accepted'` : sql``;
  return sql`array(
    select id from projects where owner_id = ${userId}
    union all select id from projects where cm_id = ${userId}
    union all select id from projects where cso_id = ${userId}
    union all select id from projects where created_by_id = ${userId}
    union all select project_id from participations where user_id = ${userId}${accepted})`;
}
