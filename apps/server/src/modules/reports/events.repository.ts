import type { ProgressEventType, ReportStatus } from '@kazi/shared/reports/rules';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { progressEvents, users } from '../../db/schema/index.ts';
import { type PersonRow, personColumns } from '../project-core/index.ts';

export type EventRow = typeof progressEvents.$inferSelect;

/** An event with the person who files it and who added it. */
export interface EventWithPeople {
  event: EventRow;
  user: PersonRow | null;
  creator: PersonRow | null;
}

const creators = alias(users, 'event_creator');

const withPeople = (db: Db) =>
  db
    .select({ event: progressEvents, user: personColumns(users), creator: personColumns(creators) })
    .from(progressEvents)
    .leftJoin(users, eq(users.id, progressEvents.userId))
    .leftJoin(creators, eq(creators.id, progressEvents.createdById));

export async function findEventWithPeople(db: Db, id: number): Promise<EventWithPeople | null> {
  const [row] = await withPeople(db).where(eq(progressEvents.id, id));
  return row ?? null;
}

/**
 * What a list of a project's events asks. `visibleTypes` null: every type; otherwise those types
 * and the viewer's own events. `types` null: no type filter. Statuses as the viewer reads them:
 * without `seesOverdue`, pending includes overdue and overdue is nothing.
 */
export interface EventListFilter {
  projectId: number;
  viewerId: number;
  visibleTypes: readonly ProgressEventType[] | null;
  types: readonly ProgressEventType[] | null;
  /** Due on or after (inclusive). */
  dueFrom: Date | null;
  /** Due before (exclusive). */
  dueBefore: Date | null;
  userIds: readonly number[] | null;
  statuses: readonly ReportStatus[] | null;
  seesOverdue: boolean;
  now: Date;
}

function statusCondition(status: ReportStatus, seesOverdue: boolean, now: Date): SQL {
  const open = isNull(progressEvents.completedAt);
  switch (status) {
    case 'completed':
      return isNotNull(progressEvents.completedAt);
    case 'pending':
      return seesOverdue ? (and(open, gte(progressEvents.overdueAt, now)) as SQL) : open;
    case 'overdue':
      return seesOverdue ? (and(open, lt(progressEvents.overdueAt, now)) as SQL) : sql`false`;
  }
}

function listWhere(filter: EventListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(progressEvents.projectId, filter.projectId)];
  if (filter.visibleTypes) {
    conditions.push(
      or(inArray(progressEvents.type, [...filter.visibleTypes]), eq(progressEvents.userId, filter.viewerId)),
    );
  }
  if (filter.types) conditions.push(inArray(progressEvents.type, [...filter.types]));
  if (filter.dueFrom) conditions.push(gte(progressEvents.dueAt, filter.dueFrom));
  if (filter.dueBefore) conditions.push(lt(progressEvents.dueAt, filter.dueBefore));
  if (filter.userIds) conditions.push(inArray(progressEvents.userId, [...filter.userIds]));
  if (filter.statuses) {
    conditions.push(or(...filter.statuses.map((s) => statusCondition(s, filter.seesOverdue, filter.now))));
  }
  return and(...conditions);
}

/**
 * A page of a project's events, latest due first, and the count: two statements whatever the
 * page (the project's index on project_id, due_at desc, id desc serves the order).
 */
export async function listProjectEvents(
  db: Db,
  filter: EventListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EventWithPeople[]; count: number }> {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    withPeople(db)
      .where(where)
      .orderBy(desc(progressEvents.dueAt), desc(progressEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(progressEvents).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
