import { MONTH_ABBREVIATIONS } from '../calendar/months.ts';
import { peopleMessages } from '../messages/people.ts';

/** Bio, project, work and education details: 450 characters at most. */
export const DETAILS_MAX = 450;
/** The earliest year a profile entry may start in. */
export const MIN_YEAR = 1950;
/** End dates may lie a little ahead (an expected graduation, a contract's planned end). */
export const END_YEARS_AHEAD = 10;

/** A month of a year; months are 1–12. */
export interface MonthYear {
  month: number;
  year: number;
}

/**
 * The dates of a project, a job or a course. Both end parts null means the entry
 * is ongoing ('present'); `undefined` means the end was not given at all.
 */
export interface Period {
  start_month?: number | null;
  start_year?: number | null;
  end_month?: number | null;
  end_year?: number | null;
}

type PeriodField = 'start_month' | 'start_year' | 'end_month' | 'end_year';
export interface PeriodIssue {
  field: PeriodField;
  message: string;
}

/** Negative when `a` comes before `b`, 0 for the same month. */
export function compareMonthYear(a: MonthYear, b: MonthYear): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The month of `today` in UTC, so that the browser and the server agree. */
function currentMonth(today: Date = new Date()): MonthYear {
  return { month: today.getUTCMonth() + 1, year: today.getUTCFullYear() };
}

const given = (value: number | null | undefined): value is number => typeof value === 'number';

/** Whether the period is ongoing: both end parts explicitly null. */
function isPresent(period: Period): boolean {
  return period.end_month === null && period.end_year === null;
}

/**
 * The date rules (Profile project, Work, Education): a start date is required and
 * not in the future; an end date is required unless the entry is ongoing ('present'); the start is
 * not after the end. Start errors are reported on `start_year`, end errors on `end_year` (each
 * pair is one date), except a part that is missing on its own.
 */
export function periodIssues(period: Period, today: Date = new Date()): PeriodIssue[] {
  const issues: PeriodIssue[] = [];
  const { start_month, start_year, end_month, end_year } = period;

  if (!given(start_month) || !given(start_year)) {
    const field = given(start_year) ? 'start_month' : 'start_year';
    issues.push({ field, message: peopleMessages.experience.startRequired });
  } else if (compareMonthYear({ month: start_month, year: start_year }, currentMonth(today)) > 0) {
    issues.push({ field: 'start_year', message: peopleMessages.experience.startInFuture });
  }

  if (isPresent(period)) return issues;
  if (!given(end_month) || !given(end_year)) {
    const field = given(end_year) ? 'end_month' : 'end_year';
    issues.push({ field, message: peopleMessages.experience.endRequired });
    return issues;
  }
  if (
    given(start_month) &&
    given(start_year) &&
    compareMonthYear({ month: start_month, year: start_year }, { month: end_month, year: end_year }) > 0
  ) {
    issues.push({ field: 'start_year', message: peopleMessages.experience.startAfterEnd });
  }
  return issues;
}

/** Most recent first: ongoing entries, then by end, then by start (newest first). */
export function byRecency(a: Period, b: Period): number {
  const key = (p: Period) => [
    isPresent(p) ? 1 : 0,
    (p.end_year ?? 0) * 12 + (p.end_month ?? 0),
    (p.start_year ?? 0) * 12 + (p.start_month ?? 0),
  ];
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) {
    const diff = (kb[i] as number) - (ka[i] as number);
    if (diff) return diff;
  }
  return 0;
}

/** `Mar 2021 – Present`, `Jan 2019 – Dec 2020`. */
export function formatPeriod(period: Period): string {
  const part = (month: number | null | undefined, year: number | null | undefined) =>
    given(month) && given(year) ? `${MONTH_ABBREVIATIONS[month - 1]} ${year}` : '';
  const start = part(period.start_month, period.start_year);
  const end = isPresent(period) ? peopleMessages.experience.present : part(period.end_month, period.end_year);
  return [start, end].filter(Boolean).join(' – ');
}

/** Whether a link is an absolute http(s) URL ('Invalid link' otherwise). */
export function isValidLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
