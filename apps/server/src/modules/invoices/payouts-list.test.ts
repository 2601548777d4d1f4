import type { PayoutGroup } from '@kazi/shared/invoices/payouts-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { insertPayout } from './payouts.test-support.ts';
import { clientProject, foreignProject, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;
let otherDev: SignedIn;
let thirdDev: SignedIn;

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
  otherDev = await loginAs(t.app, 'developer');
  thirdDev = await loginAs(t.app, 'developer');
});
afterAll(() => t.close());

const list = async (who: SignedIn, query: string) => {
  const response = await who.client.get(`/api/invoices/payouts/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: PayoutGroup[]; next: string | null };
};
const payout = (overrides: Partial<Parameters<typeof insertPayout>[1]> = {}) =>
  insertPayout(t.app.db, { projectId: project.id, userId: p.dev.user.id, ...overrides });

describe('GET invoices/payouts/ (ADR 033): a row per batch', () => {
  it('groups a batch into one row with its payouts by id and their exact subtotal', async () => {
    const a = await payout({ batchRef: 'batch-sum', amountMinor: 10_010 });
    const b = await payout({ batchRef: 'batch-sum', amountMinor: 20_020, userId: otherDev.user.id });
    const c = await payout({ batchRef: 'batch-sum', amountMinor: 1, userId: thirdDev.user.id });
    const single = await payout({ amountMinor: 5_000 });
    const { results } = await list(p.staff, `project=${project.id}&page_size=150`);
    const batch = results.find((row) => row.key === 'batch-sum');
    expect(batch?.invoices.map((invoice) => invoice.id)).toEqual([a.id, b.id, c.id]);
    expect(batch).toMatchObject({ batch_ref: 'batch-sum', subtotal: '300.31', currency: 'EUR' });
    const alone = results.find((row) => row.key === `id:${single.id}`);
    expect(alone).toMatchObject({ batch_ref: null, subtotal: '50.00' });
    expect(alone?.invoices[0]).toMatchObject({ type: 'purchase', display_status: 'draft' });
  });

  it('pages over rows, not payouts: every batch once, counted as one', async () => {
    const own = await clientProject(t.app.db, p);
    const team = [p.dev, otherDev, thirdDev];
    for (let batch = 0; batch < 5; batch += 1) {
      for (const member of team) {
        await insertPayout(t.app.db, {
          projectId: own.id,
          userId: member.user.id,
          batchRef: `page-${batch}`,
        });
      }
    }
    await insertPayout(t.app.db, { projectId: own.id, userId: p.dev.user.id });
    await insertPayout(t.app.db, { projectId: own.id, userId: p.dev.user.id });
    const seen: string[] = [];
    let members = 0;
    for (let page = 1; page <= 4; page += 1) {
      const body = await list(p.staff, `project=${own.id}&page_size=2&page=${page}`);
      expect(body.count).toBe(7);
      expect(body.results).toHaveLength(page < 4 ? 2 : 1);
      seen.push(...body.results.map((row) => row.key));
      members += body.results.reduce((sum, row) => sum + row.invoices.length, 0);
    }
    expect(new Set(seen).size).toBe(7);
    expect(members).toBe(17);
  });

  it("pages a developer's own payouts the same from a first page of any footer size as from later pages", async () => {
    const own = await clientProject(t.app.db, p);
    const recipient = await loginAs(t.app, 'developer');
    for (let n = 0; n < 25; n += 1) {
      await insertPayout(t.app.db, {
        projectId: own.id,
        userId: recipient.user.id,
        batchRef: n % 2 ? `own-${n}` : null,
      });
    }
    const ids = (body: { results: PayoutGroup[] }) => body.results.map((row) => row.invoices[0]?.id);
    const whole = await list(recipient, 'page_size=50');
    expect(whole.count).toBe(25);
    expect(ids(whole)).toHaveLength(25);
    const first = await list(recipient, 'page_size=20');
    const second = await list(recipient, 'page_size=20&page=2');
    expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
    expect(ids(await list(recipient, 'page_size=7&page=2'))).toEqual(ids(whole).slice(7, 14));
    // One statement for the page, planned once per connection for any values: the type in words
    // (the recipient index's predicate), the first page's LIMIT written in.
    const { statements } = await t.queries.count(() =>
      recipient.client.get('/api/invoices/payouts/?page_size=20'),
    );
    const page = statements.filter((statement) => /\binvoices\b/.test(statement));
    expect(page).toHaveLength(2); // their payouts as lines, and the count
    const lines = page.find((statement) => statement.includes('order by'));
    expect(lines).toMatch(/limit 20$/);
    expect(lines).toContain(`"invoices"."type" = 'purchase'`);
    expect(lines).not.toContain('any(');
  });

  it('filters the members: a half-paid batch shows its unpaid payouts as pending, its paid ones as paid', async () => {
    const own = await clientProject(t.app.db, p);
    const open = await insertPayout(t.app.db, { projectId: own.id, userId: p.dev.user.id, batchRef: 'half' });
    const done = await insertPayout(t.app.db, {
      projectId: own.id,
      userId: otherDev.user.id,
      batchRef: 'half',
      status: 'approved',
      paid: true,
      paidAt: new Date(),
      amountMinor: 2_500,
    });
    const pending = await list(p.finance, `project=${own.id}&paid=false`);
    expect(pending.results.map((row) => row.invoices.map((invoice) => invoice.id))).toEqual([[open.id]]);
    const paid = await list(p.finance, `project=${own.id}&paid=true`);
    expect(paid.results).toMatchObject([{ key: 'half', subtotal: '25.00' }]);
    expect(paid.results[0]?.invoices.map((invoice) => invoice.id)).toEqual([done.id]);
    expect(paid.count).toBe(1);
  });

  it('shows a developer their own payouts only, a client none', async () => {
    const own = await clientProject(t.app.db, p);
    const mine = await insertPayout(t.app.db, {
      projectId: own.id,
      userId: p.dev.user.id,
      batchRef: 'mixed',
    });
    const theirs = await insertPayout(t.app.db, {
      projectId: own.id,
      userId: otherDev.user.id,
      batchRef: 'mixed',
    });
    const body = await list(p.dev, `project=${own.id}`);
    expect(body.results.flatMap((row) => row.invoices.map((invoice) => invoice.id))).toEqual([mine.id]);
    expect(body.count).toBe(1);
    const all = await list(otherDev, 'page_size=150');
    expect(all.results.flatMap((row) => row.invoices.map((invoice) => invoice.user?.id))).not.toContain(
      p.dev.user.id,
    );
    expect((await p.dev.client.get(`/api/invoices/${theirs.id}/`)).statusCode).toBe(404);
    expect((await p.dev.client.get(`/api/invoices/${mine.id}/`)).statusCode).toBe(200);
    expect(await list(p.client, `project=${own.id}`)).toMatchObject({ count: 0, results: [] });
    expect((await p.client.client.get(`/api/invoices/${mine.id}/`)).statusCode).toBe(404);
  });

  it('runs four statements for the page whatever its size (no N+1)', async () => {
    const statements = async (size: number) => {
      const { result, statements } = await t.queries.count(() =>
        p.staff.client.get(`/api/invoices/payouts/?page_size=${size}`),
      );
      expect(result.statusCode).toBe(200);
      return statements.filter((statement) =>
        /\b(invoices|payout_batches|payout_batch_counts|projects)\b/.test(statement),
      );
    };
    expect(await statements(1)).toHaveLength(4);
    expect(await statements(150)).toHaveLength(4);
  });

  it('gives each payout the line the row shows, not the whole invoice', async () => {
    const own = await clientProject(t.app.db, p);
    const line = await insertPayout(t.app.db, {
      projectId: own.id,
      userId: p.dev.user.id,
      amountMinor: 4_200,
    });
    const { results } = await list(p.finance, `project=${own.id}`);
    const [shown] = results.flatMap((row) => row.invoices);
    const whole = (await p.finance.client.get(`/api/invoices/${line.id}/`)).json() as Record<string, unknown>;
    expect(shown).toEqual({
      id: line.id,
      type: 'purchase',
      title: whole.title,
      number: `PO-${line.id}`,
      created_at: whole.created_at,
      due_at: whole.due_at,
      total_amount: '42.00',
      currency: 'EUR',
      project: { id: own.id, title: own.title, archived: false },
      client: whole.client,
      user: whole.user,
      status: 'draft',
      display_status: whole.display_status,
      overdue: whole.overdue,
      paid: false,
      finalized: false,
      archived: false,
      payment_platform: null,
      batch_ref: null,
      download_url: null,
      revision: whole.revision,
      abilities: whole.abilities,
    });
    expect(shown?.client).not.toBeNull();
    expect(shown?.user?.id).toBe(p.dev.user.id);
  });

  it('shows client managers the payouts of their projects only, staff every one', async () => {
    const theirs = await clientProject(t.app.db, p);
    const elsewhere = await foreignProject(t.app.db, p);
    const inside = await insertPayout(t.app.db, { projectId: theirs.id, userId: p.dev.user.id });
    const outside = await insertPayout(t.app.db, { projectId: elsewhere.id, userId: p.dev.user.id });
    const ids = async (who: SignedIn) =>
      (await list(who, 'page_size=150')).results.flatMap((row) => row.invoices.map((invoice) => invoice.id));
    expect(await ids(p.cm)).toContain(inside.id);
    expect(await ids(p.cm)).not.toContain(outside.id);
    expect(await ids(p.staff)).toEqual(expect.arrayContaining([inside.id, outside.id]));
    expect((await p.cm.client.get(`/api/invoices/${outside.id}/`)).statusCode).toBe(404);
  });

  it('pays each recipient once per batch: the database refuses a second payout to them', async () => {
    const own = await clientProject(t.app.db, p);
    await insertPayout(t.app.db, { projectId: own.id, userId: p.dev.user.id, batchRef: 'once' });
    await expect(
      insertPayout(t.app.db, { projectId: own.id, userId: p.dev.user.id, batchRef: 'once' }),
    ).rejects.toThrow();
    const body = await list(p.dev, `project=${own.id}`);
    expect(body).toMatchObject({ count: 1, results: [{ key: 'once' }] });
  });

  it('finds a payout by the reference it shows (PO-<id>), in the payouts list and the invoices list', async () => {
    const wanted = await payout({ amountMinor: 7_700 });
    await payout({ amountMinor: 7_800 });
    const found = await list(p.finance, `search=po-${wanted.id}`);
    expect(found.results.flatMap((row) => row.invoices.map((invoice) => invoice.number))).toEqual([
      `PO-${wanted.id}`,
    ]);
    const mine = await list(p.dev, `search=PO-${wanted.id}`);
    expect(mine.count).toBe(1);
    const incoming = await p.finance.client.get(`/api/invoices/?search=PO-${wanted.id}`);
    expect(incoming.json().count).toBe(0);
    const anyType = await p.finance.client.get(`/api/invoices/?search=PO-${wanted.id}&types=sale,purchase`);
    expect(anyType.json().results.map((invoice: { id: number }) => invoice.id)).toEqual([wanted.id]);
  });

  it('404s a project the caller may not open', async () => {
    const response = await p.otherClient.client.get(`/api/invoices/payouts/?project=${project.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET invoices/platform-summary/ (spec 001 §3)', () => {
  it('sums the list’s payouts per platform exactly, on the list’s filters', async () => {
    const own = await clientProject(t.app.db, p);
    const at = (paymentPlatform: 'iban' | 'payoneer' | null, amountMinor: number, paid = false) =>
      insertPayout(t.app.db, {
        projectId: own.id,
        userId: p.dev.user.id,
        paymentPlatform,
        amountMinor,
        status: paymentPlatform ? 'approved' : 'draft',
        paid,
      });
    await at('iban', 10_001);
    await at('iban', 20_002, true);
    await at('payoneer', 33);
    await at(null, 700);
    const response = await p.finance.client.get(`/api/invoices/platform-summary/?project=${own.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { payment_platform: 'iban', total_amount: '300.03' },
      { payment_platform: 'payoneer', total_amount: '0.33' },
      { payment_platform: null, total_amount: '7.00' },
    ]);
    const unpaid = await p.admin.client.get(
      `/api/invoices/platform-summary/?project=${own.id}&paid=false&payment_method=iban`,
    );
    expect(unpaid.json()).toEqual([{ payment_platform: 'iban', total_amount: '100.01' }]);
    expect((await p.staff.client.get('/api/invoices/platform-summary/')).statusCode).toBe(403);
  });
});
