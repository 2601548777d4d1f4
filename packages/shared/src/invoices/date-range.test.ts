import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoiceDateRange, optionalWholeDayRange } from './date-range.ts';

const issuesOf = (range: { from: string; to: string }) => {
  const result = invoiceDateRange.safeParse(range);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe("the 'Filter Total Payments' range (spec 001 §5)", () => {
  it.each<[string, { from: string; to: string }, Record<string, string>]>([
    ['a range of whole days', { from: '2026-01-01', to: '2026-12-31' }, {}],
    ['one day', { from: '2026-11-28', to: '2026-11-28' }, {}],
    ['the last day there is', { from: '2099-12-31', to: '2099-12-31' }, {}],
    ['no start', { from: '', to: '2026-12-31' }, { from: 'Start date is required' }],
    ['no end', { from: '2026-01-01', to: ' ' }, { to: 'End date is required' }],
    ['neither', { from: '', to: '' }, { from: 'Start date is required', to: 'End date is required' }],
    [
      'the start after the end',
      { from: '2026-12-31', to: '2026-01-01' },
      { from: 'Start date is greater than end date' },
    ],
    [
      'after 31 Dec 2099',
      { from: '2026-01-01', to: '2100-01-01' },
      { to: 'Dates cannot be after 31 Dec 2099' },
    ],
    ['not a day', { from: '2026-02-30', to: '2026-03-01' }, { from: 'Enter a valid date (YYYY-MM-DD).' }],
  ])('%s', (_name, range, expected) => {
    expect(issuesOf(range)).toEqual(expected);
  });
});

describe('a range that may be left out (the summary’s min_date and max_date)', () => {
  const days = optionalWholeDayRange('min_date', 'max_date');
  const schema = z.object(days.shape).superRefine(days.check);
  const issuesOf = (range: Record<string, string>) => {
    const result = schema.safeParse(range);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['neither: all time', {}, {}],
    ['both', { min_date: '2026-01-01', max_date: '2026-12-31' }, {}],
    ['one day', { min_date: '2026-11-28', max_date: '2026-11-28' }, {}],
    ['a start alone', { min_date: '2026-01-01' }, { max_date: 'End date is required' }],
    ['an end alone', { max_date: '2026-12-31' }, { min_date: 'Start date is required' }],
    [
      'the start after the end',
      { min_date: '2026-12-31', max_date: '2026-01-01' },
      { min_date: 'Start date is greater than end date' },
    ],
    [
      'not a day',
      { min_date: '2026-02-30', max_date: '2026-03-01' },
      { min_date: 'Enter a valid date (YYYY-MM-DD).' },
    ],
  ])('%s', (_name, range, expected) => {
    expect(issuesOf(range)).toEqual(expected);
  });
});
