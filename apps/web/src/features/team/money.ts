/** `"4400.00"` in EUR → `€4,400.00` (rates and totals; spec 000 §9: currency EUR or USD). */
export function formatMoney(amount: string | null | undefined, currency: string, fallback = '—'): string {
  if (amount === null || amount === undefined || amount === '') return fallback;
  const value = Number(amount);
  if (!Number.isFinite(value)) return fallback;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
}

export const currencySymbol = (currency: string) => (currency === 'USD' ? '$' : '€');
