import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHours, hoursNumber, parseHours } from './hours.ts';

describe('hours in hundredths', () => {
  it.each([
    ['40.00', 4000],
    [7.5, 750],
    ['0.25', 25],
    [' 168 ', 16800],
  ])('%j → %i', (input, hundredths) => expect(parseHours(input)).toBe(hundredths));

  it.each(['', '-1', '1.234', 'abc', '1e2'])('refuses %j', (input) => expect(parseHours(input)).toBeNull());

  it('parse ∘ format and parse ∘ number are the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (hundredths) => {
        expect(parseHours(formatHours(hundredths))).toBe(hundredths);
        expect(parseHours(hoursNumber(hundredths))).toBe(hundredths);
      }),
    );
  });
});
