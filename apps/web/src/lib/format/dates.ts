import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(advancedFormat);
dayjs.extend(customParseFormat);

const isBlank = (value: string | Date | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** The app's date format, for text and for date inputs alike. */
export const DATE_FORMAT = 'DD MMM YYYY';

/** `DD MMM YYYY`, e.g. 08 Dec 2022. */
export function formatDate(value: string | Date | null | undefined, fallback = '—'): string {
  if (isBlank(value)) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : fallback;
}

/** `Do MMM YYYY`, e.g. 8th Dec 2022. */
export function formatDateOrdinal(value: string | Date | null | undefined, fallback = '—'): string {
  if (isBlank(value)) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('Do MMM YYYY') : fallback;
}

/** `DD MMM YYYY, HH:mm` in the viewer's time zone, for instants such as `created_at`. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—'): string {
  if (isBlank(value)) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMM YYYY, HH:mm') : fallback;
}

/** `MMM DD, YYYY, hh:mm A` in the viewer's time zone (spec 001 §9), e.g. Dec 08, 2022, 02:30 PM. */
export function formatTimestamp(value: string | Date | null | undefined, fallback = '—'): string {
  if (isBlank(value)) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD, YYYY, hh:mm A') : fallback;
}

/** `DD MMM YYYY, HH:mm UTC`, for instants set in UTC (a report's due hour), whatever the viewer's zone. */
export function formatDateTimeUtc(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const iso = date.toISOString();
  return `${formatDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/**
 * What a person types into a date input, as `YYYY-MM-DD`: the app's format (`24 Nov 2026`, day
 * without its zero too) or ISO (`2026-11-24`); anything else is null.
 */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  for (const pattern of [DATE_FORMAT, 'D MMM YYYY', 'YYYY-MM-DD']) {
    const date = dayjs(trimmed, pattern, 'en', true);
    if (date.isValid()) return date.format('YYYY-MM-DD');
  }
  return null;
}
