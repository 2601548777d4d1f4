import { permissionsOf } from '@kazi/shared/auth/permissions';
import { ROLES, type Role } from '@kazi/shared/auth/roles';
import { INCOMING_FILTERS } from '@kazi/shared/invoices/rules';
import { describe, expect, it } from 'vitest';
import {
  allowedFilter,
  createEntriesFor,
  incomingFiltersFor,
  invoiceListQuery,
  invoiceSummaryQuery,
  readDateRange,
  readListPage,
  shownRange,
  withListParams,
} from './list-params.ts';

const actor = (role: Role) => ({ id: 1, permissions: permissionsOf([role]) });
const params = (search: string) => new URLSearchParams(search);

describe('the filters each role opens (spec 001 §2 Routes)', () => {
  it.each(ROLES.map((role) => [role]))('%s', (role) => {
    const all = permissionsOf([role]).includes('payments.view_all_statuses');
    expect(incomingFiltersFor(actor(role))).toEqual(all ? INCOMING_FILTERS : ['all', 'pending', 'paid']);
  });

  it('opens only a known filter the person may see', () => {
    expect(allowedFilter(actor('client'), 'overdue')).toBe('overdue');
    expect(allowedFilter(actor('pay_admin'), 'credit-notes')).toBe('credit-notes');
    expect(allowedFilter(actor('developer'), 'overdue')).toBeNull();
    expect(allowedFilter(actor('developer'), 'paid')).toBe('paid');
    expect(allowedFilter(actor('admin'), 'nonsense')).toBeNull();
    expect(allowedFilter(actor('admin'), undefined)).toBeNull();
  });
});

describe('the list query of each filter (ADR 032)', () => {
  const page = { page: 2, pageSize: 50 };
  it.each([
    ['all', {}],
    ['pending', { paid: 'false' }],
    ['paid', { paid: 'true' }],
    ['overdue', { overdue: 'true' }],
    ['archived', { archived: 'true' }],
    ['credit-notes', { type: 'credit_nota' }],
    ['commitment-payments', { type: 'commitment' }],
  ] as const)('%s', (filter, query) => {
    expect(invoiceListQuery(filter, page, null)).toEqual({ ...query, page: 2, page_size: 50 });
    expect(invoiceListQuery(filter, page, 7)).toEqual({ ...query, project: 7, page: 2, page_size: 50 });
  });
});

describe('page and page size in the URL', () => {
  it.each([
    ['', { page: 1, pageSize: 20 }],
    ['?page=3&page_size=150', { page: 3, pageSize: 150 }],
    ['?page=0&page_size=30', { page: 1, pageSize: 20 }],
    ['?page=-2&page_size=abc', { page: 1, pageSize: 20 }],
    ['?page=1.5&page_size=100', { page: 1, pageSize: 100 }],
  ])('%s', (search, expected) => {
    expect(readListPage(params(search))).toEqual(expected);
  });

  it('leaves defaults out and keeps the other params', () => {
    const start = params('invoice=12&page=4&page_size=50');
    expect(withListParams(start, { page: 1 }).toString()).toBe('invoice=12&page_size=50');
    expect(withListParams(start, { pageSize: 20, page: 1 }).toString()).toBe('invoice=12');
    expect(withListParams(start, { page: 5 }).toString()).toBe('invoice=12&page=5&page_size=50');
  });

  it('sets and clears the summary range without touching the page', () => {
    const range = { from: '2026-01-01', to: '2026-03-31' };
    const withRange = withListParams(params('page=2'), { range });
    expect(withRange.toString()).toBe('page=2&from=2026-01-01&to=2026-03-31');
    expect(readDateRange(withRange)).toEqual(range);
    expect(withListParams(withRange, { range: null }).toString()).toBe('page=2');
  });

  it('reads no range from a URL the form would refuse', () => {
    expect(readDateRange(params('from=2026-03-01'))).toBeNull();
    expect(readDateRange(params('from=2026-03-01&to=2026-01-01'))).toBeNull();
    expect(readDateRange(params('from=2026-03-01&to=2100-01-01'))).toBeNull();
  });
});

describe('the summary query', () => {
  it('asks for incoming payments of the whole days of the range, in a project or not', () => {
    expect(invoiceSummaryQuery(null, null)).toEqual({ type: 'sale' });
    expect(invoiceSummaryQuery({ from: '2026-01-01', to: '2026-01-31' }, 4)).toEqual({
      type: 'sale',
      min_date: '2026-01-01',
      max_date: '2026-01-31',
      project: 4,
    });
  });
});

describe("the Create menu's entries by tab", () => {
  it.each([
    ['all', ['sale', 'final']],
    ['overdue', ['sale', 'final']],
    ['credit-notes', ['sale', 'credit_nota', 'final']],
    ['commitment-payments', ['sale', 'commitment', 'final']],
  ] as const)('%s', (filter, entries) => {
    expect(createEntriesFor(filter)).toEqual(entries);
  });
});

describe("the footer's 'Showing X - Y out of N items'", () => {
  it.each([
    [0, 1, 20, { from: 0, to: 0 }],
    [7, 1, 20, { from: 1, to: 7 }],
    [45, 2, 20, { from: 21, to: 40 }],
    [45, 3, 20, { from: 41, to: 45 }],
    [150, 1, 150, { from: 1, to: 150 }],
  ])('%i items, page %i of %i', (count, page, pageSize, expected) => {
    expect(shownRange(count, { page, pageSize })).toEqual(expected);
  });
});
