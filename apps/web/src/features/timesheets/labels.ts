import { hoursNumber } from '@kazi/shared/hours/hours';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/lib/format/dates.ts';

/** `2026-11-03` → `Tue 03 Nov 2026`: the day a cell's label and its error name. */
export const dayName = (day: string): string => dayjs(day).format(`ddd ${DATE_FORMAT}`);

/** Hundredths as hours for totals: 14050 → `140.5`, 0 → `0`. */
export const hoursTotal = (hundredths: number): string => String(hoursNumber(hundredths));
