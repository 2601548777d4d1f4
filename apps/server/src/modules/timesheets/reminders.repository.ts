import { FIRST_TIMESHEET_MONTH, type TimesheetStatus } from '@kazi/shared/timesheets/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { PersonRow } from '../project-core/index.ts';

/** Who the reminders and the digest are about: the people of active, non-archived projects (ADR 028). */
const LIVE_PROJECT = sql`p.stage = 'active' and not p.archived`;

export interface ReminderTarget {
  projectId: number;
  projectTitle: string;
  person: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>;
}

/**
 * The people to remind on `today`: an accepted place on an active, non-archived project, active
 * accounts, hours allowed since a day on or before today (the first rate's `effective_from`), and
 * no hours on a working day of the month so far; a month already approved is left alone. One
 * statement over the whole platform, ordered by project and person.
 */
export async function findReminderTargets(
  db: Db,
  yearMonth: string,
  today: string,
): Promise<ReminderTarget[]> {
  const rows = await queryRows<{
    project_id: number;
    title: string;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
  }>(
    db,
    sql`select p.id as project_id, p.title, u.id as user_id, u.first_name, u.last_name, u.email
      from participations pa
      join projects p on p.id = pa.project_id
      join users u on u.id = pa.user_id
      where pa.status = 'accepted' and ${LIVE_PROJECT} and u.is_active
        and (select min(r.effective_from) from participation_rates r where r.participation_id = pa.id)
          <= ${today}::date
        and not exists (
          select 1 from timesheet_entries e
          where e.project_id = pa.project_id and e.user_id = pa.user_id
            and e.day between ${`${yearMonth}-01`}::date and ${today}::date
            and extract(isodow from e.day) < 6
        )
        and not exists (
          select 1 from timesheet_months m
          where m.project_id = pa.project_id and m.user_id = pa.user_id
            and m.month = ${`${yearMonth}-01`}::date and m.status = 'approved'
        )
      order by p.id, u.id`,
  );
  return rows.map((row) => ({
    projectId: Number(row.project_id),
    projectTitle: row.title,
    person: { id: Number(row.user_id), firstName: row.first_name, lastName: row.last_name, email: row.email },
  }));
}

export interface OpenMonth {
  projectId: number;
  projectTitle: string;
  cm: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>;
  /** `YYYY-MM`. */
  yearMonth: string;
  person: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>;
  status: Exclude<TimesheetStatus, 'approved'>;
  totalHours: number;
}

/**
 * Every person's month up to `lastMonth` (`YYYY-MM`) that is not approved, on the active,
 * non-archived projects whose client manager is active: for each accepted member, each month
 * from the month their hours start (January 2020 at the earliest), a month without a row being
 * pending with nothing logged; and any other person's month saved but not approved (a member
 * who left). One statement, ordered by project, month and person.
 */
export async function findOpenMonths(db: Db, lastMonth: string): Promise<OpenMonth[]> {
  const last = sql`${`${lastMonth}-01`}::date`;
  const rows = await queryRows<{
    project_id: number;
    title: string;
    cm_id: number;
    cm_first_name: string;
    cm_last_name: string;
    cm_email: string;
    year_month: string;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    status: 'pending' | 'rejected';
    total_hours: number;
  }>(
    db,
    sql`with members as (
        select pa.project_id, pa.user_id,
          greatest(date_trunc('month', min(r.effective_from))::date, ${`${FIRST_TIMESHEET_MONTH}-01`}::date) as first_month
        from participations pa
        join projects p on p.id = pa.project_id
        join participation_rates r on r.participation_id = pa.id
        where pa.status = 'accepted' and ${LIVE_PROJECT} and p.cm_id is not null
        group by pa.project_id, pa.user_id
      ),
      months as (
        select m.project_id, m.user_id, g.month::date as month
        from members m
        cross join lateral generate_series(m.first_month, ${last}, interval '1 month') as g(month)
        union
        select tm.project_id, tm.user_id, tm.month
        from timesheet_months tm
        join projects p on p.id = tm.project_id
        where tm.status <> 'approved' and tm.month <= ${last} and ${LIVE_PROJECT} and p.cm_id is not null
      )
      select p.id as project_id, p.title, cm.id as cm_id, cm.first_name as cm_first_name,
        cm.last_name as cm_last_name, cm.email as cm_email, to_char(o.month, 'YYYY-MM') as year_month,
        u.id as user_id, u.first_name, u.last_name, u.email,
        coalesce(tm.status, 'pending') as status, coalesce(tm.total_hours, 0) as total_hours
      from months o
      join projects p on p.id = o.project_id
      join users cm on cm.id = p.cm_id and cm.is_active
      join users u on u.id = o.user_id
      left join timesheet_months tm
        on tm.project_id = o.project_id and tm.user_id = o.user_id and tm.month = o.month
      where coalesce(tm.status, 'pending') <> 'approved'
      order by p.id, o.month, u.id`,
  );
  return rows.map((row) => ({
    projectId: Number(row.project_id),
    projectTitle: row.title,
    cm: {
      id: Number(row.cm_id),
      firstName: row.cm_first_name,
      lastName: row.cm_last_name,
      email: row.cm_email,
    },
    yearMonth: row.year_month,
    person: { id: Number(row.user_id), firstName: row.first_name, lastName: row.last_name, email: row.email },
    status: row.status,
    totalHours: Number(row.total_hours),
  }));
}
