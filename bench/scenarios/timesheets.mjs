// @ts-check
// Timesheets at about 5,000,000 entries (PostgreSQL): a CM reads the month summary and the year
// summary of the largest team they manage (21 people), and a developer saves a full month of
// their own hours (bulk save, ~22 entries) at 50 req/s, each request another of their twelve
// last months on another of their 20 projects (so saves do not queue on one month's row lock).
// Floor: the statements of timesheets/service.ts and bulk-save.ts as Drizzle emits them (captured
// with the test app's query recorder), after the same session lookup (the reads depend on who
// asks; the save is the caller's), the bulk save in one transaction like the app's. The ones the
// app prepares (the project for its caller, the team's rates, the month rows, the people, and
// every statement of the bulk save) run as named statements under the app's names.

import { dayOf } from '../lib/pg-dates.mjs';
import { PEOPLE, PROJECT } from '../lib/project-core.mjs';
import { saveMonth } from '../lib/timesheet-save.mjs';
import { seedTimesheets, timesheetTargets } from '../seed-timesheets.mjs';
import { lookupSession } from './auth.mjs';

/** @typedef {import('../lib/types.d.ts').Sql} Sql */
/** @typedef {Pick<Sql, 'query'>} Queries */

const CM = { email: 'cm@demo.test', password: 'demo-password' };

const MONTH_COLUMNS = ['user_id', 'month', 'status', 'total_hours', 'reason', 'reviewed_at', 'revision']
  .map((column) => `"timesheet_months"."${column}"`)
  .join(', ');

/** repository.ts findMonths: the project's month rows of a range (the columns the month view shows), with their reviewers. */
const MONTHS = `select ${MONTH_COLUMNS}, (exists (select 1 from "invoice_lines" where "invoice_lines"."timesheet_month_id" = "timesheet_months"."id")
            or exists (select 1 from "invoice_lines" where "invoice_lines"."payout_timesheet_month_id" = "timesheet_months"."id")) as "billed", "timesheet_reviewer"."id" as "reviewer_id", "timesheet_reviewer"."first_name" as "reviewer_first_name",
    "timesheet_reviewer"."last_name" as "reviewer_last_name", "timesheet_reviewer"."email" as "reviewer_email", "timesheet_reviewer"."avatar_file_id" as "reviewer_avatar_file_id"
  from "timesheet_months" left join "users" "timesheet_reviewer" on "timesheet_reviewer"."id" = "timesheet_months"."reviewed_by_id"
  where ("timesheet_months"."project_id" = $1 and "timesheet_months"."month" between $2 and $3)
  order by "timesheet_months"."month" asc, "timesheet_months"."user_id" asc`;

/** repository.ts findMonthStandings (the year summary): the same rows, only what says how they stand. */
const MONTH_STANDINGS = `select "user_id", "month", "status", "total_hours" from "timesheet_months"
  where ("timesheet_months"."project_id" = $1 and "timesheet_months"."month" between $2 and $3)
  order by "timesheet_months"."month" asc, "timesheet_months"."user_id" asc`;

/** repository.ts findTeamRates: every rate row of the project's participations. */
const TEAM_RATES = `select "participations"."project_id", "participations"."user_id", "participations"."status", "participation_rates"."effective_from", "participation_rates"."hours_per_week"
  from "participations" inner join "participation_rates" on "participation_rates"."participation_id" = "participations"."id"
  where "participations"."project_id" = $1
  order by "participations"."project_id" asc, "participations"."user_id" asc, "participation_rates"."effective_from" asc`;

const today = () => new Date().toISOString().slice(0, 10);
/** `YYYY-MM` of the month `back` months before the current one (UTC). */
const monthBack = (/** @type {number} */ back) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};
const lastDay = (/** @type {string} */ yearMonth) => {
  const [year = 0, month = 0] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};
/** Monday to Friday of a month, `YYYY-MM-DD`. */
const workingDays = (/** @type {string} */ yearMonth) => {
  const count = Number(lastDay(yearMonth).slice(8));
  return Array.from({ length: count }, (_, i) => `${yearMonth}-${String(i + 1).padStart(2, '0')}`).filter(
    (day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()),
  );
};
/** numeric(6,2) text → hundredths. */
const hundredths = (/** @type {unknown} */ text) => Math.round(Number(text) * 100);
const expectedOf = (/** @type {number} */ perWeek) => Math.round((perWeek * 22) / 5);
const hoursOut = (/** @type {number} */ value) => value / 100;

/**
 * The people on each asked month and their rows (the app's peopleOnMonth): an accepted
 * participation whose first rate applies by the month's last day, or a month row.
 * @param {Record<string, unknown>[]} rates @param {Record<string, unknown>[]} months
 * @param {string[]} yearMonths
 */
function peopleOn(rates, months, yearMonths) {
  /** @type {Map<number, { status: unknown, rates: { from: string, perWeek: number }[] }>} */
  const team = new Map();
  for (const rate of rates) {
    const userId = /** @type {number} */ (rate.user_id);
    const member = team.get(userId) ?? { status: rate.status, rates: [] };
    member.rates.push({ from: dayOf(rate.effective_from), perWeek: hundredths(rate.hours_per_week) });
    team.set(userId, member);
  }
  const now = today();
  /** @type {Map<string, Map<number, Record<string, unknown>>>} rows by first day, then person */
  const byMonth = new Map();
  for (const row of months) {
    const first = dayOf(row.month);
    const rows = byMonth.get(first) ?? new Map();
    rows.set(/** @type {number} */ (row.user_id), row);
    byMonth.set(first, rows);
  }
  return yearMonths.map((yearMonth) => {
    const last = lastDay(yearMonth);
    const stored = byMonth.get(`${yearMonth}-01`) ?? new Map();
    const ids = new Set(stored.keys());
    for (const [userId, member] of team) {
      if (member.status === 'accepted' && (member.rates[0]?.from ?? '9999') <= last) ids.add(userId);
    }
    const rateDay = last < now ? last : now;
    return {
      yearMonth,
      people: [...ids]
        .sort((a, b) => a - b)
        .map((userId) => {
          const member = team.get(userId);
          const rate = member?.rates.filter((r) => r.from <= rateDay).at(-1) ?? member?.rates[0];
          const row = stored.get(userId);
          return {
            userId,
            row,
            status: /** @type {string} */ (row?.status ?? 'pending'),
            total: /** @type {number} */ (row?.total_hours ?? 0),
            expected: rate ? expectedOf(rate.perWeek) : 0,
            first: member?.rates[0]?.from ?? null,
          };
        }),
    };
  });
}

/** @param {string[]} statuses */
const combined = (statuses) =>
  statuses.includes('rejected') ? 'rejected' : statuses.includes('pending') ? 'pending' : 'approved';

/**
 * What both summaries read after the session lookup: the project for the caller, then its month
 * rows of `from`–`to` (first days, with the `months` statement: MONTHS or MONTH_STANDINGS) and
 * its team's rates together. Null: not signed in, no project.
 * @param {Sql} sql @param {{ cookies: Record<string, string> }} request
 * @param {number} projectId @param {{ text: string, name: string }} months
 * @param {string} from @param {string} to
 */
async function readProject(sql, request, projectId, months, from, to) {
  const live = /** @type {{ id: number } | null} */ (await lookupSession(sql, request.cookies));
  if (!live) return null;
  const [project] = await sql.query(PROJECT, [live.id, live.id, projectId, 1], 'kazi_project_for_user');
  if (!project) return null;
  const [rows, rates] = await Promise.all([
    sql.query(months.text, [projectId, from, to], months.name),
    sql.query(TEAM_RATES, [projectId], 'kazi_team_rates'),
  ]);
  return { months: rows, rates };
}

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'timesheets',
  floor: {
    async '/api/timesheet-entries/summary/'(sql, request) {
      const yearMonth = String(request.query.year_month);
      const first = `${yearMonth}-01`;
      const read = await readProject(
        sql,
        request,
        Number(request.query.project),
        { text: MONTHS, name: 'kazi_timesheet_months' },
        first,
        first,
      );
      if (!read) return null;
      const [month] = peopleOn(read.rates, read.months, [yearMonth]);
      const people = month?.people ?? [];
      const ids = people.map((p) => p.userId);
      const persons = new Map(
        (ids.length ? await sql.query(PEOPLE, [`{${ids.join(',')}}`], 'kazi_people') : []).map((u) => [
          u.id,
          u,
        ]),
      );
      const results = people.map((person) => {
        const user = persons.get(person.userId);
        const row = person.row;
        return {
          user: {
            id: person.userId,
            display_name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
            avatar_url: user?.avatar_file_id ? `/api/avatars/${person.userId}/` : null,
          },
          total: hoursOut(person.total),
          expected_hours: hoursOut(person.expected),
          status: person.status,
          reason: row?.reason ?? null,
          reviewed_by: row?.reviewer_id
            ? { id: row.reviewer_id, display_name: `${row.reviewer_first_name} ${row.reviewer_last_name}` }
            : null,
          reviewed_at: row?.reviewed_at ?? null,
          revision: row?.revision ?? 0,
          first_day: person.first && person.first > first ? person.first : first,
          last_day: lastDay(yearMonth) < today() ? lastDay(yearMonth) : today(),
          abilities: {
            edit: person.status !== 'approved',
            review: person.status === 'pending',
            approve: person.status !== 'approved',
            reopen: false,
          },
        };
      });
      return {
        year_month: yearMonth,
        results,
        summary: {
          total: hoursOut(people.reduce((sum, p) => sum + p.total, 0)),
          expected: hoursOut(people.reduce((sum, p) => sum + p.expected, 0)),
        },
      };
    },

    async '/api/timesheets-summary/'(sql, request) {
      const year = Number(request.query.year);
      const read = await readProject(
        sql,
        request,
        Number(request.query.project),
        { text: MONTH_STANDINGS, name: 'kazi_timesheet_standings' },
        `${year}-01-01`,
        `${year}-12-01`,
      );
      if (!read) return null;
      const current = today().slice(0, 7);
      const yearMonths = Array.from(
        { length: 12 },
        (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`,
      ).filter((ym) => ym <= current);
      const results = peopleOn(read.rates, read.months, yearMonths)
        .filter((month) => month.people.length)
        .map((month) => ({
          month: month.yearMonth,
          total: hoursOut(month.people.reduce((sum, p) => sum + p.total, 0)),
          expected_hours: hoursOut(month.people.reduce((sum, p) => sum + p.expected, 0)),
          status: combined(month.people.map((p) => p.status)),
        }));
      return { year, results };
    },

    async 'POST /api/timesheet-entries/bulk/'(sql, request) {
      const live = /** @type {{ id: number } | null} */ (await lookupSession(sql, request.cookies));
      if (!live) return null;
      return saveMonth(sql, live.id, request.body);
    },
  },
  scenarios: [
    {
      name: 'timesheet-entries/summary/ (5M, CM)',
      path: '/api/timesheet-entries/summary/?year_month={year_month}&project={project}',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
      user: CM,
    },
    {
      name: 'timesheets-summary/ (5M, CM)',
      path: '/api/timesheets-summary/?year={year}&project={project}',
      kind: 'list',
      engines: ['postgres'],
      ratioBar: 0.75,
      user: CM,
    },
    {
      name: 'timesheet-entries/bulk/ (5M, month of 22)',
      path: '/api/timesheet-entries/bulk/',
      method: 'POST',
      kind: 'detail',
      engines: ['postgres'],
      rate: { postgres: 50 },
      p99Bar: { postgres: 100 },
      ratioBar: 0.75,
      // Request i: the dev's month (i ÷ projects) % 12 back on project i % projects; every round
      // of all of them alternates 8 h and 7.75 h a day, so each save really changes its month.
      body(i, vars) {
        const projects = String(vars.devProjects).split(',').map(Number);
        const months = String(vars.months).split(',');
        const combos = projects.length * months.length;
        const project = projects[i % projects.length];
        const month = months[Math.floor(i / projects.length) % months.length] ?? '';
        const hours = Math.floor(i / combos) % 2 === 0 ? 8 : 7.75;
        return {
          timesheet_entries: workingDays(month).map((day) => ({
            day,
            hours_worked: hours,
            project,
            user: Number(vars.dev),
          })),
        };
      },
    },
  ],
  async seed(sql) {
    if (sql.engine !== 'postgres') return 'skipped (5,000,000 entries run on PostgreSQL only)';
    return seedTimesheets(sql, { projects: 1000, spanDays: 693 });
  },
  async facts(sql) {
    // The table totals are in the seed's line; this one names what the scenarios read and write.
    const target = await timesheetTargets(sql);
    const [row] = await sql.query('select count(*)::int as n from timesheet_entries where project_id = $1', [
      target.project,
    ]);
    return (
      `summaries of project ${target.project} (${target.members} people, ${Number(row?.n ?? 0).toLocaleString('en')} entries); ` +
      `bulk saves on ${target.devProjects.length} projects of dev@demo.test`
    );
  },
  async vars(sql) {
    const target = await timesheetTargets(sql);
    const last = monthBack(1);
    return {
      project: target.project,
      year_month: last,
      year: last.slice(0, 4),
      dev: target.dev,
      devProjects: target.devProjects.join(','),
      // The dev's twelve months before this one: pending (the seed), every working day in the past.
      months: Array.from({ length: 12 }, (_, i) => monthBack(i + 1)).join(','),
    };
  },
};
