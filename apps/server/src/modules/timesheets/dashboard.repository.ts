import { storedHours } from '@kazi/shared/hours/hours';
import type { TimesheetStatus } from '@kazi/shared/timesheets/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { PersonRow } from '../project-core/index.ts';

type Window = { limit: number; offset: number };

/** A page's rows and the count of all, in two statements whatever the page size. */
async function page<T>(db: Db, rows: SQL, count: SQL): Promise<{ rows: T[]; count: number }> {
  const [found, [total]] = await Promise.all([queryRows<T>(db, rows), queryRows<{ n: number }>(db, count)]);
  return { rows: found, count: Number(total?.n ?? 0) };
}

export interface MyMonthRow {
  projectId: number;
  projectTitle: string;
  totalHours: number;
  status: TimesheetStatus;
  /** Hundredths: the hours per week of the rate in effect on the rate day. */
  hoursPerWeek: number;
}

/**
 * One page of a person's month on each active, non-archived project where they hold an accepted
 * place and may log hours by `rateDay` (a rate applies on or before it): the month's total and
 * status (a month without a row is pending with nothing logged) and the hours per week of the
 * rate in effect on `rateDay`. By project title.
 */
export async function findMyMonths(
  db: Db,
  userId: number,
  yearMonth: string,
  rateDay: string,
  window: Window,
): Promise<{ rows: MyMonthRow[]; count: number }> {
  const from = sql`from participations pa join projects p on p.id = pa.project_id`;
  const where = sql`where pa.user_id = ${userId} and pa.status = 'accepted' and p.stage = 'active'
    and not p.archived and exists (select 1 from participation_rates r
      where r.participation_id = pa.id and r.effective_from <= ${rateDay}::date)`;
  const found = await page<{
    project_id: number;
    title: string;
    total_hours: number;
    status: TimesheetStatus;
    hours_per_week: string;
  }>(
    db,
    sql`select p.id as project_id, p.title,
        coalesce(tm.total_hours, 0) as total_hours, coalesce(tm.status, 'pending') as status,
        (select r.hours_per_week from participation_rates r
          where r.participation_id = pa.id and r.effective_from <= ${rateDay}::date
          order by r.effective_from desc limit 1) as hours_per_week
      ${from}
      left join timesheet_months tm on tm.project_id = pa.project_id and tm.user_id = pa.user_id
        and tm.month = ${`${yearMonth}-01`}::date
      ${where}
      order by lower(p.title), p.id
      limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n ${from} ${where}`,
  );
  return {
    rows: found.rows.map((row) => ({
      projectId: Number(row.project_id),
      projectTitle: row.title,
      totalHours: Number(row.total_hours),
      status: row.status,
      hoursPerWeek: storedHours(String(row.hours_per_week)),
    })),
    count: found.count,
  };
}

export interface AwaitingRow {
  projectId: number;
  projectTitle: string;
  person: PersonRow;
  yearMonth: string;
  totalHours: number;
}

/**
 * One page of the pending months with hours before `beforeMonth` (`YYYY-MM`), on every project
 * (`managedBy` null) or on the projects whose client manager is `managedBy`, never the
 * reviewer's own; oldest month first.
 */
export async function findAwaitingReview(
  db: Db,
  reviewerId: number,
  managedBy: number | null,
  beforeMonth: string,
  window: Window,
): Promise<{ rows: AwaitingRow[]; count: number }> {
  const from = sql`from timesheet_months tm join projects p on p.id = tm.project_id`;
  const where = sql`where tm.status = 'pending' and tm.total_hours > 0
    and tm.month < ${`${beforeMonth}-01`}::date and tm.user_id <> ${reviewerId}
    and ${managedBy === null ? sql`true` : sql`p.cm_id = ${managedBy}`}`;
  const found = await page<{
    project_id: number;
    title: string;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    avatar_file_id: number | null;
    year_month: string;
    total_hours: number;
  }>(
    db,
    sql`select p.id as project_id, p.title, u.id as user_id, u.first_name, u.last_name, u.email,
        u.avatar_file_id, to_char(tm.month, 'YYYY-MM') as year_month, tm.total_hours
      ${from}
      join users u on u.id = tm.user_id
      ${where}
      order by tm.month, p.id, u.id
      limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n ${from} ${where}`,
  );
  return {
    rows: found.rows.map((row) => ({
      projectId: Number(row.project_id),
      projectTitle: row.title,
      person: {
        id: Number(row.user_id),
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        avatarFileId: row.avatar_file_id === null ? null : Number(row.avatar_file_id),
      },
      yearMonth: row.year_month,
      totalHours: Number(row.total_hours),
    })),
    count: found.count,
  };
}
