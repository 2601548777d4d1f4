import { INCOMING_INVOICE_TYPES, INVOICE_STATUSES } from '@kazi/shared/invoices/rules';
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
  type WorldProjects,
} from './test-support.ts';

let t: TestApp;
let p: People;
let projects: WorldProjects;

beforeAll(async () => {
  ({ t, p, projects } = await openPropertyWorld());
});
afterAll(() => t.close());

/** A list query of the filters the folded counts serve (ADR 032 Lists at scale). */
const listFilter = fc.record({
  archived: fc.option(fc.boolean(), { nil: undefined }),
  paid: fc.option(fc.boolean(), { nil: undefined }),
  excludeStatus: fc.option(fc.constantFrom(...INVOICE_STATUSES), { nil: undefined }),
  types: fc.option(fc.subarray([...INCOMING_INVOICE_TYPES], { minLength: 1 }), { nil: undefined }),
  overdue: fc.option(fc.constant(true), { nil: undefined }),
});
type ListFilter = typeof listFilter extends fc.Arbitrary<infer T> ? T : never;

const queryOf = (filter: ListFilter) =>
  [
    filter.archived === undefined ? '' : `&archived=${filter.archived}`,
    filter.paid === undefined ? '' : `&paid=${filter.paid}`,
    filter.excludeStatus ? `&exclude_status=${filter.excludeStatus}` : '',
    filter.types ? `&types=${filter.types.join(',')}` : '',
    filter.overdue ? '&overdue=true' : '',
  ].join('');

/** What the list holds under the filter, straight from the invoices given. */
const matching = (rows: RandomInvoice[], filter: ListFilter) =>
  rows.filter(
    (row) =>
      !row.deleted &&
      row.archived === (filter.archived ?? false) &&
      (filter.paid === undefined || row.paid === filter.paid) &&
      row.status !== filter.excludeStatus &&
      (filter.types ?? INCOMING_INVOICE_TYPES).includes(row.type) &&
      (!filter.overdue || (!row.paid && row.due < 0)),
  ).length;

const countOf = async (who: TestClient, filter: ListFilter) => {
  const response = await who.get(`/api/invoices/?page_size=200${queryOf(filter)}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json();
  expect(page.results).toHaveLength(Math.min(page.count, 200));
  return page.count as number;
};

describe('GET invoices/: the count of every project comes from the folded counts, exactly', () => {
  it('equals the invoices that match, folded or not, for staff (every project’s counts) and clients (their projects’)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomInvoice, { maxLength: 14 }),
        fc.boolean(),
        listFilter,
        async (rows, fold, filter) => {
          await replaceWorldInvoices(t, projects, rows, fold);
          expect(await countOf(p.finance.client, filter)).toBe(matching(rows, filter));
          const own = rows.filter((row) => row.project !== 'foreign' && row.status !== 'draft');
          expect(await countOf(p.client.client, filter)).toBe(matching(own, filter));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('equals the invoices a client sees under any filter of their projects’ counts, folded or not', async () => {
    // Each filter left out half the time (fast-check's default leaves one out in six), and never
    // overdue (counted, not folded): the client's projects' counts are what this reads.
    const often = { nil: undefined, freq: 2 } as const;
    const theirFilter = fc.record({
      archived: fc.option(fc.boolean(), often),
      paid: fc.option(fc.boolean(), often),
      excludeStatus: fc.option(fc.constantFrom(...INVOICE_STATUSES), often),
      types: fc.option(fc.subarray([...INCOMING_INVOICE_TYPES], { minLength: 1 }), often),
      overdue: fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomInvoice, { minLength: 4, maxLength: 14 }),
        fc.boolean(),
        theirFilter,
        async (rows, fold, filter) => {
          await replaceWorldInvoices(t, projects, rows, fold);
          const own = rows.filter((row) => row.project !== 'foreign' && row.status !== 'draft');
          expect(await countOf(p.client.client, filter)).toBe(matching(own, filter));
        },
      ),
      { numRuns: 40 },
    );
  });

  /** The statements a list ran that read `folded`, and those that counted invoices. */
  const countedBy = async (who: TestClient, path: string, folded: RegExp) => {
    const { result, statements } = await t.queries.count(() => who.get(path));
    expect(result.statusCode).toBe(200);
    return {
      folded: statements.filter((statement) => folded.test(statement)),
      counted: statements.filter((statement) => /count\(\*\)/.test(statement)),
    };
  };

  it('reads a few rows, not the invoices, for a staff list of every project', async () => {
    const { folded } = await countedBy(p.finance.client, '/api/invoices/?paid=true', /invoice_list_counts/);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatch(/invoice_total_changes/);
  });

  it('reads their projects’ counts, not the invoices, for a client’s list', async () => {
    const { folded, counted } = await countedBy(
      p.client.client,
      '/api/invoices/?paid=false',
      /invoice_project_counts/,
    );
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatch(/invoice_total_changes/);
    expect(counted).toHaveLength(0);
  });

  it('reads the due days, not the invoices, for the overdue list of every project', async () => {
    const { folded, counted } = await countedBy(
      p.finance.client,
      '/api/invoices/?overdue=true',
      /invoice_due_counts/,
    );
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatch(/invoice_total_changes/);
    expect(counted).toHaveLength(0);
  });
});
