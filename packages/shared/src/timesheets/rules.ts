/**
 * Timesheet rules (ADR 028): hours per day in quarter hours, the expected hours of a month, the
 * months and years one may open, which days may carry hours, and how a month's status moves.
 * Hours are hundredths of an hour (`hours/hours.ts`), so 7.25 h is 725: exact, never a float.
 */
import { daysInMonth, MONTH_NAMES } from '../calendar/months.ts';

export const TIMESHEET_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A day holds 0 to 24 hours in steps of a quarter hour (hundredths). */
export const MAX_DAY_HUNDREDTHS = 2400;
export const DAY_STEP_HUNDREDTHS = 25;

/** The business constants: 22 working days a month, 5 a week (spec §7; ADR 028 on "20"). */
export const WORKING_DAYS_PER_MONTH = 22;
export const WORKING_DAYS_PER_WEEK = 5;

/** The first month the month selector offers, and the first year of the year selector. */
export const FIRST_TIMESHEET_MONTH = '2020-01';
export const FIRST_TIMESHEET_YEAR = 2021;

/** The most entries one bulk save takes: a month of 31 days for 20 people. */
export const MAX_BULK_ENTRIES = 620;

export type HoursProblem = 'range' | 'step';

/** Why hours of one day (hundredths) are refused, or null: 0 to 24, in quarter hours. */
export function dayHoursProblem(hundredths: number): HoursProblem | null {
  if (!Number.isInteger(hundredths) || hundredths < 0 || hundredths > MAX_DAY_HUNDREDTHS) return 'range';
  return hundredths % DAY_STEP_HUNDREDTHS === 0 ? null : 'step';
}

/** Expected hours of a month: hours per week / 5 × 22 (hundredths, rounded half up). */
export function expectedMonthHundredths(hoursPerWeek: number): number {
  return Math.round((hoursPerWeek * WORKING_DAYS_PER_MONTH) / WORKING_DAYS_PER_WEEK);
}

/** Expected hours of one working day: hours per week / 5 (hundredths, rounded half up). */
export function expectedDayHundredths(hoursPerWeek: number): number {
  return Math.round(hoursPerWeek / WORKING_DAYS_PER_WEEK);
}

/** Whether saving a month asks 'Hours more than expected' first. */
export function isOverExpected(totalHundredths: number, expectedHundredths: number): boolean {
  return totalHundredths > expectedHundredths;
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-11` → { year: 2026, month: 11 } or null. */
export function parseYearMonth(value: string): { year: number; month: number } | null {
  const match = YEAR_MONTH.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The `YYYY-MM` of a `YYYY-MM-DD` day. */
export const yearMonthOf = (day: string): string => day.slice(0, 7);

/** The first day of a `YYYY-MM` (a `date` column's text). */
export const firstDayOf = (yearMonth: string): string => `${yearMonth}-01`;

/** How many days a `YYYY-MM` has; 0 when it is not one. */
function dayCount(yearMonth: string): number {
  const parsed = parseYearMonth(yearMonth);
  return parsed ? daysInMonth(parsed.year, parsed.month) : 0;
}

/** The days of a month, `YYYY-MM-DD`, in order. */
export function daysOfMonth(yearMonth: string): string[] {
  return Array.from(
    { length: dayCount(yearMonth) },
    (_, index) => `${yearMonth}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** Saturday or Sunday (days are calendar days, read in UTC). */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The working days (Monday to Friday) of a month; public holidays are not known here. */
export const workingDaysOf = (yearMonth: string): string[] =>
  daysOfMonth(yearMonth).filter((day) => !isWeekend(day));

/** The months a month selector offers, newest first: from January 2020 to the current month. */
export function selectableMonths(today: string): string[] {
  const months: string[] = [];
  for (let month = yearMonthOf(today); month >= FIRST_TIMESHEET_MONTH; month = previousMonth(month)) {
    months.push(month);
  }
  return months;
}

/** The years a year selector offers, newest first: from 2021 to the current year. */
export function selectableYears(today: string): number[] {
  const years: number[] = [];
  for (let year = Number(today.slice(0, 4)); year >= FIRST_TIMESHEET_YEAR; year -= 1) years.push(year);
  return years;
}

/** Whether a `YYYY-MM` can be opened: between January 2020 and the current month. */
export function isSelectableMonth(yearMonth: string, today: string): boolean {
  return (
    parseYearMonth(yearMonth) !== null && yearMonth >= FIRST_TIMESHEET_MONTH && yearMonth <= today.slice(0, 7)
  );
}

export type DayProblem = 'future' | 'outside_participation';

/**
 * Why hours cannot be logged on a day, or null. A participation's hours start on the day its first
 * rate applies from (the day from which hours are priced) and only while it is accepted.
 */
export function dayProblem(day: string, today: string, participationStart: string | null): DayProblem | null {
  if (day > today) return 'future';
  if (participationStart === null || day < participationStart) return 'outside_participation';
  return null;
}

/** The last day of a `YYYY-MM`. */
export function lastDayOf(yearMonth: string): string {
  const count = dayCount(yearMonth);
  return count ? `${yearMonth}-${String(count).padStart(2, '0')}` : firstDayOf(yearMonth);
}

/**
 * The days of a month a person may log hours on: from the day their hours start (the first
 * rate's `effective_from`, null without an accepted participation) to today at most; null when
 * there is none (not started yet, or a month in the future).
 */
export function loggableRange(
  yearMonth: string,
  today: string,
  participationStart: string | null,
): { first: string; last: string } | null {
  if (participationStart === null) return null;
  const monthFirst = firstDayOf(yearMonth);
  const monthLast = lastDayOf(yearMonth);
  const first = participationStart > monthFirst ? participationStart : monthFirst;
  const last = today < monthLast ? today : monthLast;
  return first <= last ? { first, last } : null;
}

/** The day whose rate gives a month's expected hours: its last day, or today for the current month. */
export const expectedRateDay = (yearMonth: string, today: string): string => {
  const last = lastDayOf(yearMonth);
  return today < last ? today : last;
};

/**
 * The status of a month of several people (the year view's row): rejected if anyone's is
 * rejected, else pending if anyone's is pending, else approved.
 */
export function combinedStatus(statuses: readonly TimesheetStatus[]): TimesheetStatus {
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.includes('pending')) return 'pending';
  return 'approved';
}

export type TimesheetAction = 'save' | 'approve' | 'reject' | 'reopen';

/**
 * The month's status after an action, or null when the action does not apply to that status (409):
 * saving keeps a pending month pending and makes a rejected one pending again; approved months are
 * read-only; reject takes a pending month; approve takes a pending one, or a rejected one the
 * reviewer approves after all (its developer may have left the team and can no longer send it
 * again); reopen takes an approved one back to pending.
 */
export function nextStatus(status: TimesheetStatus, action: TimesheetAction): TimesheetStatus | null {
  switch (action) {
    case 'save':
      return status === 'approved' ? null : 'pending';
    case 'approve':
      return status === 'approved' ? null : 'approved';
    case 'reject':
      return status === 'pending' ? 'rejected' : null;
    case 'reopen':
      return status === 'approved' ? 'pending' : null;
  }
}

/** The last two working days of a month: when developers who logged nothing are reminded. */
export function isReminderDay(day: string): boolean {
  return workingDaysOf(yearMonthOf(day)).slice(-2).includes(day);
}

/** The third working day of a month: when CMs get the digest of the previous months not approved. */
export function isDigestDay(day: string): boolean {
  return workingDaysOf(yearMonthOf(day))[2] === day;
}

/** The `YYYY-MM` before a `YYYY-MM`. */
export function previousMonth(yearMonth: string): string {
  const parsed = parseYearMonth(yearMonth);
  if (!parsed) throw new RangeError(`Not a year and month: ${yearMonth}`);
  const [year, month] = parsed.month === 1 ? [parsed.year - 1, 12] : [parsed.year, parsed.month - 1];
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** `2026-11` → `November 2026`: how mails, the bell, exports and the dashboard name a month. */
export function monthLabel(yearMonth: string): string {
  const parsed = parseYearMonth(yearMonth);
  if (!parsed) throw new RangeError(`Not a year and month: ${yearMonth}`);
  return `${MONTH_NAMES[parsed.month - 1]} ${parsed.year}`;
}
