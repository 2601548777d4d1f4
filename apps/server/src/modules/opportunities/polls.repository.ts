import type { AnswerableInterestStatus, InterestStatus } from '@kazi/shared/opportunities/rules';
import { and, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interestPolls, projects, users } from '../../db/schema/index.ts';

/** What a poll list shows: the poll, its opportunity and the person asked. */
const pollColumns = {
  poll: interestPolls,
  project: {
    id: projects.id,
    title: projects.title,
    stage: projects.stage,
    archived: projects.archived,
  },
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
};

export type PollRow = {
  poll: typeof interestPolls.$inferSelect;
  project: { id: number; title: string; stage: 'opportunity' | 'active'; archived: boolean };
  user: { id: number; firstName: string; lastName: string; email: string };
};

export interface PollFilter {
  /** One opportunity's polls (the `(project_id, user_id)` unique index). */
  projectId?: number;
  /** One person's polls (the `(user_id, status)` index). */
  userId?: number;
  /** Only polls still open to an answer: live opportunities, not taken off the shortlist. */
  open?: boolean;
}

function conditions(filter: PollFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.projectId !== undefined) where.push(eq(interestPolls.projectId, filter.projectId));
  if (filter.userId !== undefined) where.push(eq(interestPolls.userId, filter.userId));
  if (filter.open) {
    where.push(
      or(isNull(interestPolls.status), ne(interestPolls.status, 'rejected')),
      eq(projects.stage, 'opportunity'),
      eq(projects.archived, false),
    );
  }
  return and(...where);
}

/** A page of polls (newest asked first) and their total: two statements whatever the page size. */
export async function listPolls(
  db: Db,
  filter: PollFilter,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: PollRow[] }> {
  const where = conditions(filter);
  const [total] = await db
    .select({ value: count() })
    .from(interestPolls)
    .innerJoin(projects, eq(projects.id, interestPolls.projectId))
    .where(where);
  const rows = await db
    .select(pollColumns)
    .from(interestPolls)
    .innerJoin(projects, eq(projects.id, interestPolls.projectId))
    .innerJoin(users, eq(users.id, interestPolls.userId))
    .where(where)
    .orderBy(desc(interestPolls.askedAt), desc(interestPolls.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.value ?? 0, rows };
}

/** One poll with its opportunity and person, by id or by (project, person). */
export async function findPoll(
  db: Db,
  where: { id: number } | { projectId: number; userId: number },
): Promise<PollRow | undefined> {
  const [row] = await db
    .select(pollColumns)
    .from(interestPolls)
    .innerJoin(projects, eq(projects.id, interestPolls.projectId))
    .innerJoin(users, eq(users.id, interestPolls.userId))
    .where(
      'id' in where
        ? eq(interestPolls.id, where.id)
        : and(eq(interestPolls.projectId, where.projectId), eq(interestPolls.userId, where.userId)),
    )
    .limit(1);
  return row;
}

/**
 * Records an answer only if the poll still holds the answer the caller saw (`from`) and its
 * opportunity is still live: a removal (`rejected`), a conversion or an archive in between makes
 * it update nothing (the service answers 409).
 */
export async function answerPoll(
  db: Db,
  pollId: number,
  from: InterestStatus | null,
  to: AnswerableInterestStatus,
): Promise<boolean> {
  const rows = await db
    .update(interestPolls)
    .set({ status: to, answeredAt: sql`now()` })
    .where(
      and(
        eq(interestPolls.id, pollId),
        sql`${interestPolls.status} is not distinct from ${from}`,
        sql`exists (select 1 from ${projects} where ${projects.id} = ${interestPolls.projectId} and ${projects.stage} = 'opportunity' and not ${projects.archived})`,
      ),
    )
    .returning({ id: interestPolls.id });
  return rows.length === 1;
}
