/**
 * The months' English names, January first: the one table that names a month everywhere, whole
 * (`November 2026` in timesheets, the experience form's month select) or abbreviated (`Nov 2026`
 * in an experience period; the web's dates, `24 Nov 2026`, abbreviate the same way).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `Jan` … `Dec`: a month's first three letters. */
export const MONTH_ABBREVIATIONS: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** How many days month `month` (1–12) of `year` has (Gregorian leap years, any year). */
export function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS[month - 1] ?? 0);
}
