import { hoursNumber } from '@kazi/shared/hours/hours';
import { format, MESSAGES } from '@kazi/shared/messages';
import { daysOfMonth, isWeekend, monthLabel, TIMESHEET_STATUS_LABELS } from '@kazi/shared/timesheets/rules';
import type { SheetCell, SheetTable } from '../../http/spreadsheet.ts';
import { displayNameOf, type PersonRow } from '../project-core/index.ts';
import type { MonthSheet } from './month-sheet.ts';
import type { EntryRow } from './repository.ts';

const T = MESSAGES.timesheets;
const X = T.exportSheet;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const nameOf = (person: PersonRow | null | undefined, fallback: string) =>
  person ? displayNameOf(person) : fallback;

function dayHeader(day: string): string {
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] as string;
  return format(isWeekend(day) ? X.weekendDay : X.day, { weekday, day: day.slice(8) });
}

/**
 * A project's month as the export's table (ADR 028): a row per person on the month, by name,
 * with their hours per day (days as columns, weekends marked and shaded), the month's total,
 * expected hours, status and who reviewed it when; a last row of totals. Hours are numbers; a
 * day without hours is empty.
 */
export function monthTable(sheet: MonthSheet, entries: readonly EntryRow[]): SheetTable {
  const days = daysOfMonth(sheet.yearMonth);
  const hours = new Map(entries.map((entry) => [`${entry.userId}:${entry.day}`, entry.hours]));
  const people = sheet.people
    .map((person) => ({ person, name: nameOf(sheet.persons.get(person.userId), `#${person.userId}`) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.person.userId - b.person.userId);
  const rows: SheetCell[][] = people.map(({ person, name }) => [
    name,
    ...days.map((day) => {
      const logged = hours.get(`${person.userId}:${day}`);
      return logged ? hoursNumber(logged) : null;
    }),
    hoursNumber(person.total),
    hoursNumber(person.expected),
    TIMESHEET_STATUS_LABELS[person.status],
    person.reviewer ? nameOf(person.reviewer, '') : null,
    person.row?.reviewedAt ?? null,
  ]);
  const dayTotals = days.map((day) =>
    sheet.people.reduce((sum, person) => sum + (hours.get(`${person.userId}:${day}`) ?? 0), 0),
  );
  rows.push([
    T.total,
    ...dayTotals.map((total) => (total ? hoursNumber(total) : null)),
    hoursNumber(sheet.people.reduce((sum, person) => sum + person.total, 0)),
    hoursNumber(sheet.people.reduce((sum, person) => sum + person.expected, 0)),
    null,
    null,
    null,
  ]);
  return {
    name: monthLabel(sheet.yearMonth),
    header: [T.member, ...days.map(dayHeader), T.total, T.expected, T.status, X.reviewedBy, X.reviewedAt],
    rows,
    shadedColumns: days.flatMap((day, index) => (isWeekend(day) ? [index + 1] : [])),
    boldRows: [rows.length - 1],
    widths: [28, ...days.map((day) => (isWeekend(day) ? 15 : 8)), 9, 9, 10, 24, 18],
  };
}

/** `Timesheets Ledger 2026-11.xlsx`: the project's title and the month. */
export function exportFileName(title: string, yearMonth: string, extension: 'xlsx' | 'csv'): string {
  return `${format(X.fileName, { project: title, month: yearMonth })}.${extension}`;
}
