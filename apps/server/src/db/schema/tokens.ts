import { ACCOUNT_TOKEN_PURPOSES } from '@kazi/shared/accounts/rules';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/**
 * One-time account links: password resets (1 hour) and the set-password links of clients an admin
 * created (7 days). The token (256 random bits) is only in the mail; the row keeps its SHA-256.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.createdAt),
    oneOf('account_tokens_purpose_check', t.purpose, ACCOUNT_TOKEN_PURPOSES),
  ],
);
