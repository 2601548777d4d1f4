import { z } from 'zod';
import { coreMessages } from '../messages/core.ts';
import { format } from '../messages/format.ts';
import { MAX_HOURS_PER_WEEK, readWeeklyHours, type WeeklyHoursProblem } from './hours.ts';

const PROBLEMS: Record<WeeklyHoursProblem, string> = {
  negative: coreMessages.hours.negative,
  decimals: format(coreMessages.api.decimalPlaces, { places: 2 }),
  too_many: format(coreMessages.hours.tooMany, { max: MAX_HOURS_PER_WEEK }),
};

/**
 * Hours per week on input, the one rule of every form and endpoint (team rates, the project's
 * payment): a number or numeric string, 0 to 168, at most two decimals → whole hundredths of an
 * hour. `required` is the message when the value is neither a number nor a string.
 */
export const weeklyHoursInput = (required?: string) =>
  z
    .union([z.string(), z.number()], required === undefined ? undefined : { error: required })
    .transform((value, ctx) => {
      const hundredths = readWeeklyHours(value);
      if (typeof hundredths === 'number') return hundredths;
      ctx.addIssue({ code: 'custom', message: PROBLEMS[hundredths] });
      return z.NEVER;
    });
