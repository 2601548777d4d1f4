import { describe, expect, it } from 'vitest';
import { format, MESSAGES } from '../messages.ts';
import { decimalNumber, hasDecimalPlaces, queryInteger } from './numbers.ts';

describe('numbers in their unit’s precision', () => {
  it.each([
    [40, true],
    [7.5, true],
    [7.25, true],
    [0, true],
    [7.125, false],
    [1e-300, false],
    [0.1 + 0.2, false],
    [1e21, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d has at most two decimals: %s', (value, expected) => {
    expect(hasDecimalPlaces(value, 2)).toBe(expected);
  });

  it('refuses hours past two decimals instead of rounding them', () => {
    const result = decimalNumber(2).safeParse(1e-300);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(format(MESSAGES.api.decimalPlaces, { places: 2 }));
  });

  it.each([
    ['12', 12],
    ['1e3', null],
    ['0x10', null],
    [' 5', null],
    ['2.0', null],
    ['-1', null],
    ['0', null],
    ['201', null],
  ])('query integer %j → %s', (value, expected) => {
    const result = queryInteger(1, 200).safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });
});
