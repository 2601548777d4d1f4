import { MESSAGES } from '@kazi/shared/messages';
import { todayIso } from '@kazi/shared/team/rules';
import { seesEveryRow } from '@kazi/shared/timesheets/policy';
import {
  combinedStatus,
  firstDayOf,
  isSelectableMonth,
  lastDayOf,
  selectableMonths,
} from '@kazi/shared/timesheets/rules';
import type {
  TimesheetMonthQuery,
  TimesheetMonthSummary,
  TimesheetYearQuery,
  TimesheetYearSummary,
} from '@kazi/shared/timesheets/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { type LoadedProject, loadPeople, loadProjectForActor } from '../project-core/index.ts';
import { type MonthFacts, type MonthSheet, participationsOf, peopleOnMonth } from './month-sheet.ts';
import { presentEntries, presentMonthSummary, presentYearSummary } from './presenter.ts';
import {
  type EntryRow,
  findEntries,
  findMonthStandings,
  findMonths,
  findTeamRates,
  type MonthStanding,
} from './repository.ts';

const T = MESSAGES.timesheets;

/**
 * Whose rows the actor reads on this project (ADR 028): clients, staff and reviewers see everyone
 * (or the `user` they ask for); anyone else, developers included, only their own. Null: everyone.
 */
function visiblePeople(
  actor: SessionActor,
  loaded: LoadedProject,
  user: number | undefined,
): Set<number> | null {
  if (seesEveryRow(actor, loaded.facts)) return user === undefined ? null : new Set([user]);
  return user === undefined || user === actor.id ? new Set([actor.id]) : new Set();
}

/** The one person the reads may be narrowed to in SQL, when only one is visible. */
const single = (only: Set<number> | null): number | undefined =>
  only?.size === 1 ? (only.values().next().value as number) : undefined;

/**
 * The team's rates and the month rows of `months` (first days) that `readMonths` reads, as
 * peopleOnMonth reads them: two statements.
 */
async function readFacts<R extends MonthStanding>(
  db: Db,
  loaded: LoadedProject,
  months: { from: string; to: string },
  only: Set<number> | null,
  today: string,
  readMonths: MonthsReader<R>,
): Promise<MonthFacts<R>> {
  const projectId = loaded.project.id;
  const [rates, rows] = await Promise.all([
    findTeamRates(db, projectId, single(only)),
    readMonths(db, projectId, months, single(only)),
  ]);
  return {
    projectId,
    archived: loaded.project.archived,
    today,
    participations: participationsOf(rates),
    months: rows,
    ...(only ? { only } : {}),
  };
}

type MonthsReader<R extends MonthStanding> = (
  db: Db,
  projectId: number,
  range: { from: string; to: string },
  userId?: number,
) => Promise<MonthFacts<R>['months']>;

function checkMonth(yearMonth: string, today: string): void {
  if (!isSelectableMonth(yearMonth, today)) throw AppError.field('year_month', T.errors.monthOutOfRange);
}

/**
 * Opens the project for the actor (404 outside their scope) and reads its month: who is on it
 * (ADR 028), each person's status, review, total, expected hours and loggable days, and their
 * names. Four statements whatever the team size. A month after the current one is 400.
 */
export async function readMonthSheet(
  db: Db,
  actor: SessionActor,
  query: Pick<TimesheetMonthQuery, 'project' | 'year_month' | 'user'>,
): Promise<MonthSheet> {
  const loaded = await loadProjectForActor(db, actor, query.project);
  const today = todayIso();
  checkMonth(query.year_month, today);
  const only = visiblePeople(actor, loaded, query.user);
  const sheet = { loaded, yearMonth: query.year_month, today, people: [], persons: new Map() };
  if (only?.size === 0) return sheet;
  const first = firstDayOf(query.year_month);
  const facts = await readFacts(db, loaded, { from: first, to: first }, only, today, findMonths);
  const people = peopleOnMonth(facts, query.year_month);
  const persons = await loadPeople(
    db,
    people.map((person) => person.userId),
  );
  return { ...sheet, people, persons };
}

/** GET timesheet-entries/summary/: the month view's rows and the month's total and expected hours. */
export async function monthSummary(
  app: FastifyInstance,
  actor: SessionActor,
  query: TimesheetMonthQuery,
): Promise<TimesheetMonthSummary> {
  return presentMonthSummary(actor, await readMonthSheet(app.db, actor, query));
}

/**
 * The entries of one project's month the actor may read (developers: their own), by person and
 * day. Two statements.
 */
async function readMonthEntries(
  db: Db,
  actor: SessionActor,
  query: Pick<TimesheetMonthQuery, 'project' | 'year_month' | 'user'>,
): Promise<EntryRow[]> {
  const loaded = await loadProjectForActor(db, actor, query.project);
  checkMonth(query.year_month, todayIso());
  return monthEntriesOf(db, actor, loaded, query);
}

/** readMonthEntries on a project already opened and a month already checked (the export's sheet): one statement. */
export async function monthEntriesOf(
  db: Db,
  actor: SessionActor,
  loaded: LoadedProject,
  query: Pick<TimesheetMonthQuery, 'year_month' | 'user'>,
): Promise<EntryRow[]> {
  const only = visiblePeople(actor, loaded, query.user);
  if (only?.size === 0) return [];
  const range = { from: firstDayOf(query.year_month), to: lastDayOf(query.year_month) };
  const entries = await findEntries(db, loaded.project.id, range, single(only));
  return only ? entries.filter((entry) => only.has(entry.userId)) : entries;
}

/** GET timesheet-entries/: every entry of the month at once (`next` is always null). */
export async function monthEntries(app: FastifyInstance, actor: SessionActor, query: TimesheetMonthQuery) {
  return presentEntries(await readMonthEntries(app.db, actor, query));
}

/**
 * GET timesheets-summary/: the project's year month by month, to the current month: the hours
 * and expected hours of the people on each month the actor may see, and their combined status.
 * A month nobody (visible) is on is left out. Three statements.
 */
export async function yearSummary(
  app: FastifyInstance,
  actor: SessionActor,
  query: TimesheetYearQuery,
): Promise<TimesheetYearSummary> {
  const loaded = await loadProjectForActor(app.db, actor, query.project);
  const today = todayIso();
  if (query.year > Number(today.slice(0, 4))) throw AppError.field('year', T.errors.yearOutOfRange);
  const only = visiblePeople(actor, loaded, query.user);
  if (only?.size === 0) return presentYearSummary(query.year, []);
  const range = { from: `${query.year}-01-01`, to: `${query.year}-12-01` };
  const facts = await readFacts(app.db, loaded, range, only, today, findMonthStandings);
  const yearMonths = selectableMonths(today)
    .filter((month) => month.startsWith(`${query.year}-`))
    .reverse();
  const results = yearMonths.flatMap((yearMonth) => {
    const people = peopleOnMonth(facts, yearMonth);
    if (!people.length) return [];
    return [
      {
        yearMonth,
        total: people.reduce((sum, person) => sum + person.total, 0),
        expected: people.reduce((sum, person) => sum + person.expected, 0),
        status: combinedStatus(people.map((person) => person.status)),
      },
    ];
  });
  return presentYearSummary(query.year, results);
}
