import { BLOCKER_REASONS, PROGRESS_STATUSES, RATING_MAX, RATING_MIN } from '@kazi/shared/reports/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { oneOf } from './one-of.ts';
import { progressEvents, projects } from './projects.ts';
import { users } from './users.ts';

/**
 * A progress report on an event (ADR 030): one per author and event. Which fields hold answers
 * depends on the event's form (reports/rules.ts `formOf`); a developer survey holds only
 * rate_communication.
 */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => progressEvents.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    percentage: smallint('percentage'),
    status: text('status', { enum: PROGRESS_STATUSES }),
    accomplished: text('accomplished'),
    todo: text('todo'),
    nextDeadline: date('next_deadline'),
    nextDeadlineMeet: boolean('next_deadline_meet'),
    nextDeadlineFailReason: text('next_deadline_fail_reason'),
    /** The remedy when the next deadline is at risk. */
    remarks: text('remarks'),
    stuckReason: text('stuck_reason', { enum: BLOCKER_REASONS }),
    lastDeadlineMet: boolean('last_deadline_met'),
    deadlineReport: text('deadline_report'),
    deadlineMissCommunicated: boolean('deadline_miss_communicated'),
    rateDeliverables: smallint('rate_deliverables'),
    rateCommunication: smallint('rate_communication'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('progress_reports_event_author_key').on(t.eventId, t.authorId),
    index('progress_reports_author_idx').on(t.authorId),
    oneOf('progress_reports_status_check', t.status, PROGRESS_STATUSES),
    oneOf('progress_reports_stuck_reason_check', t.stuckReason, BLOCKER_REASONS),
    check('progress_reports_percentage_check', sql`${t.percentage} between 1 and 100`),
    check(
      'progress_reports_rate_deliverables_check',
      sql`${t.rateDeliverables} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
    check(
      'progress_reports_rate_communication_check',
      sql`${t.rateCommunication} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
  ],
);

/** Images attached to a progress report. */
export const progressReportAttachments = pgTable(
  'progress_report_attachments',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => progressReports.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('progress_report_attachments_report_idx').on(t.reportId),
    index('progress_report_attachments_file_idx').on(t.fileId),
  ],
);

/** A rating of a developer on an event (client survey, or a PM report's ratings): one per rater. */
export const developerRatings = pgTable(
  'developer_ratings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => progressEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('developer_ratings_event_user_rater_key').on(t.eventId, t.userId, t.createdById),
    index('developer_ratings_user_idx').on(t.userId),
    check(
      'developer_ratings_rating_check',
      sql`${t.rating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
  ],
);

/** A project's report schedules (Settings → reports); no row means the defaults. */
export const projectReportSettings = pgTable(
  'project_report_settings',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    developerUpdates: boolean('developer_updates').notNull().default(true),
    pmReports: boolean('pm_reports').notNull().default(true),
    clientSurveys: boolean('client_surveys').notNull().default(true),
    developerSurveys: boolean('developer_surveys').notNull().default(true),
    dueHour: smallint('due_hour').notNull().default(17),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId] }),
    check('project_report_settings_due_hour_check', sql`${t.dueHour} between 0 and 23`),
  ],
);
