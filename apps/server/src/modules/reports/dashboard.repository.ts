import { and, asc, eq, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { progressEvents, projects, users } from '../../db/schema/index.ts';
import { personColumns } from '../project-core/index.ts';
import type { EventWithPeople } from './events.repository.ts';

const creators = alias(users, 'event_creator');

const openEvents = (db: Db) =>
  db
    .select({ event: progressEvents, user: personColumns(users), creator: personColumns(creators) })
    .from(progressEvents)
    .innerJoin(projects, eq(projects.id, progressEvents.projectId))
    .leftJoin(users, eq(users.id, progressEvents.userId))
    .leftJoin(creators, eq(creators.id, progressEvents.createdById));

/** Projects a person opens by their place on it (projects/policy.ts canViewProject, without staff's all). */
const holdsAPlace = (userId: number): SQL =>
  sql`(${projects.ownerId} = ${userId} or ${projects.cmId} = ${userId} or ${projects.csoId} = ${userId}
    or ${projects.createdById} = ${userId} or exists (select 1 from participations pa
      where pa.project_id = ${projects.id} and pa.user_id = ${userId} and pa.status = 'accepted'))`;

/**
 * The events a person files that are not completed and still open to filing (overdue limit on or
 * after `fileableFrom`), on non-archived projects they still open (`viewAll`: any); due first.
 */
export function findOwedEvents(
  db: Db,
  userId: number,
  viewAll: boolean,
  fileableFrom: Date,
  limit: number,
): Promise<EventWithPeople[]> {
  return openEvents(db)
    .where(
      and(
        eq(progressEvents.userId, userId),
        isNull(progressEvents.completedAt),
        gte(progressEvents.overdueAt, fileableFrom),
        eq(projects.archived, false),
        viewAll ? undefined : holdsAPlace(userId),
      ),
    )
    .orderBy(asc(progressEvents.dueAt), asc(progressEvents.id))
    .limit(limit);
}

/**
 * Overdue events (not completed, overdue limit before `now`) on non-archived projects, on every
 * project (`managerId` null) or those `managerId` is the cm or cso of; developer surveys only on
 * the projects `viewerId` manages. Most overdue first.
 */
export function findOverdueEvents(
  db: Db,
  viewerId: number,
  managerId: number | null,
  now: Date,
  limit: number,
): Promise<EventWithPeople[]> {
  const manages = or(eq(projects.cmId, viewerId), eq(projects.csoId, viewerId));
  return openEvents(db)
    .where(
      and(
        isNull(progressEvents.completedAt),
        lt(progressEvents.overdueAt, now),
        eq(projects.archived, false),
        managerId === null ? undefined : or(eq(projects.cmId, managerId), eq(projects.csoId, managerId)),
        or(ne(progressEvents.type, 'developer_survey'), manages),
      ),
    )
    .orderBy(asc(progressEvents.overdueAt), asc(progressEvents.id))
    .limit(limit);
}
