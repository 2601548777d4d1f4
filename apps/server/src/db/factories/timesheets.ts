import type { TimesheetStatus } from '@kazi/shared/timesheets/rules';
import type { Db } from '../client.ts';
import { timesheetEntries, timesheetMonths } from '../schema/index.ts';

export type TimesheetMonthRow = typeof timesheetMonths.$inferSelect;

export interface TimesheetMonthInput {
  projectId: number;
  userId: number;
  /** `YYYY-MM`. */
  month: string;
  /**
   * Hours per day of that month in hundredths of an hour (`{ '2026-11-02': 800 }` is 8 h), 0 to 2400
   * in steps of 25; a day with 0 gets no row (as a save with 0 hours leaves none).
   */
  hoursByDay?: Record<string, number>;
  status?: TimesheetStatus;
  /** Who approved or rejected it (with `reviewedAt`, now by default when set). */
  reviewedById?: number | null;
  reviewedAt?: Date | null;
  reason?: string | null;
  /** Defaults to one for the save (when any day has hours) plus one for the review (when reviewed). */
  revision?: number;
}

/**
 * One person's month on a project: its entries and its `timesheet_months` row, whose `total_hours`
 * is the sum of the entries (the invariant the bulk save keeps, ADR 028). Tests and the demo seed
 * build months with it (the bench seeds its 5M entries in SQL, bench/seed-timesheets.mjs).
 */
export async function insertTimesheetMonth(db: Db, input: TimesheetMonthInput): Promise<TimesheetMonthRow> {
  const prefix = `${input.month}-`;
  const days = Object.entries(input.hoursByDay ?? {}).filter(([, hours]) => hours > 0);
  for (const [day] of days) {
    if (!day.startsWith(prefix)) throw new RangeError(`${day} is not a day of ${input.month}`);
  }
  if (days.length > 0) {
    await db
      .insert(timesheetEntries)
      .values(days.map(([day, hours]) => ({ projectId: input.projectId, userId: input.userId, day, hours })));
  }
  const status = input.status ?? 'pending';
  const reviewed = input.reviewedById != null;
  const [row] = await db
    .insert(timesheetMonths)
    .values({
      projectId: input.projectId,
      userId: input.userId,
      month: `${input.month}-01`,
      status,
      totalHours: days.reduce((sum, [, hours]) => sum + hours, 0),
      revision: input.revision ?? (days.length > 0 ? 1 : 0) + (status === 'pending' && !reviewed ? 0 : 1),
      reason: input.reason ?? null,
      reviewedById: input.reviewedById ?? null,
      reviewedAt: reviewed ? (input.reviewedAt ?? new Date()) : null,
    })
    .returning();
  if (!row) throw new Error('timesheet month insert returned nothing');
  return row;
}
