import { z } from 'zod';
import { coreMessages } from '../messages/core.ts';

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
