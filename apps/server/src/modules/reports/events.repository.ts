import { PROGRESS_EVENT_TYPES } from '@kazi/shared/planning/schemas';
import type { ProgressEventType, ReportStatus } from '@kazi/shared/reports/rules';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { carriedTotal, pageMatches } from '../../db/carried-total.ts';
import type { Db } from '../../db/client.ts';
import { builtOncePerKey, preparedPer, UNNAMED } from '../../db/prepared.ts';
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

const placeholder = (name: keyof ListValues) => sql.placeholder(name);

/** The values a list statement takes; which of them a statement uses is its shape. */
type ListValues = {
  projectId: number;
  viewerId: number;
  seenTypes: string[];
  ownTypes: string[];
  dueFrom: Date;
  dueBefore: Date;
  userIds: number[];
  now: Date;
  limit: number;
  offset: number;
  countLimit: number;
};

/**
 * Which conditions a list has: its statement's text depends on these alone (lists of types or
 * people are one array parameter each), so each shape is built and planned once per database.
 * The types are two disjoint parts, each an index range of (project, type, …): those the viewer
 * sees of anyone (`seen`: every type, some, or none) and, apart, the asked types they see only
 * their own of (`own`). A count then reads each part's entries alone instead of filtering every
 * event of the asked types by who filed it.
 */
interface ListShape {
  seen: 'every' | 'some' | 'none';
  own: boolean;
  dueFrom: boolean;
  dueBefore: boolean;
  users: boolean;
  statuses: readonly ReportStatus[];
  seesOverdue: boolean;
}

function statusCondition(status: ReportStatus, seesOverdue: boolean): SQL {
  const open = isNull(progressEvents.completedAt);
  switch (status) {
    case 'completed':
      return isNotNull(progressEvents.completedAt);
    case 'pending':
      return seesOverdue ? (and(open, gte(progressEvents.overdueAt, placeholder('now'))) as SQL) : open;
    case 'overdue':
      return seesOverdue ? (and(open, lt(progressEvents.overdueAt, placeholder('now'))) as SQL) : sql`false`;
  }
}

/** The conditions besides the types. */
function filterConditions(shape: ListShape): SQL[] {
  const conditions: SQL[] = [eq(progressEvents.projectId, placeholder('projectId'))];
  if (shape.dueFrom) conditions.push(gte(progressEvents.dueAt, placeholder('dueFrom')));
  if (shape.dueBefore) conditions.push(lt(progressEvents.dueAt, placeholder('dueBefore')));
  if (shape.users) conditions.push(sql`${progressEvents.userId} = any(${placeholder('userIds')}::int[])`);
  if (shape.statuses.length) {
    conditions.push(or(...shape.statuses.map((status) => statusCondition(status, shape.seesOverdue))) as SQL);
  }
  return conditions;
}

/** The parts of the types, each a condition (`undefined`: every type). */
function typeParts(shape: ListShape): (SQL | undefined)[] {
  const parts: (SQL | undefined)[] = [];
  if (shape.seen === 'every') parts.push(undefined);
  if (shape.seen === 'some')
    parts.push(sql`${progressEvents.type} = any(${placeholder('seenTypes')}::text[])`);
  if (shape.own) {
    parts.push(
      and(
        sql`${progressEvents.type} = any(${placeholder('ownTypes')}::text[])`,
        eq(progressEvents.userId, placeholder('viewerId')),
      ),
    );
  }
  return parts;
}

function listWhere(shape: ListShape): SQL | undefined {
  const parts = typeParts(shape);
  const types = parts.includes(undefined) ? undefined : or(...parts);
  return and(...filterConditions(shape), types);
}

/**
 * Built once per shape and named (`kazi_events_page_{n}`, `kazi_events_count_{n}`), so PostgreSQL
 * parses each once per connection and may keep one plan for every project: parsing and planning
 * the page on each run was two thirds of its database time. Every status walks a due-date index
 * of the project in the page's order (open events have their own, `progress_events_open_due_idx`),
 * so a plan costed for an average project still reads a large one's first rows, not all of them.
 * A due range is sent unnamed and planned for its values: a plan for any range, costed for a few
 * rows, sorted a large project's two months (12 ms, not 4).
 */
function buildListStatements(shape: ListShape, ordinal: number) {
  const named = (statement: string) =>
    shape.dueFrom || shape.dueBefore ? UNNAMED : `${statement}_${ordinal}`;
  // Up to countLimit matches, read part by part.
  const countOf = (db: Db) => {
    const matchesOf = (part: SQL | undefined) =>
      db
        .select({ one: sql`1` })
        .from(progressEvents)
        .where(and(...filterConditions(shape), part));
    const [part, otherPart] = typeParts(shape);
    const matches = otherPart ? matchesOf(part).unionAll(matchesOf(otherPart)) : matchesOf(part);
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches.limit(placeholder('countLimit')).as('matches'));
  };
  return {
    // The page carries the count on each row (one round trip); an empty page asks `count` alone.
    page: preparedPer((db) =>
      db
        .select({
          event: progressEvents,
          user: personColumns(users),
          creator: personColumns(creators),
          total: sql<number>`(${countOf(db)})`,
        })
        .from(progressEvents)
        .leftJoin(users, eq(users.id, progressEvents.userId))
        .leftJoin(creators, eq(creators.id, progressEvents.createdById))
        .where(listWhere(shape))
        .orderBy(desc(progressEvents.dueAt), desc(progressEvents.id))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
        .prepare(named('kazi_events_page')),
    ),
    count: preparedPer((db) => countOf(db).prepare(named('kazi_events_count'))),
  };
}

/** The statements of each shape met so far in this process. */
const statementsOf = builtOncePerKey((shape: ListShape) => JSON.stringify(shape), buildListStatements);

/** The asked types (all when none are asked) the viewer sees of anyone, and those they see only their own of. */
function splitTypes(filter: EventListFilter): {
  seen: ListShape['seen'];
  seenTypes: string[];
  ownTypes: string[];
} {
  const { visibleTypes, types } = filter;
  if (visibleTypes === null)
    return { seen: types ? 'some' : 'every', seenTypes: [...(types ?? [])], ownTypes: [] };
  const asked = types ?? PROGRESS_EVENT_TYPES;
  const seenTypes = asked.filter((type) => visibleTypes.includes(type));
  return {
    seen: seenTypes.length ? 'some' : 'none',
    seenTypes,
    ownTypes: asked.filter((type) => !visibleTypes.includes(type)),
  };
}

/**
 * A page of a project's events, latest due first, and the count up to `countCap` (past it, reading
 * every match would cost more than the page): one statement, two for a page past the end (the project's
 * index on project_id, due_at desc, id desc serves the order), built once per filter shape.
 */
export async function listProjectEvents(
  db: Db,
  filter: EventListFilter,
  page: { limit: number; offset: number },
  countCap: number,
): Promise<{ rows: EventWithPeople[]; count: number; capped: boolean }> {
  const statuses = [...(filter.statuses ?? [])].sort();
  const { seen, seenTypes, ownTypes } = splitTypes(filter);
  if (seen === 'none' && !ownTypes.length) return { rows: [], count: 0, capped: false };
  const statements = statementsOf({
    seen,
    own: ownTypes.length > 0,
    dueFrom: filter.dueFrom !== null,
    dueBefore: filter.dueBefore !== null,
    users: filter.userIds !== null,
    statuses,
    seesOverdue: filter.seesOverdue && statuses.some((status) => status !== 'completed'),
  });
  const values: ListValues = {
    projectId: filter.projectId,
    viewerId: filter.viewerId,
    seenTypes,
    ownTypes,
    dueFrom: filter.dueFrom ?? new Date(0),
    dueBefore: filter.dueBefore ?? new Date(0),
    userIds: [...(filter.userIds ?? [])],
    now: filter.now,
    limit: page.limit,
    offset: page.offset,
    countLimit: countCap + 1,
  };
  const { rows, total } = carriedTotal(await statements.page(db).execute(values));
  const matches = await pageMatches(total, page.offset, async () => {
    const [counted] = await statements.count(db).execute(values);
    return counted?.n ?? 0;
  });
  return { rows, count: Math.min(matches, countCap), capped: matches > countCap };
}
