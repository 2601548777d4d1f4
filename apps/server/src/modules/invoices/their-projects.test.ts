import type { Invoice } from '@kazi/shared/invoices/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { clientProject, foreignProject, insertInvoice, type People, people } from './test-support.ts';

let t: TestApp;
let p: People;
/** Newest first, as every list orders them. */
let newestFirst: number[];

// A client's list walks each of their projects on its own (repository.ts theirProjectsWalk): the
// pages must still interleave the projects by date, hold each invoice once although the client
// holds two places on each project (owner and creator), and never reach another client's.
beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
  const projects = [await clientProject(t.app.db, p), await clientProject(t.app.db, p)];
  const foreign = await foreignProject(t.app.db, p);
  const made: { id: number; at: number }[] = [];
  for (let i = 0; i < 9; i += 1) {
    const at = Date.UTC(2026, 0, 1 + i);
    const project = projects[[0, 1, 1, 0, 1, 0, 0, 1, 0][i] as number];
    const row = await insertInvoice(t.app.db, {
      projectId: project?.id as number,
      status: 'pending',
      createdAt: new Date(at),
    });
    made.push({ id: row.id, at });
    await insertInvoice(t.app.db, { projectId: foreign.id, status: 'pending', createdAt: new Date(at + 1) });
  }
  // Two made at the same moment: the id breaks the tie, as in the index.
  const tie = new Date(Date.UTC(2026, 0, 5));
  for (const project of projects) {
    const row = await insertInvoice(t.app.db, { projectId: project.id, status: 'pending', createdAt: tie });
    made.push({ id: row.id, at: tie.getTime() });
  }
  newestFirst = made.sort((a, b) => b.at - a.at || b.id - a.id).map((row) => row.id);
});
afterAll(() => t.close());

const page = async (who: TestClient, query: string) => {
  const response = await who.get(`/api/invoices/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { count: number; results: Invoice[] };
  return { count: body.count, ids: body.results.map((invoice) => invoice.id) };
};

describe('GET invoices/ over the projects a person holds places on', () => {
  it('pages newest first across their projects, each invoice once', async () => {
    const pages = [];
    for (let n = 1; n <= 4; n += 1) {
      const { count, ids } = await page(p.client.client, `page_size=3&page=${n}`);
      expect(count).toBe(newestFirst.length);
      pages.push(...ids);
    }
    expect(pages).toEqual(newestFirst);
    expect((await page(p.client.client, 'page_size=200')).ids).toEqual(newestFirst);
  });

  it('keeps the filters on each project', async () => {
    const paid = newestFirst.filter((_, i) => i % 3 === 0);
    for (const id of paid) {
      await t.app.db.execute(`update invoices set paid = true, paid_at = now() where id = ${id}`);
    }
    expect((await page(p.client.client, 'paid=true&page_size=2&page=2')).ids).toEqual(paid.slice(2, 4));
    expect((await page(p.client.client, 'paid=false&page_size=200')).ids).toEqual(
      newestFirst.filter((id) => !paid.includes(id)),
    );
  });

  it('reads each project once, without matching its rows against all their projects again', async () => {
    // Each project's scan matched its rows against the array of the person's projects again: a
    // client of 1,800 projects waited 0.6 s for a page (bench/README.md).
    const { result, statements } = await t.queries.count(() => p.client.client.get('/api/invoices/'));
    expect(result.statusCode).toBe(200);
    const walks = statements.filter((statement) => statement.includes('cross join lateral'));
    expect(walks).toHaveLength(1);
    const [before, walked] = (walks[0] as string).split('cross join lateral');
    expect(before?.match(/from projects where owner_id =/g)).toHaveLength(1);
    expect(walked).not.toMatch(/from projects where owner_id =/);
  });

  it('walks past the payouts of their projects, and still lists payouts to those who ask for them', async () => {
    // The walk of incoming invoices says `type <> 'purchase'` in words, for the incoming index
    // (migration 0039); a CM who asks for payouts walks the same projects for those.
    const [project] = await t.app.db
      .select({ id: invoices.projectId })
      .from(invoices)
      .where(eq(invoices.id, newestFirst[0] as number));
    const payout = await insertInvoice(t.app.db, {
      projectId: project?.id as number,
      type: 'purchase',
      userId: p.dev.user.id,
      status: 'approved',
      createdAt: new Date(Date.UTC(2026, 0, 20)),
    });
    const incoming = await page(p.cm.client, 'page_size=200');
    expect(incoming.ids).toEqual(newestFirst);
    const { result, statements } = await t.queries.count(() => p.cm.client.get('/api/invoices/'));
    expect(result.statusCode).toBe(200);
    expect(statements.find((statement) => statement.includes('cross join lateral'))).toContain(
      `"invoices"."type" <> 'purchase'`,
    );
    const payouts = await page(p.cm.client, 'type=purchase&page_size=200');
    expect(payouts.ids).toEqual([payout.id]);
  });

  it('reads a first page at a footer size, named with its size written in, and the pages after it', async () => {
    // repository.ts pagedByWindow: with the window as parameters PostgreSQL planned every request.
    const project = await clientProject(t.app.db, p);
    const newer: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const row = await insertInvoice(t.app.db, {
        projectId: project.id,
        status: 'pending',
        createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
      });
      newer.unshift(row.id);
    }
    const all = [...newer, ...newestFirst];
    const { result, statements } = await t.queries.count(() => p.client.client.get('/api/invoices/'));
    expect(result.json().results.map((invoice: Invoice) => invoice.id)).toEqual(all.slice(0, 20));
    const walk = statements.find((statement) => statement.includes('cross join lateral')) ?? '';
    expect(walk).toMatch(/limit 20\) as m/);
    expect(walk).toMatch(/limit 20\) order by/);
    expect((await page(p.client.client, 'page=2')).ids).toEqual(all.slice(20, 40));
    expect((await page(p.client.client, 'page_size=50')).ids).toEqual(all);
  });
});
