import { type Actor, can } from '@kazi/shared/auth/permissions';
import type { ProjectListQuery } from '@kazi/shared/projects/schemas';
import { and, type Column, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { carriedTotal, pageMatches } from '../../db/carried-total.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import {
  asParameters,
  type Bind,
  builtPerShape,
  placeholders,
  type Shape,
  shapeOf,
  UNNAMED,
} from '../../db/prepared.ts';
import { projectListCountChanges, projectListCounts, projects, users } from '../../db/schema/index.ts';
import { memberProjectIds, type PersonRow, personColumns } from '../project-core/index.ts';

/** "Projects I am part of": owner, cm, cso, creator or team member (pending included). */
const memberScope = (actor: SQLWrapper): SQL => sql`${projects.id} = any(${memberProjectIds(actor, 'any')})`;

type ListKey = Record<'archived' | 'stage' | 'category', Column>;

/** The filters on the columns both `projects` and `project_list_counts` have, each value written by `bind`. */
function keyFilters(
  table: ListKey,
  actor: Actor,
  query: ProjectListQuery,
  archived: boolean,
  bind: Bind = asParameters,
): SQL[] {
  const filters: SQL[] = [sql`${table.archived} = ${bind('archived', archived)}`];
  if (query.stage) filters.push(sql`${table.stage} = ${bind('stage', query.stage)}`);
  if (!can(actor, 'projects.view_opportunities'))
    filters.push(sql`${table.stage} = ${bind('active', 'active')}`);
  if (query.category) filters.push(sql`${table.category} = ${bind('category', query.category)}`);
  return filters;
}

const showsAll = (actor: Actor, query: ProjectListQuery) =>
  Boolean(query.show_all && can(actor, 'projects.view_all'));

/**
 * The WHERE of a project list for this actor, its values written by `bind` (placeholders: the
 * statement is built once per shape). Without `show_all` (or without `projects.view_all`) only
 * projects they are part of; opportunities only for `projects.view_opportunities` (clients and
 * developers never see them).
 */
function listFilters(bind: Bind, actor: Actor, query: ProjectListQuery, archived: boolean): SQL {
  const filters = keyFilters(projects, actor, query, archived, bind);
  const term = query.search?.toLowerCase();
  if (term) filters.push(sql`lower(${projects.title}) like ${bind('pattern', `%${escapeLike(term)}%`)}`);
  if (query.needs_attention) {
    filters.push(
      sql`(${projects.deadline} is null or not exists (select 1 from participations pa where pa.project_id = ${projects.id}))`,
    );
  }
  if (!showsAll(actor, query)) filters.push(memberScope(bind('actor', actor.id)));
  return and(...filters) as SQL;
}

/**
 * The total of a list: from `project_list_counts` when the list filters by nothing but its key
 * columns (an admin's 'Show all projects', which would otherwise count most of the table): the
 * folded totals plus the changes not yet folded, in one statement so that a fold running at the
 * same time is seen either wholly or not at all. Counted otherwise.
 */
async function countProjects(
  db: Db,
  actor: Actor,
  query: ProjectListQuery,
  archived: boolean,
  filtered: { where: Shape; values: Record<string, unknown> },
): Promise<number> {
  if (showsAll(actor, query) && !query.search && !query.needs_attention) {
    const key = (table: ListKey) => and(...keyFilters(table, actor, query, archived));
    const [tally] = await queryRows<{ n: number }>(
      db,
      sql`select (coalesce((select sum(${projectListCounts.n}) from ${projectListCounts} where ${key(projectListCounts)}), 0)
        + coalesce((select sum(${projectListCountChanges.delta}) from ${projectListCountChanges} where ${key(projectListCountChanges)}), 0))::int as n`,
    );
    return Number(tally?.n ?? 0);
  }
  return countOf(db, filtered.where, filtered.values);
}

const owner = alias(users, 'owner');

export type ListedProject = Pick<
  typeof projects.$inferSelect,
  | 'id'
  | 'title'
  | 'category'
  | 'type'
  | 'stage'
  | 'archived'
  | 'expectedStartDate'
  | 'expectedEndDate'
  | 'deadline'
  | 'createdAt'
  | 'ownerId'
  | 'cmId'
  | 'csoId'
  | 'createdById'
> & { owner: PersonRow | null };

type PageWindow = { limit: number; offset: number };

const pageColumns = {
  id: projects.id,
  title: projects.title,
  category: projects.category,
  type: projects.type,
  stage: projects.stage,
  archived: projects.archived,
  expectedStartDate: projects.expectedStartDate,
  expectedEndDate: projects.expectedEndDate,
  deadline: projects.deadline,
  createdAt: projects.createdAt,
  ownerId: projects.ownerId,
  cmId: projects.cmId,
  csoId: projects.csoId,
  createdById: projects.createdById,
  owner: personColumns(owner),
};

/** A page, newest first, with the list's total on each row when `withTotal` (a title search). */
const pageOf = (withTotal: boolean) =>
  builtPerShape((db, where) =>
    db
      .select({ ...(withTotal ? { total: sql<number>`(count(*) over ())::int` } : {}), ...pageColumns })
      .from(projects)
      .leftJoin(owner, eq(owner.id, projects.ownerId))
      .where(where)
      .orderBy(desc(projects.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED),
  );
const page = pageOf(false);
const pageWithTotal = pageOf(true);

const counted = builtPerShape((db, where) =>
  db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where).prepare(UNNAMED),
);

/** The projects a list's filters keep, counted. */
const countOf = (db: Db, where: Shape, values: Record<string, unknown>) =>
  counted(db, where)
    .execute(values)
    .then(([total]) => total?.n ?? 0);

/**
 * One page of a list, newest first, and the list's total. A title search counts its matches in
 * the page's own statement (`count(*) over ()`: one scan of the trigram index instead of two);
 * other lists run the page and `countProjects` side by side. Each shape of filters is a statement
 * built once (db/prepared.ts builtPerShape), its values placeholders.
 */
export async function findProjectPageAndCount(
  db: Db,
  actor: Actor,
  query: ProjectListQuery,
  archived: boolean,
  window: PageWindow,
): Promise<{ rows: ListedProject[]; count: number }> {
  const { bind, values } = placeholders();
  const where = shapeOf(listFilters(bind, actor, query, archived));
  const paged = { ...values, ...window };
  if (query.search) {
    const found = (await pageWithTotal(db, where).execute(paged)) as (ListedProject & { total: number })[];
    const { rows, total } = carriedTotal(found);
    return { rows, count: await pageMatches(total, window.offset, () => countOf(db, where, values)) };
  }
  const [rows, count] = await Promise.all([
    page(db, where).execute(paged) as Promise<ListedProject[]>,
    countProjects(db, actor, query, archived, { where, values }),
  ]);
  return { rows, count };
}

export interface CardMember extends PersonRow {
  projectId: number;
  total: number;
}

/** Up to `limit` team members per project (oldest first) with each team's size: one statement. */
export async function findCardMembers(db: Db, projectIds: number[], limit: number): Promise<CardMember[]> {
  if (!projectIds.length) return [];
  const rows = await queryRows<{
    project_id: number;
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    avatar_file_id: number | null;
    total: number;
  }>(
    db,
    sql`select t.project_id, t.id, t.first_name, t.last_name, t.email, t.avatar_file_id, t.total::int as total
      from (
        select pa.project_id, u.id, u.first_name, u.last_name, u.email, u.avatar_file_id,
          row_number() over (partition by pa.project_id order by pa.id) as rn,
          count(*) over (partition by pa.project_id) as total
        from participations pa join users u on u.id = pa.user_id
        where pa.project_id = any(${sql.param(projectIds)}::int[])
      ) t
      where t.rn <= ${limit}
      order by t.project_id, t.rn`,
  );
  return rows.map((row) => ({
    projectId: Number(row.project_id),
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    avatarFileId: row.avatar_file_id === null ? null : Number(row.avatar_file_id),
    total: Number(row.total),
  }));
}

export interface NextMilestone {
  projectId: number;
  id: number;
  title: string;
  dueAt: Date;
}

/** The nearest milestone due now or later, per project: one statement. */
export async function findNextMilestones(db: Db, projectIds: number[], now: Date): Promise<NextMilestone[]> {
  if (!projectIds.length) return [];
  const rows = await queryRows<{ project_id: number; id: number; title: string; due_at: string | Date }>(
    db,
    sql`select distinct on (project_id) project_id, id, title, due_at
      from progress_events
      where project_id = any(${sql.param(projectIds)}::int[]) and type = 'milestone' and due_at >= ${now.toISOString()}
      order by project_id, due_at, id`,
  );
  return rows.map((row) => ({
    projectId: Number(row.project_id),
    id: Number(row.id),
    title: row.title,
    dueAt: new Date(row.due_at),
  }));
}

/** The actor's own participation status on each listed project: one statement. */
export async function findMyParticipations(
  db: Db,
  userId: number,
  projectIds: number[],
): Promise<Map<number, 'initial' | 'pending' | 'accepted'>> {
  if (!projectIds.length) return new Map();
  const rows = await queryRows<{ project_id: number; status: 'initial' | 'pending' | 'accepted' }>(
    db,
    sql`select project_id, status from participations
      where user_id = ${userId} and project_id = any(${sql.param(projectIds)}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.project_id), row.status]));
}

/** Folds the list-count changes the trigger appended into `project_list_counts`; the keys folded. */
export async function foldListCountChanges(db: Db): Promise<number> {
  const [row] = await queryRows<{ keys: number }>(db, sql`select fold_project_list_counts() as keys`);
  return row?.keys ?? 0;
}
