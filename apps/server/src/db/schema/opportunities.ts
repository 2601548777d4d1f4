import { CLIENT_FEEDBACK_ANSWERS, INTEREST_STATUSES } from '@kazi/shared/opportunities/rules';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * A person on an opportunity's shortlist (ADR 031). A removal keeps the row (who, when, why) and a
 * later re-add is a new row, so the current shortlist is the rows not removed, one per person.
 */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedById: integer('removed_by_id').references(() => users.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    uniqueIndex('shortlist_entries_current_key').on(t.projectId, t.userId).where(sql`${t.removedAt} is null`),
    index('shortlist_entries_project_idx')
      .on(t.projectId, t.addedAt.desc(), t.id.desc())
      .where(sql`${t.removedAt} is null`),
    index('shortlist_entries_user_idx').on(t.userId),
  ],
);

/**
 * Whether a person asked about an opportunity is available (Interest poll): one per person and
 * opportunity, asked when they are added to its shortlist; `status` null until they answer.
 */
export const interestPolls = pgTable(
  'interest_polls',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: INTEREST_STATUSES }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    askedById: integer('asked_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The UTC day of the last reminder: one a person and day. */
    remindedOn: date('reminded_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interest_polls_project_user_key').on(t.projectId, t.userId),
    index('interest_polls_user_idx').on(t.userId, t.status),
    oneOf('interest_polls_status_check', t.status, INTEREST_STATUSES),
  ],
);

/**
 * An opportunity's shortlist shared with a client by e-mail: the link's 256-bit secret and the
 * password are stored hashed, and both stop working at `expires_at` or when revoked.
 */
export const shortlistShares = pgTable(
  'shortlist_shares',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message').notNull(),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shortlist_shares_token_key').on(t.tokenHash),
    index('shortlist_shares_project_idx').on(t.projectId, t.id.desc()),
  ],
);

/** A browser that gave a shared shortlist's password: its cookie's secret, hashed, until `expires_at`. */
export const shortlistShareViews = pgTable(
  'shortlist_share_views',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => shortlistShares.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shortlist_share_views_token_key').on(t.tokenHash),
    index('shortlist_share_views_share_idx').on(t.shareId),
  ],
);

/** The client's answer on one candidate of a shared shortlist; changed in place. */
export const shortlistFeedback = pgTable(
  'shortlist_feedback',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => shortlistShares.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: CLIENT_FEEDBACK_ANSWERS }).notNull(),
    question: text('question'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shortlist_feedback_share_user_key').on(t.shareId, t.userId),
    index('shortlist_feedback_project_user_idx').on(t.projectId, t.userId),
    oneOf('shortlist_feedback_answer_check', t.answer, CLIENT_FEEDBACK_ANSWERS),
  ],
);
