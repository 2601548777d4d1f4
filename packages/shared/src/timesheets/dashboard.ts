import { z } from 'zod';
import { pageQuery } from '../api/pagination.ts';
import { TIMESHEET_STATUSES } from './rules.ts';
import { hoursOut, personOut, yearMonthSchema } from './schemas.ts';

/**
 * The dashboard's timesheet cards (ADR 028): a talent's hours this month per project, and the
 * months waiting for a reviewer. Both are pages (docs/api.md, Lists).
 */

const projectRef = z.object({ id: z.number().int(), title: z.string() });

/** GET timesheet-entries/mine/: the caller's month (this month by default) on each of their projects. */
export const myTimesheetMonthsQuery = pageQuery.extend({ year_month: yearMonthSchema.optional() });
export type MyTimesheetMonthsQuery = z.infer<typeof myTimesheetMonthsQuery>;

export const myTimesheetMonthSchema = z.object({
  project: projectRef,
  year_month: z.string(),
  total: hoursOut,
  expected_hours: hoursOut,
  status: z.enum(TIMESHEET_STATUSES),
});
export type MyTimesheetMonth = z.infer<typeof myTimesheetMonthSchema>;

/** GET timesheet-entries/awaiting-review/: months the caller may review, oldest first. */
export const awaitingReviewQuery = pageQuery;

export const awaitingReviewMonthSchema = z.object({
  project: projectRef,
  user: personOut,
  year_month: z.string(),
  total: hoursOut,
});
export type AwaitingReviewMonth = z.infer<typeof awaitingReviewMonthSchema>;
