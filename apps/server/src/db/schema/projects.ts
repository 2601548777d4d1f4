import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@kazi/shared/documents/schemas';
import { MAX_MONEY_MINOR } from '@kazi/shared/money/money';
import { PROGRESS_EVENT_TYPES, TIMELINE_FIELDS, TIMELINE_TARGETS } from '@kazi/shared/planning/schemas';
import { PROJECT_ACTIVITY_ACTIONS } from '@kazi/shared/project-activity';
import {
  CURRENCIES,
  PARTICIPATION_STATUSES,
  PAYMENT_TYPES,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROJECT_TYPES,
} from '@kazi/shared/projects/schemas';
import { WEEKDAY_INDEXES } from '@kazi/shared/team/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/**
 * A project: dedicated developers (category dedicated), a managed project
 * (category project, shown as Managed) or an opportunity (stage opportunity, later converted).
 * `expected_end_date` 2099-12-31 means "no end date".
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: PROJECT_CATEGORIES }).notNull(),
    type: text('type', { enum: PROJECT_TYPES }),
    stage: text('stage', { enum: PROJECT_STAGES }).notNull().default('active'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('EUR'),
    invoicingEmail: text('invoicing_email'),
    ccPrimaryEmail: text('cc_primary_email'),
    expectedStartDate: date('expected_start_date'),
    expectedEndDate: date('expected_end_date'),
    startDate: date('start_date'),
    deadline: date('deadline'),
    expectedDuration: text('expected_duration'),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'::integer[]`),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    reason: text('reason'),
    /** payment_structure: amount in minor units of `currency`. */
    paymentAmountMinor: bigint('payment_amount_minor', { mode: 'number' }),
    paymentHoursPerWeek: numeric('payment_hours_per_week', { precision: 6, scale: 2 }),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    notificationsDisabled: boolean('notifications_disabled').notNull().default(false),
    ownerId: integer('owner_id').references(() => users.id),
    cmId: integer('cm_id').references(() => users.id),
    csoId: integer('cso_id').references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_list_idx').on(t.archived, t.stage, t.category, t.id),
    index('projects_owner_idx').on(t.ownerId, t.id),
    index('projects_cm_idx').on(t.cmId, t.id),
    index('projects_cso_idx').on(t.csoId, t.id),
    index('projects_created_by_idx').on(t.createdById, t.id),
    index('projects_title_lower_idx').on(sql`lower(${t.title}) text_pattern_ops`),
    oneOf('projects_category_check', t.category, PROJECT_CATEGORIES),
    oneOf('projects_type_check', t.type, PROJECT_TYPES),
    oneOf('projects_stage_check', t.stage, PROJECT_STAGES),
    oneOf('projects_currency_check', t.currency, CURRENCIES),
    oneOf('projects_payment_type_check', t.paymentType, PAYMENT_TYPES),
    check(
      'projects_payment_amount_check',
      sql`${t.paymentAmountMinor} between 0 and ${sql.raw(String(MAX_MONEY_MINOR))}`,
    ),
  ],
);

/** A person on a project's team (Participation). Rates live in participation_rates. */
export const participations = pgTable(
  'participations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: PARTICIPATION_STATUSES }).notNull().default('initial'),
    updatesEnabled: boolean('updates_enabled').notNull().default(true),
    /** Weekday indexes, Monday 0 to Friday 4, sorted and once each (`parseUpdateDays`); CHECKed. */
    updateDays: smallint('update_days')
      .array()
      .notNull()
      .default([...WEEKDAY_INDEXES]),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('participations_project_user_key').on(t.projectId, t.userId),
    index('participations_user_idx').on(t.userId, t.status, t.projectId),
    oneOf('participations_status_check', t.status, PARTICIPATION_STATUSES),
    check(
      'participations_update_days_check',
      sql`${t.updateDays} <@ ${sql.raw(`'{${WEEKDAY_INDEXES.join(',')}}'::smallint[]`)}`,
    ),
  ],
);

/**
 * Hours and rates of a participation, effective from a date: a change adds a row and the rows
 * before it keep pricing what was logged before (nothing is silently re-priced). Rates are per
 * hour in minor units: payout in EUR, client rate in the project's currency. When a member is
 * removed, their rows stay to price the hours they logged: they leave the participation before it
 * goes and name its project and person instead (`removedFromId`, `removedUserId`).
 */
export const participationRates = pgTable(
  'participation_rates',
  {
    id: serial('id').primaryKey(),
    participationId: integer('participation_id').references(() => participations.id, { onDelete: 'cascade' }),
    removedFromId: integer('removed_from_id').references(() => projects.id, { onDelete: 'cascade' }),
    removedUserId: integer('removed_user_id').references(() => users.id),
    effectiveFrom: date('effective_from').notNull(),
    hoursPerWeek: numeric('hours_per_week', { precision: 6, scale: 2 }).notNull().default('0'),
    payoutRateMinor: bigint('payout_rate_minor', { mode: 'number' }).notNull().default(0),
    clientRateMinor: bigint('client_rate_minor', { mode: 'number' }).notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('participation_rates_effective_key').on(t.participationId, t.effectiveFrom),
    index('participation_rates_removed_idx')
      .on(t.removedFromId, t.removedUserId, t.effectiveFrom)
      .where(sql`${t.participationId} is null`),
    check(
      'participation_rates_owner_check',
      sql`(${t.participationId} is not null and ${t.removedFromId} is null and ${t.removedUserId} is null) or (${t.participationId} is null and ${t.removedFromId} is not null and ${t.removedUserId} is not null)`,
    ),
    check(
      'participation_rates_money_check',
      sql`${t.payoutRateMinor} between 0 and ${sql.raw(String(MAX_MONEY_MINOR))} and ${t.clientRateMinor} between 0 and ${sql.raw(String(MAX_MONEY_MINOR))}`,
    ),
  ],
);

/** A project document: an uploaded file or a link (Document). */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull().default('other'),
    fileId: integer('file_id').references(() => files.id),
    url: text('url'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('approved'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('project_documents_project_idx').on(t.projectId, t.type, t.id),
    oneOf('project_documents_type_check', t.type, DOCUMENT_TYPES),
    oneOf('project_documents_status_check', t.status, DOCUMENT_STATUSES),
  ],
);

/** Something due on a project: milestones (planning) and, later, report requests. */
export const progressEvents = pgTable(
  'progress_events',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PROGRESS_EVENT_TYPES }).notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The developer a developer event is for, when it is for one person. */
    userId: integer('user_id').references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    /**
     * When it is overdue without a report: due_at plus its grace (reports/rules.ts `overdueAt`),
     * kept by the `progress_events_overdue_at` trigger so status filters are range conditions.
     */
    overdueAt: timestamp('overdue_at', { withTimezone: true })
      .notNull()
      // The trigger sets it on every insert; this placeholder only spares inserts from naming it.
      .$defaultFn(() => new Date(0)),
    /** When its first report or rating arrived (completed); null while pending or overdue. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The day a schedule created it for; with project, type and person, its unique key (ADR 030). */
    scheduledOn: date('scheduled_on'),
    /** When its person was reminded that it fell due. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('progress_events_project_idx').on(t.projectId, t.type, t.dueAt),
    index('progress_events_due_idx').on(t.type, t.dueAt),
    // Plain DESC (nulls first) as `order by due_at desc, id desc` reads, so the list walks it.
    index('progress_events_project_due_idx').on(
      t.projectId,
      t.dueAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The same order for open events alone: a pending or overdue page walks it whatever the
    // project's size, so one plan serves every project (events.repository.ts buildListStatements).
    index('progress_events_open_due_idx')
      .on(t.projectId, t.dueAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.completedAt} is null`),
    index('progress_events_user_idx').on(t.userId, t.completedAt, t.dueAt),
    // The status filters' counts read these alone (index-only): open events by type and overdue
    // limit, answered ones by type; user_id for the caller's own events.
    index('progress_events_open_idx')
      .on(t.projectId, t.type, t.overdueAt, t.userId)
      .where(sql`${t.completedAt} is null`),
    // Staff's dashboard: the most overdue open events across projects. Project and type are keys
    // too: a project's open list by status (pending: overdue_at from now on) checks them in the
    // index, not on every project's open event in the heap (the Reports bench, migration 0024).
    index('progress_events_overdue_idx')
      .on(t.overdueAt, t.projectId, t.type)
      .where(sql`${t.completedAt} is null`),
    index('progress_events_done_idx')
      .on(t.projectId, t.type, t.userId)
      .where(sql`${t.completedAt} is not null`),
    index('progress_events_reminder_idx')
      .on(t.dueAt)
      .where(sql`${t.completedAt} is null and ${t.remindedAt} is null`),
    uniqueIndex('progress_events_schedule_key')
      .on(t.projectId, t.type, t.userId, t.scheduledOn)
      .where(sql`${t.scheduledOn} is not null`),
    oneOf('progress_events_type_check', t.type, PROGRESS_EVENT_TYPES),
  ],
);

/** Every change of a date on the timeline, with its reason (Timeline change log). */
export const timelineChanges = pgTable(
  'timeline_changes',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    field: text('field', { enum: TIMELINE_FIELDS }).notNull(),
    targetType: text('target_type', { enum: TIMELINE_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    previousValue: text('previous_value'),
    newValue: text('new_value'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timeline_changes_project_idx').on(t.projectId, t.id),
    oneOf('timeline_changes_field_check', t.field, TIMELINE_FIELDS),
    oneOf('timeline_changes_target_type_check', t.targetType, TIMELINE_TARGETS),
  ],
);

/** The project's activity feed (action labels): one row per action, with its author. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action', { enum: PROJECT_ACTIVITY_ACTIONS }).notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_activities_project_idx').on(t.projectId, t.id),
    oneOf('project_activities_action_check', t.action, PROJECT_ACTIVITY_ACTIONS),
  ],
);
