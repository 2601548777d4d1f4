import type { ProjectActivityAction } from '@kazi/shared/project-core/activity';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectActivities, users } from '../../db/schema/index.ts';
import { personColumns } from '../project-core/index.ts';

/** A page of one project's activity but the `hidden` actions, newest first, and the total: two statements. */
export async function findActivityPage(
  db: Db,
  projectId: number,
  window: { limit: number; offset: number },
  hidden: readonly ProjectActivityAction[],
) {
  const where = hidden.length
    ? and(eq(projectActivities.projectId, projectId), notInArray(projectActivities.action, [...hidden]))
    : eq(projectActivities.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: projectActivities.id,
        action: projectActivities.action,
        data: projectActivities.data,
        createdAt: projectActivities.createdAt,
        author: personColumns(users),
      })
      .from(projectActivities)
      .leftJoin(users, eq(users.id, projectActivities.actorId))
      .where(where)
      .orderBy(desc(projectActivities.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(projectActivities).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
export type ActivityRow = Awaited<ReturnType<typeof findActivityPage>>['rows'][number];
