import { describe, expect, it } from 'vitest';
import { exportFileName, exportQueryOf, invoiceExportQuery } from './export.ts';

const issuesOf = (query: Record<string, string>) => {
  const result = invoiceExportQuery.safeParse(query);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('export/ query (spec 001 §5 Date-range export)', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a range', { start: '2026-01-01', end: '2026-12-31' }, {}],
    ['the last day there is', { start: '2099-12-31', end: '2099-12-31' }, {}],
    ['no start', { end: '2026-12-31' }, { start: 'Start date is required' }],
    ['an empty end', { start: '2026-01-01', end: '' }, { end: 'End date is required' }],
    [
      'the start after the end',
      { start: '2026-12-31', end: '2026-01-01' },
      { start: 'Start date is greater than end date' },
    ],
    [
      'after 31 Dec 2099',
      { start: '2026-01-01', end: '2100-01-01' },
      { end: 'Dates cannot be after 31 Dec 2099' },
    ],
    [
      'another side',
      { start: '2026-01-01', end: '2026-01-02', type: 'credit_nota' },
      { type: expect.any(String) },
    ],
    [
      'an unknown filter code',
      { start: '2026-01-01', end: '2026-01-02', filter: 'x' },
      { filter: expect.any(String) },
    ],
  ])('%s', (_name, query, expected) => {
    expect(issuesOf(query)).toEqual(expected);
  });

  it('defaults to the payments and the all filter', () => {
    expect(invoiceExportQuery.parse({ start: '2026-01-01', end: '2026-01-31' })).toMatchObject({
      type: 'sale',
      filter: 'all',
    });
  });
});

describe('the file name (spec 001 §2 Header)', () => {
  it.each([
    ['sale', 'all', 'ALL Payments.csv'],
    ['purchase', 'pending', 'PENDING Payouts.csv'],
    ['sale', 'credit-notes', 'CREDIT-NOTES Payments.csv'],
  ] as const)('%s %s → %s', (side, filter, name) => {
    expect(exportFileName(side, filter)).toBe(name);
  });
});

describe('export/ query of a list', () => {
  it('drops the page, turns the list’s type into types and adds the side, filter and days', () => {
    const query = exportQueryOf(
      'sale',
      'credit-notes',
      { type: 'credit_nota', project: 7, page: 2, page_size: 50 },
      { from: '2026-01-01', to: '2026-01-31' },
    );
    expect(query).toEqual({
      types: 'credit_nota',
      project: '7',
      type: 'sale',
      filter: 'credit-notes',
      start: '2026-01-01',
      end: '2026-01-31',
    });
    expect(invoiceExportQuery.safeParse(query).success).toBe(true);
  });
});
