import type { ParticipationStatus } from '@kazi/shared/project-core/abilities';
import { and, asc, between, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
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

/** `{1,2,3}`: an array parameter as one value (drizzle spreads a JS array into a list of parameters). */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
/** `{2026-11-01,…}`: days already validated as `YYYY-MM-DD`. */
export const dateArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** Rate rows of the participations `where` names, by project, person and date: one statement. */
function selectRates(db: Db, where: SQL | undefined): Promise<TeamRate[]> {
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

/**
 * The rate rows of a project's participations (any status; the caller decides who is on a month).
 * `userId` narrows it to one person.
 */
export function findTeamRates(db: Db, projectId: number, userId?: number): Promise<TeamRate[]> {
  return selectRates(
    db,
    and(
      eq(participations.projectId, projectId),
      userId === undefined ? undefined : eq(participations.userId, userId),
    ),
  );
}

/** The rate rows of the participations of these people on these projects (a bulk save's). */
export function findRatesOf(
  db: Db,
  pairs: readonly { projectId: number; userId: number }[],
): Promise<TeamRate[]> {
  if (!pairs.length) return Promise.resolve([]);
  return selectRates(
    db,
    sql`(${participations.projectId}, ${participations.userId}) in (select * from unnest(${intArray(
      pairs.map((p) => p.projectId),
    )}::int[], ${intArray(pairs.map((p) => p.userId))}::int[]))`,
  );
}

const reviewers = alias(users, 'timesheet_reviewer');

export interface MonthWithReviewer {
  month: MonthRow;
  reviewer: PersonRow | null;
}

/**
 * A project's month rows from `from` to `to` (first days of months, both included), with who
 * reviewed each: one statement on (project_id, month). `userId` narrows it to one person.
 */
export async function findMonths(
  db: Db,
  projectId: number,
  range: { from: string; to: string },
  userId?: number,
): Promise<MonthWithReviewer[]> {
  const rows = await db
    .select({ month: timesheetMonths, reviewer: personColumns(reviewers) })
    .from(timesheetMonths)
    .leftJoin(reviewers, eq(reviewers.id, timesheetMonths.reviewedById))
    .where(monthsOf(projectId, range, userId))
    .orderBy(asc(timesheetMonths.month), asc(timesheetMonths.userId));
  return rows.map((row) => ({ month: row.month, reviewer: row.reviewer?.id ? row.reviewer : null }));
}

/** The columns of a month row that say who is on it and how it stands (all the year summary needs). */
export type MonthStanding = Pick<MonthRow, 'userId' | 'month' | 'status' | 'totalHours'>;

/**
 * findMonths' rows narrowed to their standing, without the reviewer: the year summary reads a
 * whole year of the team's months (12 × the team) and shows none of the other columns.
 */
export async function findMonthStandings(
  db: Db,
  projectId: number,
  range: { from: string; to: string },
  userId?: number,
): Promise<{ month: MonthStanding; reviewer: null }[]> {
  const rows = await db
    .select({
      userId: timesheetMonths.userId,
      month: timesheetMonths.month,
      status: timesheetMonths.status,
      totalHours: timesheetMonths.totalHours,
    })
    .from(timesheetMonths)
    .where(monthsOf(projectId, range, userId))
    .orderBy(asc(timesheetMonths.month), asc(timesheetMonths.userId));
  return rows.map((month) => ({ month, reviewer: null }));
}

const monthsOf = (projectId: number, range: { from: string; to: string }, userId: number | undefined) =>
  and(
    eq(timesheetMonths.projectId, projectId),
    between(timesheetMonths.month, range.from, range.to),
    userId === undefined ? undefined : eq(timesheetMonths.userId, userId),
  );

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

/** The entries already stored on these days (a bulk save's days): one statement. */
export async function findEntriesOn(
  db: Db,
  days: readonly { projectId: number; userId: number; day: string }[],
): Promise<EntryRow[]> {
  if (!days.length) return [];
  return db
    .select(entryColumns)
    .from(timesheetEntries)
    .where(
      sql`(${timesheetEntries.projectId}, ${timesheetEntries.userId}, ${timesheetEntries.day}) in (select * from unnest(${intArray(
        days.map((d) => d.projectId),
      )}::int[], ${intArray(days.map((d) => d.userId))}::int[], ${dateArray(days.map((d) => d.day))}::date[]))`,
    );
}
