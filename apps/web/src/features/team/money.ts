import { displayMoney, parseMoney } from '@kazi/shared/money/money';

/** `"4400.00"` in EUR → `€4,400.00` (rates and totals;: currency EUR or USD). */
export function formatMoney(amount: string | null | undefined, currency: string, fallback = '—'): string {
  if (amount === null || amount === undefined || amount === '') return fallback;
  const negative = amount.trim().startsWith('-');
  const minor = parseMoney(negative ? amount.trim().slice(1) : amount);
  if (minor === null) return fallback;
  return displayMoney(negative ? -minor : minor, currency);
}

export const currencySymbol = (currency: string) => (currency === 'USD' ? '$' : '€');
