import { DAY_STEP_HUNDREDTHS, MAX_DAY_HUNDREDTHS, TIMESHEET_STATUSES } from '@kazi/shared/timesheets/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * Hours one person logged on one day of one project (Timesheet entry), in hundredths of an hour
 * (ADR 028). A day without hours has no row.
 */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    hours: smallint('hours').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheet_entries_project_user_day_key').on(t.projectId, t.userId, t.day),
    index('timesheet_entries_project_day_idx').on(t.projectId, t.day),
    index('timesheet_entries_user_day_idx').on(t.userId, t.day),
    check(
      'timesheet_entries_hours_check',
      sql`${t.hours} between 0 and ${sql.raw(String(MAX_DAY_HUNDREDTHS))} and ${t.hours} % ${sql.raw(String(DAY_STEP_HUNDREDTHS))} = 0`,
    ),
  ],
);

/**
 * One person's month on one project: its status (pending → approved or rejected), the review, and
 * the month's total hours kept with every save (the year summary reads 12 rows, not the entries).
 * A month without a row is pending with nothing logged.
 */
export const timesheetMonths = pgTable(
  'timesheet_months',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The month's first day. */
    month: date('month').notNull(),
    status: text('status', { enum: TIMESHEET_STATUSES }).notNull().default('pending'),
    totalHours: integer('total_hours').notNull().default(0),
    /** Grows with every save and review; a review that names an older revision is stale (409). */
    revision: integer('revision').notNull().default(0),
    reason: text('reason'),
    reviewedById: integer('reviewed_by_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheet_months_project_user_month_key').on(t.projectId, t.userId, t.month),
    index('timesheet_months_project_month_idx').on(t.projectId, t.month),
    index('timesheet_months_user_month_idx').on(t.userId, t.month),
    index('timesheet_months_status_month_idx').on(t.status, t.month),
    oneOf('timesheet_months_status_check', t.status, TIMESHEET_STATUSES),
    check('timesheet_months_month_check', sql`extract(day from ${t.month}) = 1`),
    check('timesheet_months_total_check', sql`${t.totalHours} >= 0`),
  ],
);
