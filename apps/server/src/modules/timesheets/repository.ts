import type { ParticipationStatus } from '@kazi/shared/project-core/abilities';
import { and, asc, between, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  invoiceLines,
  participationRates,
  participations,
  timesheetEntries,
  timesheetMonths,
  users,
} from '../../db/schema/index.ts';
import { type PersonRow, personColumns } from '../project-core/index.ts';

/**
 * Reads of a project's timesheets (ADR 028): who is on its team with which rates, the month rows
 * (status, review, total) and the entries. Every read is one statement on an index that starts
 * with the project, whatever the team size; the callers have opened the project for the actor.
 */

export type MonthRow = typeof timesheetMonths.$inferSelect;

/** One rate row of a participation: the days it prices from, and the hours per week it counts on. */
export interface TeamRate {
  projectId: number;
  userId: number;
  status: ParticipationStatus;
  effectiveFrom: string;
  /** numeric(6,2) text, e.g. `"40.00"`. */
  hoursPerWeek: string;
}

/** Rate rows of the participations `where` names, by project, person and date: one statement. */
function selectRates(db: Db, where: SQL | undefined) {
  return db
    .select({
      projectId: participations.projectId,
      userId: participations.userId,
      status: participations.status,
      effectiveFrom: participationRates.effectiveFrom,
      hoursPerWeek: participationRates.hoursPerWeek,
    })
    .from(participations)
    .innerJoin(participationRates, eq(participationRates.participationId, participations.id))
    .where(where)
    .orderBy(
      asc(participations.projectId),
      asc(participations.userId),
      asc(participationRates.effectiveFrom),
    );
}

const teamRates = (withUser: boolean) =>
  preparedPer((db) =>
    selectRates(
      db,
      and(
        eq(participations.projectId, sql.placeholder('projectId')),
        withUser ? eq(participations.userId, sql.placeholder('userId')) : undefined,
      ),
    ).prepare(withUser ? 'kazi_team_rates_of_user' : 'kazi_team_rates'),
  );
const teamRatesQueries = { all: teamRates(false), one: teamRates(true) };

/**
 * The rate rows of a project's participations (any status; the caller decides who is on a month).
 * `userId` narrows it to one person. Prepared: every timesheet read starts with it.
 */
export function findTeamRates(db: Db, projectId: number, userId?: number): Promise<TeamRate[]> {
  return userId === undefined
    ? teamRatesQueries.all(db).execute({ projectId })
    : teamRatesQueries.one(db).execute({ projectId, userId });
}

const ratesOfPairs = preparedPer((db) =>
  selectRates(
    db,
    sql`(${participations.projectId}, ${participations.userId}) in (select * from unnest(${sql.placeholder(
      'projectIds',
    )}::int[], ${sql.placeholder('userIds')}::int[]))`,
  ).prepare('kazi_rates_of'),
);

/** The rate rows of the participations of these people on these projects (a bulk save's): prepared. */
export function findRatesOf(
  db: Db,
  pairs: readonly { projectId: number; userId: number }[],
): Promise<TeamRate[]> {
  if (!pairs.length) return Promise.resolve([]);
  return ratesOfPairs(db).execute({
    projectIds: pairs.map((p) => p.projectId),
    userIds: pairs.map((p) => p.userId),
  });
}

const reviewers = alias(users, 'timesheet_reviewer');

/** The columns of a month row the month view shows (its standing, review and revision). */
type MonthView = Pick<
  MonthRow,
  'userId' | 'month' | 'status' | 'totalHours' | 'reason' | 'reviewedAt' | 'revision'
> & {
  /** On an invoice or a payout: it stays approved (migration 0030's trigger), so it is not re-opened. */
  billed: boolean;
};

export interface MonthWithReviewer {
  month: MonthView;
  reviewer: PersonRow | null;
}

/** A project's months from `from` to `to`, of one person (`userId`) or everyone: placeholders. */
const monthsOf = (withUser: boolean) =>
  and(
    eq(timesheetMonths.projectId, sql.placeholder('projectId')),
    between(timesheetMonths.month, sql.placeholder('from'), sql.placeholder('to')),
    withUser ? eq(timesheetMonths.userId, sql.placeholder('userId')) : undefined,
  );

type MonthsParams = { projectId: number; from: string; to: string; userId?: number };
const monthsParams = (projectId: number, range: { from: string; to: string }, userId?: number) => ({
  projectId,
  ...range,
  ...(userId === undefined ? {} : { userId }),
});

const monthsWithReviewer = (withUser: boolean) =>
  preparedPer((db) =>
    db
      .select({
        month: {
          userId: timesheetMonths.userId,
          month: timesheetMonths.month,
          status: timesheetMonths.status,
          totalHours: timesheetMonths.totalHours,
          reason: timesheetMonths.reason,
          reviewedAt: timesheetMonths.reviewedAt,
          revision: timesheetMonths.revision,
          billed: sql<boolean>`(exists (select 1 from ${invoiceLines} where ${invoiceLines.timesheetMonthId} = ${timesheetMonths.id})
            or exists (select 1 from ${invoiceLines} where ${invoiceLines.payoutTimesheetMonthId} = ${timesheetMonths.id}))`,
        },
        reviewer: personColumns(reviewers),
      })
      .from(timesheetMonths)
      .leftJoin(reviewers, eq(reviewers.id, timesheetMonths.reviewedById))
      .where(monthsOf(withUser))
      .orderBy(asc(timesheetMonths.month), asc(timesheetMonths.userId))
      .prepare(withUser ? 'kazi_timesheet_months_of_user' : 'kazi_timesheet_months'),
  );
const monthsQueries = { all: monthsWithReviewer(false), one: monthsWithReviewer(true) };

/**
 * A project's month rows from `from` to `to` (first days of months, both included), the columns
 * the month view shows, with who reviewed each: one (prepared) statement on (project_id, month).
 * `userId` narrows it to one person.
 */
export async function findMonths(
  db: Db,
  projectId: number,
  range: { from: string; to: string },
  userId?: number,
): Promise<MonthWithReviewer[]> {
  const params: MonthsParams = monthsParams(projectId, range, userId);
  const rows = await (userId === undefined ? monthsQueries.all : monthsQueries.one)(db).execute(params);
  return rows.map((row) => ({ month: row.month, reviewer: row.reviewer?.id ? row.reviewer : null }));
}

/** The columns of a month row that say who is on it and how it stands (all the year summary needs). */
export type MonthStanding = Pick<MonthRow, 'userId' | 'month' | 'status' | 'totalHours'>;

const monthStandings = (withUser: boolean) =>
  preparedPer((db) =>
    db
      .select({
        userId: timesheetMonths.userId,
        month: timesheetMonths.month,
        status: timesheetMonths.status,
        totalHours: timesheetMonths.totalHours,
      })
      .from(timesheetMonths)
      .where(monthsOf(withUser))
      .orderBy(asc(timesheetMonths.month), asc(timesheetMonths.userId))
      .prepare(withUser ? 'kazi_timesheet_standings_of_user' : 'kazi_timesheet_standings'),
  );
const standingsQueries = { all: monthStandings(false), one: monthStandings(true) };

/**
 * findMonths' rows narrowed to their standing, without the reviewer: the year summary reads a
 * whole year of the team's months (12 × the team) and shows none of the other columns. Prepared.
 */
export async function findMonthStandings(
  db: Db,
  projectId: number,
  range: { from: string; to: string },
  userId?: number,
): Promise<{ month: MonthStanding; reviewer: null }[]> {
  const params: MonthsParams = monthsParams(projectId, range, userId);
  const rows = await (userId === undefined ? standingsQueries.all : standingsQueries.one)(db).execute(params);
  return rows.map((month) => ({ month, reviewer: null }));
}

export interface EntryRow {
  projectId: number;
  userId: number;
  day: string;
  /** Hundredths of an hour. */
  hours: number;
}

const entryColumns = {
  projectId: timesheetEntries.projectId,
  userId: timesheetEntries.userId,
  day: timesheetEntries.day,
  hours: timesheetEntries.hours,
};

/**
 * A project's entries from `from` to `to` (days, both included), by person and day: one statement
 * on (project_id, day). `userId` narrows it to one person.
 */
export async function findEntries(
  db: Db,
  projectId: number,
  range: { from: string; to: string },
  userId?: number,
): Promise<EntryRow[]> {
  const filters: SQL[] = [
    eq(timesheetEntries.projectId, projectId),
    gte(timesheetEntries.day, range.from),
    lte(timesheetEntries.day, range.to),
  ];
  if (userId !== undefined) filters.push(eq(timesheetEntries.userId, userId));
  return db
    .select(entryColumns)
    .from(timesheetEntries)
    .where(and(...filters))
    .orderBy(asc(timesheetEntries.userId), asc(timesheetEntries.day));
}

const entriesOnDays = preparedPer((db) =>
  db
    .select(entryColumns)
    .from(timesheetEntries)
    .where(
      sql`(${timesheetEntries.projectId}, ${timesheetEntries.userId}, ${timesheetEntries.day}) in (select * from unnest(${sql.placeholder(
        'projectIds',
      )}::int[], ${sql.placeholder('userIds')}::int[], ${sql.placeholder('days')}::date[]))`,
    )
    .prepare('kazi_entries_on'),
);

/** The entries already stored on these days (a bulk save's days): one prepared statement. */
export async function findEntriesOn(
  db: Db,
  days: readonly { projectId: number; userId: number; day: string }[],
): Promise<EntryRow[]> {
  if (!days.length) return [];
  return entriesOnDays(db).execute({
    projectIds: days.map((d) => d.projectId),
    userIds: days.map((d) => d.userId),
    days: days.map((d) => d.day),
  });
}
