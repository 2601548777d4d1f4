/**
 * Money for people (the API keeps `formatMoney`'s decimal strings): amounts with their currency,
 * formatted from the decimal string so no digit goes through a float, and a currency's symbol.
 */
import type { Currency } from './currencies.ts';
import { formatMoney } from './money.ts';

const SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$' };

/** Intl formats a decimal string exactly; minor / 100 would go through a float. */
function currencyFormat(currency: Currency | string, locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
}

/** 440000 in EUR → `€4,400.00`; in USD `$4,400.00` (spec 001 §9: the symbols € and $, not US$). */
export function displayMoney(minor: number, currency: Currency | string, locale = 'en-GB'): string {
  return currencyFormat(currency, locale).format(formatMoney(minor) as `${number}`);
}

/** A decimal amount of any size: sums and totals with VAT may pass the inputs' nine digits. */
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/** The API's `"4400.00"` (or `"-25.50"`) in EUR → `€4,400.00`; `fallback` when missing or not an amount. */
export function displayAmount(
  amount: string | null | undefined,
  currency: Currency | string,
  fallback = '—',
): string {
  const text = amount?.trim() ?? '';
  if (!AMOUNT.test(text)) return fallback;
  return currencyFormat(currency, 'en-GB').format(text as `${number}`);
}

/** `€` for EUR, `$` for USD: the prefix of an amount's input. */
export function currencySymbol(currency: Currency | string): string {
  return SYMBOLS[currency as Currency] ?? currency;
}
