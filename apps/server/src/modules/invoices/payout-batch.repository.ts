import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { invoices, participations, projects, users } from '../../db/schema/index.ts';
import { type PersonRow, personColumns } from '../project-core/index.ts';
import type { InvoiceRecord } from './writes.repository.ts';

export interface BatchMember {
  invoice: InvoiceRecord;
  user: PersonRow | null;
}

/**
 * A payout batch's live members, oldest first, with their recipients; `forUpdate` locks the
 * members (an edit or a deletion of the batch waits for another). One statement.
 */
export async function findBatchMembers(db: Db, batchRef: string, forUpdate = false): Promise<BatchMember[]> {
  const query = db
    .select({ invoice: invoices, user: personColumns(users) })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.batchRef, batchRef), eq(invoices.type, 'purchase'), isNull(invoices.deletedAt)))
    .orderBy(asc(invoices.id));
  return (forUpdate ? await query.for('update', { of: invoices }) : await query) as BatchMember[];
}

/** The batch's project as its presenter shows it. */
export async function findBatchProject(db: Db, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, archived: projects.archived })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

/** Which of these users are accepted members of the project's team (the payout rows' recipients). */
export async function teamMemberIds(
  db: Db,
  projectId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: participations.userId })
    .from(participations)
    .where(
      and(
        eq(participations.projectId, projectId),
        eq(participations.status, 'accepted'),
        sql`${participations.userId} = any(${sql.param([...userIds])}::int[])`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * The project's accepted team members whose name starts with `search` (first, last or full name),
 * leaving out `exclude`, by name; at most 20. One statement on the participations' project index.
 */
export async function findRecipients(
  db: Db,
  projectId: number,
  search: string | undefined,
  exclude: readonly number[],
): Promise<PersonRow[]> {
  const pattern = search ? `${escapeLike(search.toLowerCase())}%` : null;
  const rows = await db
    .select(personColumns(users))
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(
      and(
        eq(participations.projectId, projectId),
        eq(participations.status, 'accepted'),
        exclude.length ? sql`not (${users.id} = any(${sql.param([...exclude])}::int[]))` : undefined,
        pattern
          ? sql`(lower(${users.firstName}) like ${pattern} or lower(${users.lastName}) like ${pattern} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(20);
  return rows as PersonRow[];
}
