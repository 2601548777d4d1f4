import { EMAIL_SWITCH_NAMES } from '@kazi/shared/privacy/switches';
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/** E-mail switches a person has set (User settings); unset switches use their default. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name', { enum: EMAIL_SWITCH_NAMES }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.name] }),
    oneOf('user_settings_name_check', t.name, EMAIL_SWITCH_NAMES),
  ],
);
