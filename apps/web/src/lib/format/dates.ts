import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

const isBlank = (value: string | Date | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** `DD MMM YYYY`, e.g. 08 Dec 2022 (spec 000 §9). */
export function formatDate(value: string | Date | null | undefined, fallback = '—'): string {
  if (isBlank(value)) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMM YYYY') : fallback;
}

/** `Do MMM YYYY`, e.g. 8th Dec 2022 (spec 000 §9). */
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
