import { MAIL_KINDS, MAIL_STATUSES } from '@kazi/shared/mail/schemas';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/** A file of the file store sent with a mail (an invoice's PDF): read from the store when delivered. */
export interface OutboxAttachment {
  file_id: number;
  filename: string;
  content_type: string;
}

/** Every mail the platform sends; without SMTP this table is the mailbox (dev outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** One copy to this address on the same mail (an invoice's CC address). */
    cc: text('cc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Carries a bearer secret (reset, set-password, invitation link): hidden from admins with SMTP (ADR 012). */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_to_idx').on(t.to),
    oneOf('outbox_status_check', t.status, MAIL_STATUSES),
  ],
);

/**
 * One row per recipient of each limited mailing action (ADR 018): who caused it, of which kind,
 * to whom (the SHA-256 of the lowercased address, never the address). Counted under advisory
 * locks to limit mail per actor (actions) and per recipient (mails); rows older than the window
 * are deleted by the `mail.limits_cleanup` job.
 */
export const mailClaims = pgTable(
  'mail_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    actorId: integer('actor_id'),
    /** The action the row belongs to: one action mailing three people writes three rows. */
    action: uuid('action').notNull(),
    recipientHash: text('recipient_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_claims_actor_idx').on(t.actorId, t.kind, t.createdAt),
    index('mail_claims_recipient_idx').on(t.recipientHash, t.kind, t.createdAt),
    index('mail_claims_created_idx').on(t.createdAt),
    oneOf('mail_claims_kind_check', t.kind, MAIL_KINDS),
  ],
);
