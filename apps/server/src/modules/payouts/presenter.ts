import type { Actor } from '@kazi/shared/auth/permissions';
import {
  canActivatePayoutAccount,
  canManagePayoutMethodsOf,
  seesFullAccount,
} from '@kazi/shared/payouts/policy';
import { formatIban, maskEmail, maskIban } from '@kazi/shared/payouts/rules';
import type {
  IbanRecord,
  PaymentProviderAccount,
  PaymentProviders,
  PayoneerRecord,
  WiseRecord,
} from '@kazi/shared/payouts/schemas';
import type { PayoutAccountRow } from './repository.ts';

const base = (row: PayoutAccountRow) => ({
  id: row.id,
  status: row.status,
  is_active: row.status === 'active',
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

/** The owner's own records (iban/, wise/, payoneer/): whole numbers, they typed them. */
export const presentIban = (row: PayoutAccountRow): IbanRecord => ({
  ...base(row),
  account_holder: row.accountName,
  iban_number: row.iban ? formatIban(row.iban) : '',
});

export const presentWise = (row: PayoutAccountRow): WiseRecord => ({
  ...base(row),
  email: row.email ?? '',
  iban: row.iban ? formatIban(row.iban) : '',
  account_name: row.accountName,
  account_type: 'Iban',
});

export const presentPayoneer = (row: PayoutAccountRow): PayoneerRecord => ({
  ...base(row),
  payoneer_email: row.email ?? '',
  first_name: row.firstName ?? '',
  last_name: row.lastName ?? '',
});

/** `NL91 ABNA 0417 1643 00` or, masked, `NL** **** **** **** 4300`; e-mails likewise. */
export function accountLabel(row: PayoutAccountRow, full: boolean): string {
  if (row.provider === 'payoneer' || (row.provider === 'wise' && !row.iban)) {
    if (!row.email) return row.accountHint;
    return full ? row.email : maskEmail(row.email);
  }
  if (!row.iban) return row.accountHint;
  return full ? formatIban(row.iban) : maskIban(row.iban);
}

export function presentProviderAccount(actor: Actor, row: PayoutAccountRow): PaymentProviderAccount {
  const full = seesFullAccount(actor, row.userId);
  const owner = canManagePayoutMethodsOf(actor, row.userId);
  return {
    id: row.id,
    payment_provider: row.provider,
    status: row.status,
    is_default: row.isDefault,
    account_name: row.accountName,
    account_label: accountLabel(row, full),
    masked: !full,
    created_at: row.createdAt.toISOString(),
    abilities: {
      make_default: owner && row.status === 'active' && !row.isDefault,
      change: owner && (row.status === 'active' || row.status === 'pending'),
      activate: canActivatePayoutAccount(actor) && row.status === 'pending',
    },
  };
}

export function presentProviders(actor: Actor, rows: PayoutAccountRow[]): PaymentProviders {
  const fallback = rows.find((row) => row.isDefault);
  return {
    payment_provider_accounts: rows.map((row) => presentProviderAccount(actor, row)),
    default_account_provider: fallback
      ? { id: fallback.id, payment_provider: fallback.provider, is_default: true }
      : null,
  };
}
