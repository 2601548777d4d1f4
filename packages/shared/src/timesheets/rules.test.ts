import { describe, expect, it } from 'vitest';
import {
  combinedStatus,
  dayHoursProblem,
  dayProblem,
  daysOfMonth,
  expectedDayHundredths,
  expectedMonthHundredths,
  expectedRateDay,
  isDigestDay,
  isReminderDay,
  isSelectableMonth,
  isWeekend,
  lastDayOf,
  loggableRange,
  monthLabel,
  nextStatus,
  previousMonth,
  selectableMonths,
  selectableYears,
} from './rules.ts';

describe('hours of a day', () => {
  it.each([
    [0, null],
    [25, null],
    [725, null],
    [2400, null],
    [2425, 'range'],
    [-25, 'range'],
    [10, 'step'],
    [730, 'step'],
  ])('%i hundredths → %s', (hundredths, problem) => expect(dayHoursProblem(hundredths)).toBe(problem));
});

describe('expected hours', () => {
  it.each([
    [4000, 17600, 800],
    [2000, 8800, 400],
    [750, 3300, 150],
    [0, 0, 0],
  ])('%i a week → %i a month, %i a working day', (week, month, day) => {
    expect(expectedMonthHundredths(week)).toBe(month);
    expect(expectedDayHundredths(week)).toBe(day);
  });
});

describe('calendar', () => {
  it('knows the days and weekends of a month', () => {
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30');
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-27')).toBe(false);
  });

  it('offers months from January 2020 and years from 2021, newest first', () => {
    expect(selectableMonths('2026-11-24')[0]).toBe('2026-11');
    expect(selectableMonths('2026-11-24').at(-1)).toBe('2020-01');
    expect(selectableMonths('2026-11-24')).toHaveLength(6 * 12 + 11);
    expect(selectableYears('2026-11-24')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(isSelectableMonth('2026-12', '2026-11-24')).toBe(false);
    expect(isSelectableMonth('2019-12', '2026-11-24')).toBe(false);
    expect(isSelectableMonth('2020-01', '2026-11-24')).toBe(true);
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(monthLabel('2025-12')).toBe('December 2025');
    expect(() => monthLabel('2025-13')).toThrow(RangeError);
  });

  it('reminds on the last two working days and digests on the third', () => {
    expect(isReminderDay('2026-11-27')).toBe(true);
    expect(isReminderDay('2026-11-30')).toBe(true);
    expect(isReminderDay('2026-11-26')).toBe(false);
    expect(isDigestDay('2026-12-03')).toBe(true);
    expect(isDigestDay('2026-11-04')).toBe(true);
    expect(isDigestDay('2026-11-03')).toBe(false);
  });
});

describe('days that may carry hours', () => {
  it.each([
    ['2026-11-25', '2026-01-01', 'future'],
    ['2026-11-24', '2026-01-01', null],
    ['2025-12-31', '2026-01-01', 'outside_participation'],
    ['2026-11-02', null, 'outside_participation'],
  ])('%s from %s → %s', (day, start, problem) => expect(dayProblem(day, '2026-11-24', start)).toBe(problem));
});

describe('month status', () => {
  it.each([
    ['pending', 'save', 'pending'],
    ['rejected', 'save', 'pending'],
    ['approved', 'save', null],
    ['pending', 'approve', 'approved'],
    ['approved', 'approve', null],
    ['rejected', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['rejected', 'reject', null],
    ['approved', 'reopen', 'pending'],
    ['pending', 'reopen', null],
  ] as const)('%s + %s → %s', (status, action, next) => expect(nextStatus(status, action)).toBe(next));
});

describe('the days of a month one may log', () => {
  it.each([
    ['2026-11', '2026-11-24', '2026-01-01', { first: '2026-11-01', last: '2026-11-24' }],
    ['2026-10', '2026-11-24', '2026-10-15', { first: '2026-10-15', last: '2026-10-31' }],
    ['2026-11', '2026-11-24', '2026-11-25', null],
    ['2026-12', '2026-11-24', '2026-01-01', null],
    ['2026-10', '2026-11-24', null, null],
  ] as const)('%s on %s from %s → %j', (month, today, start, range) =>
    expect(loggableRange(month, today, start)).toEqual(range),
  );

  it('prices expected hours on the last day, or today in the current month', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(expectedRateDay('2026-10', '2026-11-24')).toBe('2026-10-31');
    expect(expectedRateDay('2026-11', '2026-11-24')).toBe('2026-11-24');
  });
});

describe('the status of a month of several people', () => {
  it.each([
    [['approved', 'pending', 'rejected'], 'rejected'],
    [['approved', 'pending'], 'pending'],
    [['approved', 'approved'], 'approved'],
    [['pending'], 'pending'],
  ] as const)('%j → %s', (statuses, status) => expect(combinedStatus(statuses)).toBe(status));
});
