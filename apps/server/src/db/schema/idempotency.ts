import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The first answer to each `Idempotency-Key` a person sent (ADR 029): which route and body it came
 * with (the body's SHA-256) and what was answered, claimed and written in the same transaction as
 * the change it answers, so a committed row always holds its answer and a key whose change rolled
 * back has no row. A replay of the same key on the
 * same route with the same body answers `response` again; anything else with that key is 422.
 * Rows older than a day are deleted by the `idempotency.cleanup` job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `PATCH /api/invoices/8/`: the method and the path the key came with (the record it names), without the query. */
    route: text('route').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** The answer; null only inside the transaction that claimed the key, which fills it before commit. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_actor_key').on(t.actorId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_status_check', sql`${t.statusCode} between 200 and 299`),
  ],
);
