import { describe, expect, it } from 'vitest';
import {
  byRecency,
  compareMonthYear,
  formatPeriod,
  isValidLink,
  type Period,
  periodIssues,
} from './rules.ts';

const today = new Date(Date.UTC(2026, 4, 15)); // 15 May 2026

describe('periodIssues (project, work, education dates)', () => {
  it.each<[string, Period, { field: string; message: string }[]]>([
    ['a past period', { start_month: 1, start_year: 2020, end_month: 6, end_year: 2022 }, []],
    ['an ongoing period', { start_month: 1, start_year: 2020, end_month: null, end_year: null }, []],
    ['start and end in one month', { start_month: 3, start_year: 2021, end_month: 3, end_year: 2021 }, []],
    ['a start this month', { start_month: 5, start_year: 2026, end_month: null, end_year: null }, []],
    ['an end in the future', { start_month: 9, start_year: 2024, end_month: 6, end_year: 2028 }, []],
    [
      'no start',
      { end_month: 1, end_year: 2020 },
      [{ field: 'start_year', message: 'Start date is required' }],
    ],
    [
      'a start year without its month',
      { start_year: 2020, end_month: null, end_year: null },
      [{ field: 'start_month', message: 'Start date is required' }],
    ],
    [
      'a start next month',
      { start_month: 6, start_year: 2026, end_month: null, end_year: null },
      [{ field: 'start_year', message: "Start date shouldn't be in the future" }],
    ],
    [
      'a start next year',
      { start_month: 1, start_year: 2027, end_month: 2, end_year: 2027 },
      [{ field: 'start_year', message: "Start date shouldn't be in the future" }],
    ],
    [
      'no end at all',
      { start_month: 1, start_year: 2020 },
      [{ field: 'end_year', message: 'End date is required' }],
    ],
    [
      'an end year without its month',
      { start_month: 1, start_year: 2020, end_month: null, end_year: 2021 },
      [{ field: 'end_month', message: 'End date is required' }],
    ],
    [
      'a start after the end',
      { start_month: 7, start_year: 2022, end_month: 6, end_year: 2022 },
      [{ field: 'start_year', message: 'Start date is greater than end date' }],
    ],
  ])('%s', (_name, period, expected) => {
    expect(periodIssues(period, today)).toEqual(expected);
  });

  it('uses the UTC month, so browser and server agree', () => {
    const lateOnApril30 = new Date(Date.UTC(2026, 3, 30, 23, 30));
    expect(
      periodIssues({ start_month: 5, start_year: 2026, end_month: null, end_year: null }, lateOnApril30),
    ).toHaveLength(1);
  });
});

describe('compareMonthYear and byRecency', () => {
  it('orders months across years', () => {
    expect(compareMonthYear({ month: 12, year: 2020 }, { month: 1, year: 2021 })).toBeLessThan(0);
    expect(compareMonthYear({ month: 1, year: 2021 }, { month: 1, year: 2021 })).toBe(0);
  });

  it('puts ongoing entries first, then the latest end, then the latest start', () => {
    const entries: Period[] = [
      { start_month: 1, start_year: 2015, end_month: 1, end_year: 2018 },
      { start_month: 1, start_year: 2019, end_month: null, end_year: null },
      { start_month: 1, start_year: 2016, end_month: 1, end_year: 2018 },
      { start_month: 1, start_year: 2018, end_month: 5, end_year: 2020 },
    ];
    expect([...entries].sort(byRecency).map((e) => e.start_year)).toEqual([2019, 2018, 2016, 2015]);
  });
});

describe('formatPeriod', () => {
  it.each<[Period, string]>([
    [{ start_month: 3, start_year: 2021, end_month: null, end_year: null }, 'Mar 2021 – Present'],
    [{ start_month: 1, start_year: 2019, end_month: 12, end_year: 2020 }, 'Jan 2019 – Dec 2020'],
  ])('%o → %s', (period, text) => expect(formatPeriod(period)).toBe(text));
});

describe('isValidLink', () => {
  it.each([
    ['https://github.com/kazi/app', true],
    ['http://example.co.ug/path?q=1', true],
    ['github.com/kazi', false],
    ['javascript:alert(1)', false],
    ['ftp://files.example.com', false],
    ['https://localhost', false],
    ['https://exa mple.com', false],
    ['', false],
  ])('%s → %s', (link, valid) => expect(isValidLink(link)).toBe(valid));
});
