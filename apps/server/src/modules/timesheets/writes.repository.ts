import type { TimesheetStatus } from '@kazi/shared/timesheets/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer, preparedSql } from '../../db/prepared.ts';
import { timesheetMonths } from '../../db/schema/index.ts';
import type { EntryRow, MonthRow } from './repository.ts';

/** One person's month on one project; `month` is its first day. */
export interface MonthKey {
  projectId: number;
  userId: number;
  month: string;
}

const byKey = (a: MonthKey, b: MonthKey) =>
  a.projectId - b.projectId || a.userId - b.userId || a.month.localeCompare(b.month);

/** lockMonths' statement for `count` months, their keys as placeholders (`project0`, `user0`, `month0`, …). */
const lockStatement = (db: Db, count: number) =>
  db
    .insert(timesheetMonths)
    .values(
      Array.from({ length: count }, (_, i) => ({
        projectId: sql.placeholder(`project${i}`),
        userId: sql.placeholder(`user${i}`),
        month: sql.placeholder(`month${i}`),
      })),
    )
    .onConflictDoUpdate({
      target: [timesheetMonths.projectId, timesheetMonths.userId, timesheetMonths.month],
      set: { projectId: sql`excluded.project_id` },
    })
    .returning();

// A save touches one person's months of a year at most, as a rule: those counts are prepared
// (the bench's month save is one); a reviewer's larger correction builds its statement.
const preparedLocks = Array.from({ length: 12 }, (_, i) =>
  preparedPer((db) => lockStatement(db, i + 1).prepare(`kazi_lock_months_${i + 1}`)),
);

/**
 * Locks these months for the rest of the transaction, creating the rows that do not exist yet
 * (pending, nothing logged), always in (project, person, month) order so that two transactions
 * never wait on each other in a cycle. One statement: an existing row takes a no-op update
 * (`project_id` to itself), which locks it, waiting for a review or a save in progress, and
 * returns it as it is once locked (what that review or save committed is seen).
 */
export async function lockMonths(tx: Db, keys: readonly MonthKey[]): Promise<MonthRow[]> {
  if (!keys.length) return [];
  const params = Object.fromEntries(
    [...keys].sort(byKey).flatMap((key, i) => [
      [`project${i}`, key.projectId],
      [`user${i}`, key.userId],
      [`month${i}`, key.month],
    ]),
  );
  const prepared = preparedLocks[keys.length - 1];
  return prepared ? prepared(tx).execute(params) : lockStatement(tx, keys.length).execute(params);
}

const upsertStatement = preparedSql(
  'kazi_upsert_entries',
  sql`insert into timesheet_entries (project_id, user_id, day, hours)
    select * from unnest(${sql.placeholder('projectIds')}::int[], ${sql.placeholder('userIds')}::int[], ${sql.placeholder(
      'days',
    )}::date[], ${sql.placeholder('hours')}::smallint[])
    on conflict (project_id, user_id, day) do update set hours = excluded.hours
    where timesheet_entries.hours is distinct from excluded.hours`,
);

/** Writes these days' hours (hundredths above 0): new days are added, changed ones updated. */
export async function upsertEntries(tx: Db, entries: readonly EntryRow[]): Promise<void> {
  if (!entries.length) return;
  await upsertStatement(tx).execute({
    projectIds: entries.map((e) => e.projectId),
    userIds: entries.map((e) => e.userId),
    days: entries.map((e) => e.day),
    hours: entries.map((e) => e.hours),
  });
}

const deleteStatement = preparedSql(
  'kazi_delete_entries',
  sql`delete from timesheet_entries
    where (project_id, user_id, day) in (select * from unnest(${sql.placeholder('projectIds')}::int[], ${sql.placeholder(
      'userIds',
    )}::int[], ${sql.placeholder('days')}::date[]))`,
);

/** Removes these days' rows (days saved with 0 hours). */
export async function deleteEntries(
  tx: Db,
  days: readonly { projectId: number; userId: number; day: string }[],
): Promise<void> {
  if (!days.length) return;
  await deleteStatement(tx).execute({
    projectIds: days.map((d) => d.projectId),
    userIds: days.map((d) => d.userId),
    days: days.map((d) => d.day),
  });
}

const refreshStatement = preparedSql(
  'kazi_refresh_months',
  sql`update timesheet_months m set
      total_hours = coalesce((
        select sum(e.hours) from timesheet_entries e
        where e.project_id = m.project_id and e.user_id = m.user_id
          and e.day >= m.month and e.day < (m.month + interval '1 month')::date
      ), 0),
      revision = m.revision + 1,
      status = k.status,
      reason = case when k.status = m.status then m.reason end,
      reviewed_by_id = case when k.status = m.status then m.reviewed_by_id end,
      reviewed_at = case when k.status = m.status then m.reviewed_at end
    from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('statuses')}::text[]) as k(id, status)
    where m.id = k.id`,
);

const monthsById = preparedPer((db) =>
  db
    .select()
    .from(timesheetMonths)
    .where(sql`${timesheetMonths.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(timesheetMonths.id))
    .prepare('kazi_timesheet_months_by_id'),
);

/**
 * After a save: each month's `total_hours` becomes the sum of its entries, its revision grows,
 * and it takes the status the save gives it (a rejected month becomes pending, and its review is
 * cleared: the audit log keeps it). One statement; returns the rows as they are now.
 */
export async function refreshSavedMonths(
  tx: Db,
  months: readonly { id: number; status: TimesheetStatus }[],
): Promise<MonthRow[]> {
  if (!months.length) return [];
  await refreshStatement(tx).execute({ ids: months.map((m) => m.id), statuses: months.map((m) => m.status) });
  return monthsById(tx).execute({ ids: months.map((m) => m.id) });
}

/**
 * The review's conditional update: only from `from` (and at `revision` when the reviewer named the
 * one they saw); the row, or null when the month is no longer in that state (409).
 */
export async function transitionMonth(
  tx: Db,
  key: MonthKey,
  change: {
    from: TimesheetStatus;
    to: TimesheetStatus;
    revision: number | undefined;
    reviewerId: number;
    reason: string | null;
  },
): Promise<MonthRow | null> {
  const [row] = await tx
    .update(timesheetMonths)
    .set({
      status: change.to,
      reason: change.reason,
      reviewedById: change.reviewerId,
      reviewedAt: sql`now()`,
      revision: sql`${timesheetMonths.revision} + 1`,
    })
    .where(
      and(
        eq(timesheetMonths.projectId, key.projectId),
        eq(timesheetMonths.userId, key.userId),
        eq(timesheetMonths.month, key.month),
        eq(timesheetMonths.status, change.from),
        change.revision === undefined ? undefined : eq(timesheetMonths.revision, change.revision),
      ),
    )
    .returning();
  return row ?? null;
}

/** One month's row as it is (after a refused transition: why it was refused). */
export async function findMonth(tx: Db, key: MonthKey): Promise<MonthRow | null> {
  const [row] = await tx
    .select()
    .from(timesheetMonths)
    .where(
      and(
        eq(timesheetMonths.projectId, key.projectId),
        eq(timesheetMonths.userId, key.userId),
        eq(timesheetMonths.month, key.month),
      ),
    );
  return row ?? null;
}
