import { describe, expect, it } from 'vitest';
import { daysInMonth, MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.ts';

describe('month names', () => {
  it('names twelve months from January, abbreviated to three letters', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
    expect(MONTH_ABBREVIATIONS).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
});

describe('daysInMonth', () => {
  it('counts Gregorian months, leap years by the century rule, and no day outside 1–12', () => {
    expect([1, 4, 6, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 30, 30, 31]);
    expect([2024, 2026, 1900, 2000, 2100].map((year) => daysInMonth(year, 2))).toEqual([29, 28, 28, 29, 28]);
    expect([0, 13].map((month) => daysInMonth(2026, month))).toEqual([0, 0]);
  });
});
