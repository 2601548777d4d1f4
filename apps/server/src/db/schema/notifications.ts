import { NOTIFICATION_KIND_NAMES } from '@kazi/shared/notifications/kinds';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/**
 * The bell (ADR 025): one row per notification a person received. `key` makes an event land
 * once per recipient (a retried or repeated publish is a no-op). Rows go with their recipient.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KIND_NAMES }).notNull(),
    subject: text('subject').notNull(),
    link: text('link').notNull(),
    key: text('key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_key_idx').on(t.recipientId, t.key),
    index('notifications_recipient_idx').on(t.recipientId, t.id),
    index('notifications_recipient_unread_idx').on(t.recipientId, t.id).where(sql`${t.readAt} is null`),
    oneOf('notifications_kind_check', t.kind, NOTIFICATION_KIND_NAMES),
    check('notifications_link_check', sql`${t.link} like '/%' and ${t.link} not like '//%'`),
  ],
);
