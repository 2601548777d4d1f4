import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, MESSAGES } from '../messages.ts';
import { formatHours, hoursNumber, MAX_HOURS_PER_WEEK } from './hours.ts';
import { weeklyHoursInput } from './schemas.ts';

const WEEK = MAX_HOURS_PER_WEEK * 100;
const problem = (value: unknown) => weeklyHoursInput('Required').safeParse(value).error?.issues[0]?.message;

describe('weeklyHoursInput (the one rule: team rates and the project payment)', () => {
  it.each([
    [40, 4000],
    ['40', 4000],
    [7.5, 750],
    ['7.25', 725],
    [0, 0],
    [168, WEEK],
  ])('%j → %i hundredths', (value, hundredths) => {
    expect(weeklyHoursInput().parse(value)).toBe(hundredths);
  });

  it('reads every hours value of a week, as a number or as text, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WEEK }), (hundredths) => {
        expect(weeklyHoursInput().parse(hoursNumber(hundredths))).toBe(hundredths);
        expect(weeklyHoursInput().parse(formatHours(hundredths))).toBe(hundredths);
      }),
    );
  });

  it.each([7.125, 1e-300, 0.1 + 0.2, 1e21, '7.125', 'abc', ''])(
    'refuses %j past two decimals instead of rounding it',
    (value) => expect(problem(value)).toBe(format(MESSAGES.api.decimalPlaces, { places: 2 })),
  );

  it('refuses hours below 0 and beyond a week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (over) => {
        expect(problem(-over / 100)).toBe(MESSAGES.hours.negative);
        expect(problem(hoursNumber(WEEK + over))).toBe(
          format(MESSAGES.hours.tooMany, { max: MAX_HOURS_PER_WEEK }),
        );
      }),
    );
  });

  it('answers its required message for anything but a number or text', () => {
    expect(problem(null)).toBe('Required');
    expect(problem(undefined)).toBe('Required');
    expect(problem(Number.NaN)).toBe('Required');
    expect(problem(Number.POSITIVE_INFINITY)).toBe('Required');
  });
});
