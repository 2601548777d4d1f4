import { z } from 'zod';
import { coreMessages } from '../messages/core.ts';
import { format } from '../messages/format.ts';

const DIGITS = /^\d+$/;

/**
 * A whole number in a query string: digits only (`1e3`, `0x10`, ` 5` and `2.0` are refused, not
 * read as something else), from `min` to `max`.
 */
export const queryInteger = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
    z.number({ error: coreMessages.api.wholeNumber }).int(coreMessages.api.wholeNumber).min(min).max(max),
  );

/** Whether a JSON number is written with at most `places` decimals (1e-300 and 0.1 + 0.2 are not). */
export function hasDecimalPlaces(value: number, places: number): boolean {
  return Number.isFinite(value) && new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(String(value));
}

/** A number in the unit's precision: at most `places` decimals, refused rather than rounded. */
export const decimalNumber = (places: number) =>
  z
    .number()
    .refine((value) => hasDecimalPlaces(value, places), format(coreMessages.api.decimalPlaces, { places }));
