import { TEST_SCORE_MAX, TEST_SCORE_MIN } from '@kazi/shared/test-results/rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A developer's test result (Tests, ADR 031), recorded by staff. */
export const talentTestResults = pgTable(
  'talent_test_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    score: smallint('score').notNull(),
    takenOn: date('taken_on').notNull(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talent_test_results_user_idx').on(t.userId, t.takenOn.desc(), t.id.desc()),
    index('talent_test_results_taken_idx').on(t.takenOn.desc(), t.id.desc()),
    check(
      'talent_test_results_score_check',
      sql`${t.score} between ${sql.raw(String(TEST_SCORE_MIN))} and ${sql.raw(String(TEST_SCORE_MAX))}`,
    ),
  ],
);
