import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** Payment platforms, in the order the page shows their cards. */
export const PAYOUT_PROVIDERS = ['payoneer', 'wise', 'iban'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];

export const PAYOUT_PROVIDER_LABELS: Record<PayoutProviderName, string> = {
  payoneer: 'Payoneer',
  wise: 'Wise',
  iban: 'IBAN',
};

/**
 * A payout account's life: `pending` (Payoneer setup started, not yet confirmed), `active`
 * (payouts may go there), `replaced` (another account of the same provider took its place; kept
 * for past payouts), `closed` (its owner's personal data was purged).
 */
export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'active', 'replaced', 'closed'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** `nl91 abna 0417 1643 00` → `NL91ABNA0417164300`; null for anything that is not text. */
export function normalizeIban(value: string | null | undefined): string {
  return electronicFormatIBAN(value ?? '') ?? '';
}

/** The standard IBAN check (country format and mod-97 check digits), spaces and case ignored. */
export function isValidIban(value: string | null | undefined): boolean {
  const iban = normalizeIban(value);
  return iban.length > 0 && isValidIBAN(iban);
}

/** `NL91 ABNA 0417 1643 00`: groups of four, for the owner's eyes. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * `NL** **** **** **** 4300`: the country and the last four characters; check digits and the
 * rest hidden, one `****` group per four hidden characters (rounded up).
 */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  if (iban.length <= 8) return `${iban.slice(0, 2)}** ****`;
  const hiddenGroups = Math.ceil((iban.length - 8) / 4);
  return [
    `${iban.slice(0, 2)}**`,
    ...Array.from({ length: hiddenGroups }, () => '****'),
    iban.slice(-4),
  ].join(' ');
}

/** `a***@example.com`: enough to recognise one's own address, not enough to write to it. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return '***';
  return `${value[0]}***${value.slice(at)}`;
}
