import { maskEmail, normalizeIban, type PayoutProviderName } from '@kazi/shared/payouts/rules';
import { insertAccount, type PayoutAccountRow } from '../../modules/payouts/repository.ts';
import type { Db } from '../client.ts';

export type PayoutAccountOverrides =
  | { provider: 'iban'; holder: string; iban: string }
  | { provider: 'wise'; email: string; accountName: string; iban: string }
  | { provider: 'payoneer'; email: string; firstName: string; lastName: string };

/**
 * A payout account as the API would record it (no audit row, no mail: demo data and test setup).
 * `status` defaults to active (pending for Payoneer); `isDefault` to false.
 */
export async function createPayoutAccount(
  db: Db,
  userId: number,
  account: PayoutAccountOverrides,
  options: { status?: 'active' | 'pending' | 'replaced'; isDefault?: boolean; createdAt?: Date } = {},
): Promise<PayoutAccountRow> {
  const provider: PayoutProviderName = account.provider;
  const status = options.status ?? (provider === 'payoneer' ? 'pending' : 'active');
  const common = {
    userId,
    provider,
    status,
    isDefault: options.isDefault ?? false,
    activatedAt: status === 'active' ? (options.createdAt ?? new Date()) : null,
    replacedAt: status === 'replaced' ? new Date() : null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  };
  if (account.provider === 'payoneer') {
    return insertAccount(db, {
      ...common,
      accountName: `${account.firstName} ${account.lastName}`,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      accountHint: maskEmail(account.email),
    });
  }
  const iban = normalizeIban(account.iban);
  return insertAccount(db, {
    ...common,
    accountName: account.provider === 'iban' ? account.holder : account.accountName,
    iban,
    email: account.provider === 'wise' ? account.email : null,
    accountType: account.provider === 'wise' ? 'Iban' : null,
    accountHint: iban.slice(-4),
  });
}
