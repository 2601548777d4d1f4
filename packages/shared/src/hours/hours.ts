/**
 * Hours as an exact unit: whole hundredths of an hour (7.5 h → 750), because the API accepts
 * hours with two decimals (ADR 023). Never parsed as money, never multiplied as floats.
 */

const HUNDREDTHS_PER_HOUR = 100;

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
