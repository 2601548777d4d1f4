import type { Invoice } from '@kazi/shared/invoices/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import type { TestApp } from '../../test/app.ts';
import { refusal, type TestClient } from '../../test/client.ts';
import { insertPayout } from './payouts.test-support.ts';
import { clientProject, type InvoiceRow, inState, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

beforeAll(async () => {
  ({ t, p, project } = await openWorld());
  await inState(t.app.db, project.id, 'archived');
  await insertPayout(t.app.db, {
    projectId: project.id,
    userId: p.dev.user.id,
    status: 'approved',
    paymentPlatform: 'iban',
  });
});
afterAll(() => t.close());

const LISTS = ['/api/invoices/', '/api/invoices/payouts/'] as const;

/**
 * Each person of the world: whether they filter by overdue and archived (`payments.view_all_statuses`),
 * and by payment platform (`payouts.filter_platform`).
 */
const WHO: [keyof People, boolean, boolean][] = [
  ['admin', true, true],
  ['finance', true, true],
  ['staff', true, false],
  ['spaceLead', true, false],
  ['cm', true, false],
  ['cso', true, false],
  ['client', true, false],
  ['dev', false, false],
  ['designer', false, false],
];

describe('GET invoices/ and invoices/payouts/: the filters a role may use (spec 001 §2, §6)', () => {
  it.each(WHO)('%s: overdue and archived %s, payment platform %s', async (who, byStatus, byPlatform) => {
    const client = p[who].client;
    const statusOf = async (path: string, query: string) => (await client.get(`${path}?${query}`)).statusCode;
    for (const path of LISTS) {
      // All, pending and paid, and leaving archived ones out: everyone's.
      for (const query of ['', 'paid=false', 'paid=true', 'archived=false']) {
        expect(await statusOf(path, query), `${path}?${query}`).toBe(200);
      }
      for (const query of ['archived=true', 'overdue=true', 'overdue=false', 'paid=false&overdue=true']) {
        expect(await statusOf(path, query), `${path}?${query}`).toBe(byStatus ? 200 : 403);
      }
      for (const query of ['payment_method=iban', 'payment_method=payoneer&paid=false']) {
        expect(await statusOf(path, query), `${path}?${query}`).toBe(byPlatform ? 200 : 403);
      }
    }
  });

  it('refuses with the API’s 403 body', async () => {
    for (const path of LISTS) {
      const refused = await p.dev.client.get(`${path}?archived=true&project=${project.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal('You do not have permission to perform this action.'));
      const platform = await p.staff.client.get(`${path}?payment_method=iban`);
      expect(platform.json()).toEqual(refusal('You do not have permission to perform this action.'));
    }
  });

  it('lets those who may use them see what the filters find', async () => {
    const archived = await p.cm.client.get(`/api/invoices/?archived=true&project=${project.id}`);
    expect(archived.json().count).toBe(1);
    const byPlatform = await p.finance.client.get(`/api/invoices/payouts/?payment_method=iban`);
    expect(byPlatform.json().count).toBe(1);
  });
});

describe('GET invoices/?issued= (a credit note’s Reference Invoice choices)', () => {
  const page = async (who: TestClient, query: string) => {
    const response = await who.get(`/api/invoices/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { count: number; results: Invoice[] };
    return { count: body.count, ids: body.results.map((invoice) => invoice.id).sort((a, b) => a - b) };
  };

  it('lists the generated or sent invoices of a project, whatever the newer drafts after them', async () => {
    const own = await clientProject(t.app.db, p);
    const issued = [
      await inState(t.app.db, own.id, 'generated'),
      await inState(t.app.db, own.id, 'pending', { lastSentAt: new Date() }),
      await inState(t.app.db, own.id, 'paid'),
    ];
    const drafts: InvoiceRow[] = [];
    for (let n = 0; n < 55; n += 1) drafts.push(await inState(t.app.db, own.id, 'draft'));
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

    // The select asks for 50: without the filter the newest 50 are all drafts.
    const newest = await page(p.finance.client, `project=${own.id}&page_size=50`);
    expect(newest.ids.some((id) => ids(issued).includes(id))).toBe(false);
    expect(await page(p.finance.client, `project=${own.id}&page_size=50&issued=true`)).toEqual({
      count: 3,
      ids: ids(issued),
    });
    const others = await page(p.finance.client, `project=${own.id}&page_size=150&issued=false`);
    expect(others).toEqual({ count: 55, ids: ids(drafts) });
    // The client's list of their projects and the list of every project count what they show.
    for (const who of [p.client, p.finance]) {
      const every = await page(who.client, 'page_size=150&issued=true');
      expect(every.count).toBe(every.ids.length);
      expect(every.ids).toEqual(expect.arrayContaining(ids(issued)));
      expect(every.ids.some((id) => ids(drafts).includes(id))).toBe(false);
    }
  });

  it('is a yes or no', async () => {
    expect((await p.finance.client.get('/api/invoices/?issued=maybe')).json()).toEqual({
      issued: [expect.any(String)],
    });
  });
});
