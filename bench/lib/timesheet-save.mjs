// @ts-check
// The timesheets floor's bulk save (scenarios/timesheets.mjs): bulk-save.ts's statements as
// Drizzle emits them, in one transaction like the app's, the prepared ones under the app's names.
import { dayOf } from './pg-dates.mjs';
import { WITH_PARTICIPATION } from './project-core.mjs';

/** project-core findProjectsWithParticipation (bulk save): every project the body names (prepared). */
const PROJECTS = `${WITH_PARTICIPATION} where "projects"."id" = any($3::int[])`;

/** repository.ts findRatesOf (bulk save): the rates of these people on these projects (prepared). */
const RATES_OF = `select "participations"."project_id", "participations"."user_id", "participations"."status", "participation_rates"."effective_from", "participation_rates"."hours_per_week"
  from "participations" inner join "participation_rates" on "participation_rates"."participation_id" = "participations"."id"
  where ("participations"."project_id", "participations"."user_id") in (select * from unnest($1::int[], $2::int[]))
  order by "participations"."project_id" asc, "participations"."user_id" asc, "participation_rates"."effective_from" asc`;

const MONTH_ROW = ['id', 'project_id', 'user_id', 'month', 'status', 'total_hours', 'revision', 'reason']
  .concat(['reviewed_by_id', 'reviewed_at', 'created_at', 'updated_at'])
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * writes.repository.ts lockMonths: create the missing month rows and lock them (a no-op update of
 * the existing ones) in one statement, one row of values per month (three parameters each);
 * prepared for up to 12 months, as the app's.
 */
const lockMonthsQuery = (/** @type {number} */ count) =>
  `insert into "timesheet_months" (${MONTH_ROW}) values ${Array.from(
    { length: count },
    (_, i) =>
      `(default, $${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, default, default, default, default, default, default, default, default)`,
  ).join(
    ', ',
  )} on conflict ("project_id","user_id","month") do update set "project_id" = excluded.project_id returning ${MONTH_ROW}`;

/** repository.ts findEntriesOn: the hours already stored on the saved days (prepared). */
const ENTRIES_ON = `select "project_id", "user_id", "day", "hours" from "timesheet_entries"
  where ("timesheet_entries"."project_id", "timesheet_entries"."user_id", "timesheet_entries"."day") in (select * from unnest($1::int[], $2::int[], $3::date[]))`;

/** writes.repository.ts upsertEntries (prepared). */
const UPSERT_ENTRIES = `insert into timesheet_entries (project_id, user_id, day, hours)
  select * from unnest($1::int[], $2::int[], $3::date[], $4::smallint[])
  on conflict (project_id, user_id, day) do update set hours = excluded.hours
  where timesheet_entries.hours is distinct from excluded.hours`;

/** writes.repository.ts refreshSavedMonths: totals from the entries, revision + 1, the save's status (prepared). */
const REFRESH_MONTHS = `update timesheet_months m set
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
  from unnest($1::int[], $2::text[]) as k(id, status)
  where m.id = k.id`;
const MONTHS_BY_ID = `select "id", "project_id", "user_id", "month", "status", "total_hours", "revision", "reason", "reviewed_by_id", "reviewed_at", "created_at", "updated_at"
  from "timesheet_months" where "timesheet_months"."id" = any($1::int[]) order by "timesheet_months"."id" asc`;

/**
 * The caller's month of hours saved as the app saves it: their projects, the rates, the months
 * locked, the stored hours read, and only the changed days written.
 * @param {import('./types.d.ts').Sql} sql @param {number} callerId @param {unknown} body
 */
export function saveMonth(sql, callerId, body) {
  const entries =
    /** @type {{ timesheet_entries: { day: string, hours_worked: number, project: number, user: number }[] }} */ (
      body
    ).timesheet_entries.map((e) => ({ ...e, hours: Math.round(e.hours_worked * 100) }));
  return sql.transaction(async (tx) => {
    const projectIds = [...new Set(entries.map((e) => e.project))];
    const projects = await tx.query(PROJECTS, [callerId, callerId, projectIds], 'kazi_projects_for_user');
    if (projects.length !== projectIds.length) throw new Error(`a project of ${projectIds} not found`);
    const pairs = [...new Map(entries.map((e) => [`${e.project}:${e.user}`, e])).values()];
    await tx.query(RATES_OF, [pairs.map((e) => e.project), pairs.map((e) => e.user)], 'kazi_rates_of');
    const keys = [
      ...new Map(entries.map((e) => [`${e.project}:${e.user}:${e.day.slice(0, 7)}`, e])).values(),
    ];
    const monthKeys = keys
      .map((e) => /** @type {[number, number, string]} */ ([e.project, e.user, `${e.day.slice(0, 7)}-01`]))
      .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2]));
    const months = await tx.query(
      lockMonthsQuery(monthKeys.length),
      monthKeys.flat(),
      monthKeys.length <= 12 ? `kazi_lock_months_${monthKeys.length}` : undefined,
    );
    if (months.some((m) => m.status === 'approved')) throw new Error('an approved month');
    const days = [entries.map((e) => e.project), entries.map((e) => e.user), entries.map((e) => e.day)];
    const stored = new Map(
      (await tx.query(ENTRIES_ON, days, 'kazi_entries_on')).map((row) => [
        `${row.project_id}:${row.user_id}:${dayOf(row.day)}`,
        row.hours,
      ]),
    );
    const writes = entries.filter((e) => (stored.get(`${e.project}:${e.user}:${e.day}`) ?? 0) !== e.hours);
    if (writes.length) {
      await tx.query(
        UPSERT_ENTRIES,
        [
          writes.map((e) => e.project),
          writes.map((e) => e.user),
          writes.map((e) => e.day),
          writes.map((e) => e.hours),
        ],
        'kazi_upsert_entries',
      );
      const ids = months.map((m) => /** @type {number} */ (m.id));
      await tx.query(REFRESH_MONTHS, [ids, months.map(() => 'pending')], 'kazi_refresh_months');
      await tx.query(MONTHS_BY_ID, [ids], 'kazi_timesheet_months_by_id');
    }
    return {
      timesheet_entries: entries.map((e) => ({
        day: e.day,
        hours_worked: e.hours / 100,
        project: e.project,
        user: e.user,
      })),
    };
  });
}
