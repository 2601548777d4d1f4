import { CATEGORIES, USER_TYPE_VALUES } from '@kazi/shared/auth/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './users.ts';

/**
 * An invitation to join (Invite). The key is 256 random bits sent only by mail; the
 * row keeps its SHA-256. Pending while `used_at` is null; the link works until `expires_at`. An
 * inviter has at most one pending invitation per e-mail: inviting again resends it (ADR 015).
 */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: smallint('type').notNull(),
    category: text('category', { enum: CATEGORIES }),
    keyHash: text('key_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resent: boolean('resent').notNull().default(false),
    resentAt: timestamp('resent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedById: integer('used_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invites_pending_idx').on(t.createdAt, t.id).where(sql`${t.usedAt} is null`),
    index('invites_creator_pending_idx').on(t.createdById, t.createdAt).where(sql`${t.usedAt} is null`),
    index('invites_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('invites_creator_email_pending_uniq')
      .on(t.createdById, sql`lower(${t.email})`)
      .where(sql`${t.usedAt} is null`),
    oneOf('invites_type_check', t.type, USER_TYPE_VALUES),
    oneOf('invites_category_check', t.category, CATEGORIES),
  ],
);
