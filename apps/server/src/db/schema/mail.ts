import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the platform sends; without SMTP this table is the mailbox (dev outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    /** Carries a bearer secret (reset, set-password, invitation link): hidden from admins with SMTP (ADR 012). */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.id), index('outbox_to_idx').on(t.to)],
);
