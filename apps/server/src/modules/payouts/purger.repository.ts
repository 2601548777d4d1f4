import { and, eq, inArray } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema/index.ts';
import type { PersonalDataPurger } from '../accounts/purgers.ts';

/**
 * Payout accounts stay (past payouts and their reconciliation refer to them: provider, the masked
 * hint, dates, the replacement chain); everything that identifies the person or the account goes:
 * names, IBAN, e-mails, the provider's id (docs/decisions/006-payout-providers.md). Accounts in use
 * become `closed` and lose the default. Safe to run again.
 */
export const payoutAccountsPurger: PersonalDataPurger = {
  name: 'payout-accounts',
  async purge(tx, subject) {
    await tx
      .update(payoutAccounts)
      .set({ status: 'closed', isDefault: false })
      .where(
        and(eq(payoutAccounts.userId, subject.id), inArray(payoutAccounts.status, ['active', 'pending'])),
      );
    await tx
      .update(payoutAccounts)
      .set({ accountName: '', firstName: null, lastName: null, email: null, iban: null, externalId: null })
      .where(eq(payoutAccounts.userId, subject.id));
  },
};
