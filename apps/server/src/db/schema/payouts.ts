import { PAYOUT_ACCOUNT_STATUSES, PAYOUT_PROVIDERS } from '@kazi/shared/payouts/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/**
 * A payout method a talent connected (Payment provider account, with the IBAN, Wise
 * and Payoneer records in one row; the columns a provider does not use stay null).
 *
 * Invariants the database keeps, whatever the code does:
 * - at most one default per user, and only an active account can be it;
 * - at most one active and one pending account per user and provider ('Change account' marks the
 *   old row `replaced` and keeps it, so past payouts still say where they went).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYOUT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** IBAN: account holder; Wise: account name; Payoneer: first and last name. */
    accountName: text('account_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Wise and Payoneer e-mail. */
    email: text('email'),
    /** IBAN and Wise, in electronic format (no spaces, upper case). */
    iban: text('iban'),
    /** The last four characters of the IBAN or the masked e-mail: kept after a purge. */
    accountHint: text('account_hint').notNull(),
    /** Wise: 'Iban'. */
    accountType: text('account_type'),
    /** The provider's own id for the account, when a provider integration gives one. */
    externalId: text('external_id'),
    replacedById: integer('replaced_by_id'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_accounts_user_idx').on(t.userId, t.id),
    uniqueIndex('payout_accounts_one_default').on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex('payout_accounts_one_active').on(t.userId, t.provider).where(sql`${t.status} = 'active'`),
    uniqueIndex('payout_accounts_one_pending').on(t.userId, t.provider).where(sql`${t.status} = 'pending'`),
    check('payout_accounts_default_is_active', sql`not ${t.isDefault} or ${t.status} = 'active'`),
    oneOf('payout_accounts_provider_check', t.provider, PAYOUT_PROVIDERS),
    oneOf('payout_accounts_status_check', t.status, PAYOUT_ACCOUNT_STATUSES),
  ],
);
