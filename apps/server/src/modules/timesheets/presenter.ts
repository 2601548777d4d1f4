import { hoursNumber } from '@kazi/shared/hours/hours';
import { timesheetRowAbilities } from '@kazi/shared/timesheets/policy';
import type { TimesheetStatus } from '@kazi/shared/timesheets/rules';
import type {
  TimesheetEntry,
  TimesheetMonthRow,
  TimesheetMonthSummary,
  TimesheetYearSummary,
} from '@kazi/shared/timesheets/schemas';
import type { SessionActor } from '../../http/session.ts';
import { displayNameOf, type PersonRow, presentPerson } from '../project-core/index.ts';
import type { MonthSheet, PersonMonth } from './month-sheet.ts';
import type { EntryRow, MonthRow } from './repository.ts';

/** An entry on the wire: hours as a number with at most two decimals. */
export function presentEntry(entry: EntryRow): TimesheetEntry {
  return {
    day: entry.day,
    hours_worked: hoursNumber(entry.hours),
    project: entry.projectId,
    user: entry.userId,
  };
}

/** GET timesheet-entries/: the whole month in one page. */
export function presentEntries(entries: readonly EntryRow[]) {
  return { count: entries.length, next: null, previous: null, results: entries.map(presentEntry) };
}

const unknownPerson = (id: number): PersonRow => ({
  id,
  firstName: '',
  lastName: '',
  email: '',
  avatarFileId: null,
});

/** One person's month as a row of the month view, with what the actor may do with it. */
function presentRow(actor: SessionActor, sheet: MonthSheet, person: PersonMonth): TimesheetMonthRow {
  const abilities = timesheetRowAbilities(actor, sheet.loaded.facts, {
    userId: person.userId,
    status: person.status,
    billed: person.row?.billed ?? false,
  });
  return {
    user: presentPerson(sheet.persons.get(person.userId) ?? unknownPerson(person.userId)),
    total: hoursNumber(person.total),
    expected_hours: hoursNumber(person.expected),
    status: person.status,
    reason: person.row?.reason ?? null,
    reviewed_by: person.reviewer
      ? { id: person.reviewer.id, display_name: displayNameOf(person.reviewer) }
      : null,
    reviewed_at: person.row?.reviewedAt?.toISOString() ?? null,
    revision: person.row?.revision ?? 0,
    first_day: person.firstDay,
    last_day: person.lastDay,
    // Hours are edited only on the days the person may log: none means nothing to edit.
    abilities: { ...abilities, edit: abilities.edit && person.firstDay !== null },
  };
}

/** GET timesheet-entries/summary/: the rows by name, and the total and expected hours of the rows shown. */
export function presentMonthSummary(actor: SessionActor, sheet: MonthSheet): TimesheetMonthSummary {
  const results = sheet.people
    .map((person) => presentRow(actor, sheet, person))
    .sort((a, b) => a.user.display_name.localeCompare(b.user.display_name, 'en') || a.user.id - b.user.id);
  return {
    year_month: sheet.yearMonth,
    results,
    summary: {
      total: hoursNumber(sheet.people.reduce((sum, person) => sum + person.total, 0)),
      expected: hoursNumber(sheet.people.reduce((sum, person) => sum + person.expected, 0)),
    },
  };
}

export interface YearMonthTotals {
  yearMonth: string;
  total: number;
  expected: number;
  status: TimesheetStatus;
}

export function presentYearSummary(year: number, months: readonly YearMonthTotals[]): TimesheetYearSummary {
  return {
    year,
    results: months.map((month) => ({
      month: month.yearMonth,
      total: hoursNumber(month.total),
      expected_hours: hoursNumber(month.expected),
      status: month.status,
    })),
  };
}

/** POST timesheet-entries/review/: the month after the review. */
export function presentReview(row: MonthRow, yearMonth: string) {
  return {
    year_month: yearMonth,
    user: row.userId,
    project: row.projectId,
    status: row.status,
    reason: row.reason,
    revision: row.revision,
  };
}
