import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  divideHalfUp,
  formatMoney,
  formatMoneySum,
  MAX_MONEY_MINOR,
  multiplyByHours,
  parseMoney,
  splitMoney,
} from './money.ts';

const amount = fc.integer({ min: 0, max: MAX_MONEY_MINOR });

describe('parseMoney / formatMoney', () => {
  it.each([
    ['1250', 125000],
    ['1250.5', 125050],
    [' 0.05 ', 5],
    [12.34, 1234],
    ['999999999.99', MAX_MONEY_MINOR],
  ])('%j → %i', (input, minor) => expect(parseMoney(input)).toBe(minor));

  it.each(['', '-1', '1.234', 'abc', '1e3', '.5', '1.', '1,5', '1000000000', Number.NaN])(
    'refuses %j',
    (input) => expect(parseMoney(input)).toBeNull(),
  );

  it('parse ∘ format is the identity on every amount up to the limit', () => {
    fc.assert(fc.property(amount, (minor) => parseMoney(formatMoney(minor)) === minor));
  });

  it('format ∘ parse gives the canonical two-decimal text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}`;
          return formatMoney(parseMoney(text) ?? -1) === text;
        },
      ),
    );
  });
});

describe('formatMoneySum', () => {
  it('says what formatMoney says wherever both apply', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY_MINOR, max: MAX_MONEY_MINOR }), (minor) => {
        return formatMoneySum(BigInt(minor)) === formatMoney(minor);
      }),
    );
  });

  it('stays exact past the safe integer range', () => {
    expect(formatMoneySum(12_345_678_901_234_567_891n)).toBe('123456789012345678.91');
    expect(formatMoneySum(-5n)).toBe('-0.05');
  });
});

describe('addMoney and compareMoney', () => {
  it('addition is commutative and associative', () => {
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(addMoney(a, b)).toBe(addMoney(b, a));
        expect(addMoney(addMoney(a, b), c)).toBe(addMoney(a, addMoney(b, c)));
      }),
    );
  });

  it('compare orders like the amounts', () => {
    fc.assert(fc.property(amount, amount, (a, b) => compareMoney(a, b) === Math.sign(a - b)));
  });
});

describe('multiplyByHours (half up, once)', () => {
  it.each([
    [2500, 4000, 22, 5, 440000],
    [1234, 750, 22, 5, 40722],
    [1234, 750, 1, 1, 9255],
    [5, 25, 22, 5, 6],
    [1, 50, 1, 1, 1],
    [1, 49, 1, 1, 0],
  ])('%i × %i h/100 × %i / %i → %i', (rate, hundredths, factor, divisor, expected) =>
    expect(multiplyByHours(rate, hundredths, factor, divisor)).toBe(expected),
  );

  it('is within half a minor unit of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 16_800 }),
        (rate, hours) => {
          const exact = BigInt(rate) * BigInt(hours); // in hundredths of a minor unit
          const error = BigInt(multiplyByHours(rate, hours)) * 100n - exact;
          return error > -50n && error <= 50n;
        },
      ),
    );
  });

  it('rounds halves away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
  });
});

describe('splitMoney (largest remainder)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [1, 2], [333, 667]],
    [5, [0, 0], [5, 0]],
    [-100, [1, 1, 1], [-34, -33, -33]],
  ])('%i by %j → %j', (total, weights, parts) => expect(splitMoney(total, weights)).toEqual(parts));

  it('parts sum exactly to the total and each is within one unit of its share', () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = splitMoney(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(addMoney(...parts)).toBe(total);
          const sum = weights.reduce((a, w) => a + w, 0);
          if (sum === 0) return;
          weights.forEach((w, i) => {
            const share = (total * w) / sum;
            expect(Math.abs((parts[i] ?? 0) - share)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
