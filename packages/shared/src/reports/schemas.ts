import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { dbId, MAX_DB_ID } from '../api/ids.ts';
import { pageQuery, paginated } from '../api/pagination.ts';
import { tooLong } from '../api/text.ts';
import { coreMessages } from '../messages/core.ts';
import { reportsMessages } from '../messages/reports.ts';
import { PROGRESS_EVENT_TYPES } from '../planning/schemas.ts';
import {
  BLOCKER_REASONS,
  PROGRESS_STATUSES,
  type ProgressEventType,
  RATING_MAX,
  RATING_MIN,
  REPORT_STATUSES,
} from './rules.ts';

const R = reportsMessages.reports;

/** `a,b,c` of allowed values in a query string; each value checked. */
const commaListOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(500)
    .transform((text, ctx) => {
      const parts = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const part of parts) {
        if (!(values as readonly string[]).includes(part)) {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not a valid choice.` });
          return z.NEVER;
        }
      }
      return parts as T[number][];
    });

const idList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, 'Enter ids separated by commas.')
  .refine((ids) => ids.split(',').every((id) => Number(id) <= MAX_DB_ID), coreMessages.api.invalidId)
  .transform((ids) => [...new Set(ids.split(',').map(Number))]);

/**
 * GET progress-events/: one project's events, newest due first, scoped by what the caller may see
 * (reports/policy.ts). `type` or `types` (comma list), `daterange_0`/`daterange_1` (days, on the
 * due date, both ends included), `users` (who files them), `status` (comma list of completed,
 * pending, overdue; overdue is nothing for clients, whose pending includes it).
 */
export const progressEventsListQuery = pageQuery.extend({
  project: dbId,
  type: z.enum(PROGRESS_EVENT_TYPES, { error: R.invalidChoice }).optional(),
  types: commaListOf(PROGRESS_EVENT_TYPES).optional(),
  daterange_0: dateSchema().optional(),
  daterange_1: dateSchema().optional(),
  users: idList.optional(),
  status: commaListOf(REPORT_STATUSES).optional(),
});
export type ProgressEventsListQuery = z.infer<typeof progressEventsListQuery>;

const personOut = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

const attachmentOut = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  display_size: z.string(),
});

export const developerRatingOut = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  user: personOut,
  created_by: personOut.nullable(),
  event: z.object({ id: z.number().int() }),
  created_at: z.string(),
  abilities: z.object({ edit: z.boolean() }),
});
export type DeveloperRating = z.infer<typeof developerRatingOut>;

export const progressReportOut = z.object({
  id: z.number().int(),
  event: z.object({ id: z.number().int() }),
  created_by: personOut.nullable(),
  percentage: z.number().int().nullable(),
  status: z.enum(PROGRESS_STATUSES).nullable(),
  status_display: z.string().nullable(),
  accomplished: z.string().nullable(),
  todo: z.string().nullable(),
  next_deadline: z.string().nullable(),
  next_deadline_meet: z.boolean().nullable(),
  next_deadline_fail_reason: z.string().nullable(),
  remarks: z.string().nullable(),
  stuck_reason: z.enum(BLOCKER_REASONS).nullable(),
  last_deadline_met: z.boolean().nullable(),
  deadline_report: z.string().nullable(),
  deadline_miss_communicated: z.boolean().nullable(),
  rate_deliverables: z.number().int().nullable(),
  rate_communication: z.number().int().nullable(),
  attachments: z.array(attachmentOut),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ edit: z.boolean() }),
});
export type ProgressReport = z.infer<typeof progressReportOut>;

/**
 * A list counts its matches exactly up to this many; past it `count` is the cap and `count_capped`
 * says so (ADR 030): nobody pages through 50 pages of reports, and an exact count of a large
 * project's 90,000 completed events would cost more than the page itself.
 */
export const EVENTS_COUNT_CAP = 1000;

/** A progress event with its status and what was filed on it (list and detail alike). */
export const reportEventOut = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(PROGRESS_EVENT_TYPES),
  form: z.enum(['client_rating', 'developer_survey', 'pm_report', 'client_report', 'update']),
  due_at: z.string(),
  project: z.object({ id: z.number().int(), title: z.string() }),
  user: personOut.nullable(),
  created_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(REPORT_STATUSES),
  status_display: z.string(),
  progress_reports: z.array(progressReportOut),
  developer_ratings: z.array(developerRatingOut),
  abilities: z.object({
    /** Change the event itself (milestones and hand-added events: staff). */
    edit: z.boolean(),
    /** File a report or ratings on it now (its person, within the window). */
    file: z.boolean(),
  }),
});
export type ReportEvent = z.infer<typeof reportEventOut>;

/** GET progress-events/: a page, with whether `count` stopped at EVENTS_COUNT_CAP. */
export const reportEventsPage = paginated(reportEventOut).extend({ count_capped: z.boolean() });
export type ReportEventsPage = z.infer<typeof reportEventsPage>;

/** POST progress-events/ by hand (staff): client, internal and milestone events. */
export const HAND_EVENT_TYPES = [
  'client',
  'internal',
  'milestone',
] as const satisfies readonly ProgressEventType[];

const rating = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);

/** `true`/`false` in JSON, `'true'`/`'false'` in a multipart form. */
const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

const longText = (max = 5000) => z.string().trim().max(max, tooLong(max));

/** The developers a PM rates with their report (saved with it, all or nothing). */
const developerRatingsInput = z
  .array(z.object({ user: z.object({ id: dbId }).strict(), rating: rating(R.ratingRange) }).strict())
  .max(200);

/**
 * The fields of a progress report (POST progress-reports/, PATCH {id}/): every one optional here;
 * which are required depends on the event's form (`reportBodyFor`). JSON or multipart with
 * `uploads` (images, 5 MB each); a PATCH may drop attachments by id (`remove_attachments`).
 */
const reportFields = {
  status: z.enum(PROGRESS_STATUSES, { error: R.invalidChoice }).optional(),
  percentage: z.coerce
    .number({ error: R.percentageRange })
    .int(R.percentageRange)
    .min(1, R.percentageRange)
    .max(100, R.percentageRange)
    .optional(),
  accomplished: longText().optional(),
  todo: longText().optional(),
  next_deadline: dateSchema().optional(),
  next_deadline_meet: yesNo.optional(),
  next_deadline_fail_reason: longText().optional(),
  remarks: longText().optional(),
  stuck_reason: z.enum(BLOCKER_REASONS, { error: R.invalidChoice }).optional(),
  last_deadline_met: yesNo.optional(),
  deadline_report: longText().optional(),
  deadline_miss_communicated: yesNo.optional(),
  rate_deliverables: rating(R.ratingRange).optional(),
  rate_communication: rating(R.ratingRange).optional(),
  developer_ratings: developerRatingsInput.optional(),
};

/** A report's answers, every one optional (forms.ts `reportBodyFor` adds the form's rules). */
export const reportFieldsBody = z.object(reportFields).strict();

export const progressReportPatchBody = z
  .object({ ...reportFields, remove_attachments: z.array(dbId).max(20).optional() })
  .strict();

export type ReportFields = z.infer<typeof reportFieldsBody>;

/**
 * POST developer-rating/: the client survey (a developer_rating event): a rating for every
 * developer of the team at once ('Please complete all ratings' otherwise), all or nothing. A
 * rating already given is replaced. PATCH developer-rating/{id}/ changes one.
 */
export const developerRatingCreateBody = z
  .object({
    event: z.object({ id: dbId }, { error: coreMessages.api.required }).strict(),
    ratings: z
      .array(z.object({ user: z.object({ id: dbId }).strict(), rating: rating(R.ratingRange) }).strict())
      .max(200),
  })
  .strict();
export type DeveloperRatingCreateBody = z.infer<typeof developerRatingCreateBody>;

/** POST developer-rating/'s answer: the ratings the survey saved. */
export const developerRatingsOut = z.object({ ratings: z.array(developerRatingOut) });

export const developerRatingPatchBody = z.object({ rating: rating(R.ratingRange) }).strict();

/** POST progress-events/ (staff): a client, internal or milestone event by hand. */
export const reportEventCreateBody = z
  .object({
    project: z.object({ id: dbId }, { error: coreMessages.api.required }).strict(),
    title: z.string({ error: R.titleRequired }).trim().min(1, R.titleRequired).max(200, tooLong(200)),
    type: z.enum(HAND_EVENT_TYPES, { error: R.invalidChoice }).default('milestone'),
    due_at: z.string({ error: R.dueRequired }),
  })
  .strict();

/** Settings → reports: GET/PUT projects/{id}/report-settings/. */
export const reportSettingsBody = z
  .object({
    developer_updates: z.boolean(),
    pm_reports: z.boolean(),
    client_surveys: z.boolean(),
    developer_surveys: z.boolean(),
    due_hour: z
      .number({ error: R.dueHourRange })
      .int(R.dueHourRange)
      .min(0, R.dueHourRange)
      .max(23, R.dueHourRange),
  })
  .strict();
export type ReportSettingsBody = z.infer<typeof reportSettingsBody>;

export const reportSettingsOut = reportSettingsBody.extend({
  /** The events the schedules will create in the next 14 days, by due date. */
  preview: z.array(
    z.object({
      type: z.enum(PROGRESS_EVENT_TYPES),
      title: z.string(),
      due_at: z.string(),
      user: personOut.nullable(),
    }),
  ),
  abilities: z.object({ edit: z.boolean() }),
});
export type ReportSettingsOut = z.infer<typeof reportSettingsOut>;

/** GET projects/{id}/report-health/: the last 12 weeks, Monday to Sunday, oldest first. */
export const reportHealthOut = z.object({
  weeks: z.array(
    z.object({
      week_start: z.string(),
      /** The latest reported percentage that week, or null. */
      percentage: z.number().int().nullable(),
      status: z.enum(PROGRESS_STATUSES).nullable(),
    }),
  ),
  ratings: z.array(
    z.object({
      user: personOut,
      weeks: z.array(z.object({ week_start: z.string(), rating: z.number().nullable() })),
    }),
  ),
});
export type ReportHealth = z.infer<typeof reportHealthOut>;

/** GET dashboard/reports/: the events the caller owes, and for staff the overdue ones. */
export const reportsDashboardOut = z.object({
  owed: z.array(reportEventOut.omit({ progress_reports: true, developer_ratings: true })),
  overdue: z.array(reportEventOut.omit({ progress_reports: true, developer_ratings: true })).nullable(),
});
export type ReportsDashboard = z.infer<typeof reportsDashboardOut>;
