import { z } from 'zod';
import { tooLong } from '../api/text.ts';
import { peopleMessages } from '../messages/people.ts';
import { isCountryCode } from '../reference/countries.ts';

/*
 * Field schemas that take a value as JSON sends it or as a multipart form sends it (every value a
 * string, docs/api.md "Uploads are multipart/form-data with nested keys"). Blank text means "none".
 */

/** Optional text: trimmed, at most `max` characters; blank or null becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => value || null);

/** Text that must not be blank once given. */
export const requiredText = (max: number, required: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong(max));

/** `true`/`false` in JSON, `'true'`/`'false'` (or `on`, `1`…) in a form. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** A whole number from `min` to `max`, as a number or a string of digits; blank or null is null. */
export const formInteger = (min: number, max: number) =>
  z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    // Digits only: '1e2' or '0x10' is not read as 100 or 16.
    const number =
      typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: peopleMessages.profile.notANumber });
      return z.NEVER;
    }
    return number;
  });

/** An ISO 3166-1 alpha-2 code (`ug` is read as `UG`); blank or null is null. */
export const countryField = z
  .string()
  .trim()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const code = value.toUpperCase();
    if (!isCountryCode(code)) {
      ctx.addIssue({ code: 'custom', message: peopleMessages.profile.countryInvalid });
      return z.NEVER;
    }
    return code;
  });
