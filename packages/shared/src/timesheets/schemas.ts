import { z } from 'zod';
import { DATE_MAX, dateSchema } from '../api/dates.ts';
import { dbId } from '../api/ids.ts';
import { queryInteger } from '../api/numbers.ts';
import { tooLong } from '../api/text.ts';
import { parseHours } from '../hours/hours.ts';
import { coreMessages } from '../messages/core.ts';
import { format } from '../messages/format.ts';
import { timesheetsMessages } from '../messages/timesheets.ts';
import {
  dayHoursProblem,
  FIRST_TIMESHEET_MONTH,
  FIRST_TIMESHEET_YEAR,
  MAX_BULK_ENTRIES,
  parseYearMonth,
  TIMESHEET_STATUSES,
} from './rules.ts';

const T = timesheetsMessages.timesheets;

/** `YYYY-MM`, from January 2020 (the current month as the upper bound is the service's, it needs today). */
export const yearMonthSchema = z
  .string({ error: T.errors.monthOutOfRange })
  .refine(
    (value) => parseYearMonth(value) !== null && value >= FIRST_TIMESHEET_MONTH,
    T.errors.monthOutOfRange,
  )
  .meta({
    description: `A month, \`YYYY-MM\`, from ${FIRST_TIMESHEET_MONTH} to the current month.`,
    example: '2026-11',
  });

/** Hours of one day as sent (`7.5` or `"7.50"`) → hundredths: 0 to 24 in steps of 0.25. */
export const dayHoursSchema = z
  .union([z.number(), z.string()], { error: T.errors.hoursRange })
  .transform((value, ctx) => {
    const hundredths = parseHours(value);
    const problem = hundredths === null ? 'range' : dayHoursProblem(hundredths);
    if (problem === null && hundredths !== null) return hundredths;
    ctx.issues.push({
      code: 'custom',
      message: problem === 'step' ? T.errors.hoursStep : T.errors.hoursRange,
      input: value,
    });
    return z.NEVER;
  })
  .meta({ description: 'Hours of one day: 0 to 24 in steps of 0.25 (a number or a decimal string).' });

/** GET timesheet-entries/ and timesheet-entries/summary/: one project's month, optionally one person. */
export const timesheetMonthQuery = z.object({
  year_month: yearMonthSchema,
  project: dbId,
  user: dbId.optional(),
});
export type TimesheetMonthQuery = z.infer<typeof timesheetMonthQuery>;

/** GET timesheets-summary/: one project's year, month by month, optionally one person. */
export const timesheetYearQuery = z.object({
  year: queryInteger(FIRST_TIMESHEET_YEAR, Number(DATE_MAX.slice(0, 4))),
  project: dbId,
  user: dbId.optional(),
});
export type TimesheetYearQuery = z.infer<typeof timesheetYearQuery>;

const entryInput = z
  .object({
    day: dateSchema(),
    hours_worked: dayHoursSchema,
    project: dbId,
    user: dbId,
  })
  .strict();

/** POST timesheet-entries/bulk/: all or nothing; 0 hours clears a day. */
export const timesheetBulkBody = z
  .object({
    timesheet_entries: z
      .array(entryInput, { error: T.errors.entriesRequired })
      .min(1, T.errors.entriesRequired)
      .max(MAX_BULK_ENTRIES, format(T.errors.tooManyEntries, { max: MAX_BULK_ENTRIES })),
  })
  .strict();
export type TimesheetBulkBody = z.infer<typeof timesheetBulkBody>;

const TIMESHEET_REVIEW_ACTIONS = ['approve', 'reject', 'reopen'] as const;

/** POST timesheet-entries/review/: reject and reopen need a reason; `revision` makes a stale review 409. */
export const timesheetReviewBody = z
  .object({
    project: dbId,
    user: dbId,
    year_month: yearMonthSchema,
    action: z.enum(TIMESHEET_REVIEW_ACTIONS, { error: coreMessages.api.required }),
    reason: z.string().trim().max(2000, tooLong(2000)).optional(),
    revision: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action === 'approve' || body.reason) return;
    const message = body.action === 'reject' ? T.rejectionReasonRequired : T.reopenReasonRequired;
    ctx.addIssue({ code: 'custom', path: ['reason'], message });
  });
export type TimesheetReviewBody = z.infer<typeof timesheetReviewBody>;

/** GET timesheet-entries/export/: a month as xlsx (default) or CSV. */
export const timesheetExportQuery = z.object({
  year_month: yearMonthSchema,
  project: dbId,
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

/** Hours on the wire: a number with at most two decimals (every timesheet response, the dashboard's too). */
export const hoursOut = z.number().meta({ description: 'Hours, a number with at most two decimals.' });
/** A person as timesheet responses name them. */
export const personOut = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

const timesheetEntrySchema = z.object({
  day: z.string(),
  hours_worked: hoursOut,
  project: z.number().int(),
  user: z.number().int(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetEntriesSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(timesheetEntrySchema),
});

const rowAbilitiesSchema = z.object({
  edit: z.boolean(),
  review: z.boolean(),
  approve: z.boolean(),
  reopen: z.boolean(),
});

/** One person's month: the month view's row. */
const timesheetMonthRowSchema = z.object({
  user: personOut,
  total: hoursOut,
  expected_hours: hoursOut,
  status: z.enum(TIMESHEET_STATUSES),
  reason: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  reviewed_at: z.string().nullable(),
  /** Grows with every save and review of the month; a review naming an older one is 409. */
  revision: z.number().int(),
  /** The first day this person may log hours on in the month, or null when none. */
  first_day: z.string().nullable(),
  /** The last day this person may log hours on in the month (today at most), or null when none. */
  last_day: z.string().nullable(),
  abilities: rowAbilitiesSchema,
});
export type TimesheetMonthRow = z.infer<typeof timesheetMonthRowSchema>;

export const timesheetMonthSummarySchema = z.object({
  year_month: z.string(),
  results: z.array(timesheetMonthRowSchema),
  summary: z.object({ total: hoursOut, expected: hoursOut }),
});
export type TimesheetMonthSummary = z.infer<typeof timesheetMonthSummarySchema>;

export const timesheetYearSummarySchema = z.object({
  year: z.number().int(),
  results: z.array(
    z.object({
      month: z.string(),
      total: hoursOut,
      expected_hours: hoursOut,
      status: z.enum(TIMESHEET_STATUSES),
    }),
  ),
});
export type TimesheetYearSummary = z.infer<typeof timesheetYearSummarySchema>;

export const timesheetBulkResultSchema = z.object({
  timesheet_entries: z.array(timesheetEntrySchema),
});

export const timesheetReviewResultSchema = z.object({
  year_month: z.string(),
  user: z.number().int(),
  project: z.number().int(),
  status: z.enum(TIMESHEET_STATUSES),
  reason: z.string().nullable(),
  revision: z.number().int(),
});
