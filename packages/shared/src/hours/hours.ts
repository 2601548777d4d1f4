/**
 * Hours as an exact unit: whole hundredths of an hour (7.5 h → 750), because the API accepts
 * hours with two decimals (ADR 023). Never parsed as money, never multiplied as floats.
 */

const HUNDREDTHS_PER_HOUR = 100;

/** The most hours a week holds: the one ceiling on hours per week (team rates, project payment). */
export const MAX_HOURS_PER_WEEK = 168;

const HOURS = /^\d{1,9}(\.\d{1,2})?$/;

/** `"7.5"`, `7.5`, `"40.00"` (a numeric(6,2) column) → 750, 750, 4000; null when not hours ≥ 0 with ≤ 2 decimals. */
export function parseHours(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!HOURS.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * HUNDREDTHS_PER_HOUR + Number(fraction.padEnd(2, '0'));
}

/** 750 → 7.5 (the API's hours: a JSON number with at most two decimals). */
export function hoursNumber(hundredths: number): number {
  return hundredths / HUNDREDTHS_PER_HOUR;
}

/** 750 → `"7.50"` (the text a numeric(6,2) column stores). */
export function formatHours(hundredths: number): string {
  const abs = Math.abs(Math.trunc(hundredths));
  const sign = hundredths < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / HUNDREDTHS_PER_HOUR)}.${String(abs % HUNDREDTHS_PER_HOUR).padStart(2, '0')}`;
}

/** A numeric(6,2) column's text (`"40.00"`) → hundredths; any other text is a bug, not an input. */
export function storedHours(text: string): number {
  const negative = text.startsWith('-');
  const hundredths = parseHours(negative ? text.slice(1) : text);
  if (hundredths === null) throw new RangeError(`Not a numeric(6,2) of hours: ${text}`);
  return negative ? -hundredths : hundredths;
}

/** Why hours per week are refused: below 0, not hours with at most two decimals, more than a week. */
export type WeeklyHoursProblem = 'negative' | 'decimals' | 'too_many';

/**
 * The one rule for hours per week as typed or sent (`"7.5"`, `40`): 0 to 168 with at most two
 * decimals → hundredths, or why not.
 */
export function readWeeklyHours(value: string | number): number | WeeklyHoursProblem {
  const negative = typeof value === 'number' ? value < 0 : value.trim().startsWith('-');
  if (negative) return 'negative';
  const hundredths = parseHours(value);
  if (hundredths === null) return 'decimals';
  return hundredths > MAX_HOURS_PER_WEEK * HUNDREDTHS_PER_HOUR ? 'too_many' : hundredths;
}
