import { addDays, invoiceTotals } from '@kazi/shared/invoices/rules';
import type { InvoiceSummary } from '@kazi/shared/invoices/schemas';
import { formatMoneySum } from '@kazi/shared/money/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import {
  openPropertyWorld,
  type People,
  type RandomInvoice,
  randomInvoice,
  replaceWorldInvoices,
  TODAY,
  type WorldProjects,
} from './test-support.ts';

let t: TestApp;
let p: People;
let projects: WorldProjects;

beforeAll(async () => {
  ({ t, p, projects } = await openPropertyWorld());
});
afterAll(() => t.close());

const FROM = addDays(TODAY, -10);
const TO = addDays(TODAY, 10);

const summaryOf = async (who: TestClient, query = '') => {
  const response = await who.get(`/api/invoices/summary/?min_date=${FROM}&max_date=${TO}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoiceSummary;
};

/** The summary the ADR defines, summed straightforwardly in cents over the invoices given. */
function expectedSummary(rows: RandomInvoice[], seesExpected: boolean): InvoiceSummary {
  const per = (currency: 'EUR' | 'USD') => {
    const counted = rows.filter(
      (row) => row.currency === currency && !row.archived && !row.deleted && Math.abs(row.day) <= 10,
    );
    const sum = (keep: (row: RandomInvoice) => boolean) =>
      counted
        .filter(keep)
        .reduce<bigint>((acc, row) => acc + BigInt(invoiceTotals(row.amount, row.rate).total), 0n);
    const live = (row: RandomInvoice) => row.status !== 'draft' && row.status !== 'rejected';
    const note = (row: RandomInvoice) => row.type === 'credit_nota';
    const total = sum((row) => !note(row) && live(row));
    const paid = sum((row) => !note(row) && live(row) && row.paid);
    return {
      total: formatMoneySum(total),
      total_expected: seesExpected ? formatMoneySum(sum((row) => !note(row))) : null,
      paid: formatMoneySum(paid),
      unpaid: formatMoneySum(total - paid),
      credit_notes: { total: formatMoneySum(sum((row) => note(row) && live(row))) },
    };
  };
  return { EUR: per('EUR'), USD: per('USD') };
}

/** Money strings added in cents. */
function added(a: InvoiceSummary, b: InvoiceSummary): InvoiceSummary {
  const cents = (text: string | null) => BigInt((text ?? '0').replace('.', ''));
  const plus = (x: string | null, y: string | null) =>
    x === null || y === null ? null : formatMoneySum(cents(x) + cents(y));
  const per = (currency: 'EUR' | 'USD') => ({
    total: plus(a[currency].total, b[currency].total) as string,
    total_expected: plus(a[currency].total_expected, b[currency].total_expected),
    paid: plus(a[currency].paid, b[currency].paid) as string,
    unpaid: plus(a[currency].unpaid, b[currency].unpaid) as string,
    credit_notes: { total: plus(a[currency].credit_notes.total, b[currency].credit_notes.total) as string },
  });
  return { EUR: per('EUR'), USD: per('USD') };
}

const replaceInvoices = (rows: RandomInvoice[], fold = false) =>
  replaceWorldInvoices(t, projects, rows, fold);

describe('GET invoices/summary/: the figures are sums in cents (property-based, ADR 032 Summary)', () => {
  it('equal a straightforward sum of the same invoices, and a group equals the sum of its members', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(randomInvoice, { maxLength: 14 }), fc.boolean(), async (rows, fold) => {
        await replaceInvoices(rows, fold);
        const finance = await summaryOf(p.finance.client);
        expect(finance).toEqual(expectedSummary(rows, true));
        const client = await summaryOf(p.client.client);
        expect(client).toEqual(
          expectedSummary(
            rows.filter((row) => row.project !== 'foreign'),
            false,
          ),
        );
        const [a, b] = [
          await summaryOf(p.client.client, `&project=${projects.a.id}`),
          await summaryOf(p.client.client, `&project=${projects.b.id}`),
        ];
        expect(a).toEqual(
          expectedSummary(
            rows.filter((row) => row.project === 'a'),
            false,
          ),
        );
        expect(added(a, b)).toEqual(client);
      }),
      { numRuns: 30 },
    );
  });
});

describe('GET invoices/summary/: who sees what', () => {
  it('answers EUR and USD always; developers see no incoming figures; payouts are not counted here', async () => {
    await replaceInvoices([
      {
        project: 'a',
        type: 'sale',
        status: 'approved',
        paid: false,
        archived: false,
        deleted: false,
        currency: 'EUR',
        amount: 10_000,
        rate: 2100,
        day: 0,
        due: 14,
        movedFrom: null,
      },
    ]);
    const zero = {
      total: '0.00',
      total_expected: null,
      paid: '0.00',
      unpaid: '0.00',
      credit_notes: { total: '0.00' },
    };
    expect(await summaryOf(p.dev.client)).toEqual({ EUR: zero, USD: zero });
    expect((await summaryOf(p.cm.client)).EUR).toMatchObject({ total: '121.00', total_expected: null });
    expect((await summaryOf(p.admin.client, '&type=purchase')).EUR).toMatchObject({ total: '0.00' });
    expect((await summaryOf(p.finance.client)).EUR.total_expected).toBe('121.00');
  });

  it('a project outside the caller’s scope is 404', async () => {
    const response = await p.client.client.get(`/api/invoices/summary/?project=${projects.foreign.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('runs one aggregate statement: the day totals over every project, the invoices over a scope', async () => {
    const run = async (who: TestClient) => {
      const { result, statements } = await t.queries.count(() => who.get('/api/invoices/summary/'));
      expect(result.statusCode).toBe(200);
      return statements.filter((statement) => /\binvoice(s|_day_totals)\b/.test(statement));
    };
    expect(await run(p.finance.client)).toEqual([expect.stringMatching(/invoice_day_totals/)]);
    expect(await run(p.client.client)).toEqual([expect.stringMatching(/from "invoices"/)]);
  });
});

describe('GET invoices/summary/: the date range (spec 001 §5, as export/)', () => {
  it.each<[string, string, Record<string, string[]>]>([
    [
      'the start after the end',
      `min_date=${TO}&max_date=${FROM}`,
      { min_date: ['Start date is greater than end date'] },
    ],
    ['a start alone', `min_date=${FROM}`, { max_date: ['End date is required'] }],
    ['an end alone', `max_date=${TO}`, { min_date: ['Start date is required'] }],
    [
      'a day that is none',
      `min_date=2026-02-30&max_date=${TO}`,
      { min_date: ['Enter a valid date (YYYY-MM-DD).'] },
    ],
  ])('refuses %s (400)', async (_name, query, fields) => {
    const response = await p.finance.client.get(`/api/invoices/summary/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fields);
  });

  it('takes one whole day, both days, or neither (all time)', async () => {
    for (const query of [
      `min_date=${TO}&max_date=${TO}`,
      `min_date=${FROM}&max_date=${TO}`,
      '',
      'type=purchase',
    ]) {
      expect((await p.finance.client.get(`/api/invoices/summary/?${query}`)).statusCode, query).toBe(200);
    }
  });
});
