import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One TOTP authenticator per person (ADR 019). `secret` is encrypted (AES-256-GCM, key derived
 * from the installation secret) and is never answered again once the set-up is confirmed.
 * `confirmed_at` null: a set-up started but not proven by a first code (it does not count).
 * `last_step` is the time step of the last accepted code: a code is accepted once.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes; only their SHA-256 is kept (80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in waiting for its second factor: the password was right, no session exists yet. The
 * HttpOnly cookie holds 256 random bits, the row their SHA-256; it lives 5 minutes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

/** Settings an installation keeps in its database (the demo seed turns the admins' 2FA requirement off). */
export const installationSettings = pgTable('installation_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
