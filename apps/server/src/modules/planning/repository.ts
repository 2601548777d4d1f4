import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { progressEvents, projects, timelineChanges, users } from '../../db/schema/index.ts';

type ProgressEventRow = typeof progressEvents.$inferSelect;
type TimelineChangeRow = typeof timelineChanges.$inferSelect;

export interface Creator {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const creatorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export type EventRow = ProgressEventRow;

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(progressEvents).where(eq(progressEvents.id, id));
  return row ?? null;
}

export interface ChangeWithNames {
  change: TimelineChangeRow;
  creator: Creator | null;
  projectTitle: string;
  eventTitle: string | null;
}

const events = alias(progressEvents, 'changed_event');

/**
 * The timeline change log of a project, newest first, with names: a page and the count. A change
 * of an event the caller may not see (spec 000 §6: of a type not in `visible.types`, and not their
 * own) is left out, as the Reports page leaves the event out.
 */
export async function listTimelineChanges(
  db: Db,
  projectId: number,
  visible: { types: readonly string[]; callerId: number },
  page: { limit: number; offset: number },
): Promise<{ rows: ChangeWithNames[]; count: number }> {
  const where = and(
    eq(timelineChanges.projectId, projectId),
    sql`not (${timelineChanges.targetType} = 'progress_event' and exists (
      select 1 from ${progressEvents} where ${progressEvents.id} = ${timelineChanges.targetId}
        and ${progressEvents.type}::text <> all(${sql.param([...visible.types])}::text[])
        and ${progressEvents.userId} is distinct from ${visible.callerId}))`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        change: timelineChanges,
        creator: creatorColumns,
        projectTitle: projects.title,
        eventTitle: events.title,
      })
      .from(timelineChanges)
      .innerJoin(projects, eq(projects.id, timelineChanges.projectId))
      .leftJoin(users, eq(users.id, timelineChanges.createdById))
      .leftJoin(
        events,
        and(eq(timelineChanges.targetType, 'progress_event'), eq(events.id, timelineChanges.targetId)),
      )
      .where(where)
      .orderBy(desc(timelineChanges.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(timelineChanges).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
