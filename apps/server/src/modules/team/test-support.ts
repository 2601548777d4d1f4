import type { ProjectActivityAction } from '@kazi/shared/project-core/activity';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, outbox, projectActivities } from '../../db/schema/index.ts';

/** Test helpers shared by the team, documents and planning API tests. */

export async function mailsTo(db: Db, email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
}

export async function activitiesOf(db: Db, projectId: number, action?: ProjectActivityAction) {
  const rows = await db
    .select()
    .from(projectActivities)
    .where(
      action
        ? and(eq(projectActivities.projectId, projectId), eq(projectActivities.action, action))
        : eq(projectActivities.projectId, projectId),
    )
    .orderBy(asc(projectActivities.id));
  return rows;
}

export async function auditsOf(db: Db, action: string, targetId?: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      targetId === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))),
    )
    .orderBy(asc(auditLog.id));
}

/** `YYYY-MM-DD` `days` from today (UTC). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
