import type { PayoutGroup } from '@kazi/shared/invoices/payouts-list';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { invoices } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { openWorld, type People } from './test-support.ts';
import { foldInvoiceTotals } from './totals.repository.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;
/** A recipient per payout: a batch pays each recipient once (invoices_batch_recipient_key). */
let recipients: UserRow[];

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
  recipients = [];
  for (let i = 0; i < 10; i += 1) recipients.push(await createUserWithRole(t.app.db, 'developer'));
});
afterAll(() => t.close());

const BATCHES = ['batch-a', 'batch-b', 'batch-c'] as const;
const batch = fc.option(fc.constantFrom(...BATCHES), { nil: null });

/** A payout as written, then changed by a later statement (moved, paid, archived, deleted). */
const randomPayout = fc.record({
  batch,
  minutesAgo: fc.integer({ min: 0, max: 3 }),
  archived: fc.boolean(),
  paid: fc.boolean(),
  later: fc.option(fc.record({ batch, archived: fc.boolean(), paid: fc.boolean(), deleted: fc.boolean() }), {
    nil: null,
  }),
});
type RandomPayout = typeof randomPayout extends fc.Arbitrary<infer T> ? T : never;

/** The global list's filters that `payout_batches` serves (ADR 033). */
const FILTERS = ['', 'paid=false', 'paid=true', 'archived=true'] as const;

/** Replaces the world's payouts with these, inserted in one statement and changed in others. */
async function writePayouts(rows: RandomPayout[]) {
  const db = t.app.db;
  await db.delete(invoices).where(eq(invoices.type, 'purchase'));
  if (!rows.length) return;
  const now = Date.now();
  const inserted = await db
    .insert(invoices)
    .values(
      rows.map((row, i) => ({
        type: 'purchase' as const,
        projectId: project.id,
        userId: recipients[i]?.id ?? p.dev.user.id,
        title: `Payout ${i}`,
        issuedAt: '2026-01-31',
        dueAt: '2026-02-14',
        currency: 'EUR' as const,
        amountMinor: 100 + i,
        vatMinor: 0,
        totalMinor: 100 + i,
        vatMode: 'none' as const,
        vatRateBp: 0,
        batchRef: row.batch,
        archived: row.archived,
        paid: row.paid,
        createdAt: new Date(now - row.minutesAgo * 60_000),
      })),
    )
    .returning({ id: invoices.id });
  for (const [i, row] of rows.entries()) {
    const id = inserted[i]?.id;
    if (!row.later || id === undefined) continue;
    await db
      .update(invoices)
      .set({
        batchRef: row.later.batch,
        archived: row.later.archived,
        paid: row.later.paid,
        deletedAt: row.later.deleted ? new Date() : null,
      })
      .where(eq(invoices.id, id));
  }
}

/** The list's rows straight from the payouts: each batch (or payout without one) with a member that passes. */
async function expectedRows(filter: (typeof FILTERS)[number]) {
  const rows = await t.app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.type, 'purchase'), sql`${invoices.deletedAt} is null`))
    .orderBy(invoices.id);
  const passes = (row: (typeof rows)[number]) =>
    filter === 'archived=true'
      ? row.archived
      : !row.archived && (filter === '' || row.paid === (filter === 'paid=true'));
  const heads = new Map<string, (typeof rows)[number]>();
  for (const row of rows.filter(passes)) {
    const key = row.batchRef ?? `id:${row.id}`;
    if (!heads.has(key)) heads.set(key, row);
  }
  return [...heads.entries()]
    .sort(([, a], [, b]) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map(([key]) => key);
}

const listed = async (who: TestClient, query: string) => {
  const response = await who.get(`/api/invoices/payouts/?page_size=150&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { count: number; results: PayoutGroup[] };
  return { count: page.count, keys: page.results.map((row) => row.key) };
};

describe('GET invoices/payouts/ over every project: the rows kept per batch (payout_batches)', () => {
  it('lists and counts what the payouts themselves give, and what a project’s list gives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(randomPayout, { maxLength: 10 }), fc.boolean(), async (rows, fold) => {
        await writePayouts(rows);
        // The row counts are the folded ones plus the changes not folded yet: either way the same.
        if (fold) await foldInvoiceTotals(t.app.db);
        for (const filter of FILTERS) {
          const expected = await expectedRows(filter);
          const global = await listed(p.finance.client, filter);
          expect(global).toEqual({ count: expected.length, keys: expected });
          // A project's list reads the payouts (each probed for an earlier member): the same rows.
          expect(await listed(p.finance.client, `${filter}&project=${project.id}`)).toEqual(global);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('reads the batches’ rows and their folded count, not the payouts, for a list of every project', async () => {
    const { result, statements } = await t.queries.count(() =>
      p.finance.client.get('/api/invoices/payouts/?paid=false'),
    );
    expect(result.statusCode).toBe(200);
    const counted = statements.filter((statement) => /"payout_batch_counts"/.test(statement));
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatch(/payout_batch_count_changes/);
    expect(
      statements.filter((statement) => /"invoices"/.test(statement) && /count\(/.test(statement)),
    ).toEqual([]);
  });
});
