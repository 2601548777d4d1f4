import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A developer's public profile link (Share settings): one per user. `key` is 256
 * random bits (base64url), the only thing in the public URL; the user id never appears there.
 */
export const shareSettings = pgTable(
  'share_settings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    isLinkEnabled: boolean('is_link_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_settings_user_key').on(t.userId),
    uniqueIndex('share_settings_key_key').on(t.key),
  ],
);
