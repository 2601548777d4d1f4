/**
 * Money as integer minor units of a currency (cents), never floats (ADR 023). Parse and format
 * the API's decimal strings ("1250.00"), add, multiply by exact hours with one rounding rule
 * (half up, on BigInt), split a total into parts that sum exactly, compare. Showing money to
 * people is `display.ts`.
 */

/** Minor units per major unit: both currencies (EUR, USD) have two decimals. */
const MINOR_PER_MAJOR = 100;

/** The one limit on digits: 999,999,999.99, exact as a JS number and in a `bigint` column. */
export const MAX_MONEY_MINOR = 99_999_999_999;

/**
 * The business ceiling of an hourly rate, 100,000.00 (a typo guard inside the digit limit): a
 * rate's expected monthly total for a full week (× 168 h × 22 / 5) stays below `MAX_MONEY_MINOR`,
 * so what a rate multiplies into is itself an amount (checked in team/rules.test.ts).
 */
export const MAX_HOURLY_RATE_MINOR = 10_000_000;

const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * `"12.5"`, `"1250"`, `12.5` → minor units (1250, 125000, 1250); null for anything that is not a
 * non-negative amount of at most nine digits and two decimals.
 */
export function parseMoney(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
}

/** 125000 → `"1250.00"` (the API's money: a decimal string with two places). */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/** A sum of any number of amounts (a summary's totals, exact past the safe integer range) → `"1250.00"`. */
export function formatMoneySum(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function checked(minor: bigint): number {
  const result = Number(minor);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount beyond the safe integer range');
  return result;
}

/** a + b in minor units, exact. */
export function addMoney(...amounts: readonly number[]): number {
  return checked(amounts.reduce((sum, amount) => sum + BigInt(amount), 0n));
}

/**
 * numerator / denominator rounded half up (half away from zero), on BigInt: the codebase's one
 * rounding rule for money.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('Denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (2n * abs + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * An hourly rate × hours in hundredths of an hour (`hours/hours.ts`), × `factor` / `divisor`,
 * rounded once, half up, to the minor unit: 12.34 × 7.5 h → 92.55.
 */
export function multiplyByHours(rateMinor: number, hundredths: number, factor = 1, divisor = 1): number {
  const numerator = BigInt(rateMinor) * BigInt(hundredths) * BigInt(factor);
  return checked(divideHalfUp(numerator, 100n * BigInt(divisor)));
}

/**
 * `total` split by `weights` into parts that sum exactly to it (largest remainder: each part is
 * floored, and the minor units left go one each to the largest remainders, earliest first on ties).
 */
export function splitMoney(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('Weights must be whole, ≥ 0');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  const whole = BigInt(total);
  const sign = whole < 0n ? -1n : 1n;
  const abs = whole * sign;
  const shares = weights.map((w) => (sum === 0n ? 0n : abs * BigInt(w)));
  const parts = shares.map((share) => (sum === 0n ? 0n : share / sum));
  let left = abs - parts.reduce((a, p) => a + p, 0n);
  if (sum === 0n) {
    parts[0] = abs;
    left = 0n;
  }
  const order = shares
    .map((share, index) => ({ index, remainder: sum === 0n ? 0n : share % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (let i = 0; left > 0n; i++, left--) {
    const slot = order[i % order.length];
    if (slot) parts[slot.index] = (parts[slot.index] ?? 0n) + 1n;
  }
  return parts.map((part) => checked(part * sign));
}

/** -1, 0 or 1, for sorting amounts. */
export function compareMoney(a: number, b: number): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}
