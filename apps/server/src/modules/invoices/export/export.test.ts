import { permissionsOf } from '@kazi/shared/auth/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { anonymous, type TestClient } from '../../../test/client.ts';
import { clientProject, foreignProject, inState, openWorld, type People } from '../test-support.ts';
import { EXPORT_BATCH, readExportRows } from './export.repository.ts';
import { auditsOfRequest, insertManySales } from './test-support.ts';

let t: TestApp;
let p: People;
let projectId: number;
let foreignId: number;

/** Every scenario dates its invoices in a year of its own, so the ranges never overlap. */
const yearOf = (year: number) => `start=${year}-01-01&end=${year}-12-31`;

const BOM = '\uFEFF';
const SALE_HEADER =
  'Date Created,Invoice Date,Title,Client,Project,Invoice No.,Amount,Currency,Due Date,Status,Email Status';

beforeAll(async () => {
  const world = await openWorld({ title: 'Web shop' });
  ({ t, p } = world);
  projectId = world.project.id;
  foreignId = (await foreignProject(t.app.db, p, { title: 'Elsewhere' })).id;
});
afterAll(() => t.close());

const exported = async (who: TestClient, query: string) => {
  const response = await who.get(`/api/invoices/export/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** The file's lines under its header (CRLF-separated; the tests' cells hold no line break unless said). */
const linesOf = async (who: TestClient, query: string) => {
  const body = (await exported(who, query)).body;
  return body.split('\r\n').slice(1, -1);
};

describe('who exports', () => {
  it.each([
    ['admin', 'sale', 200],
    ['finance', 'sale', 200],
    ['admin', 'purchase', 200],
    ['finance', 'purchase', 200],
    ['staff', 'sale', 403],
    ['staff', 'purchase', 403],
    ['cm', 'sale', 403],
    ['client', 'sale', 403],
    ['client', 'purchase', 403],
    ['dev', 'purchase', 403],
  ] as const)('%s exporting %s: %i', async (who, side, status) => {
    const response = await p[who].client.get(`/api/invoices/export/?${yearOf(2030)}&type=${side}`);
    expect(response.statusCode, response.body).toBe(status);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await anonymous(t.app).get(`/api/invoices/export/?${yearOf(2030)}`)).statusCode).toBe(401);
  });

  it('is 404 for a project that does not exist', async () => {
    const response = await p.finance.client.get(`/api/invoices/export/?${yearOf(2030)}&project=2000000000`);
    expect(response.statusCode).toBe(404);
  });
});

describe('the range (spec 001 §5 Date-range export)', () => {
  it.each<[string, string, Record<string, string[]>]>([
    ['no days', '', { start: ['Start date is required'], end: ['End date is required'] }],
    ['no end', 'start=2026-01-01', { end: ['End date is required'] }],
    [
      'the start after the end',
      'start=2026-02-01&end=2026-01-31',
      { start: ['Start date is greater than end date'] },
    ],
    ['after 31 Dec 2099', 'start=2026-01-01&end=2100-01-01', { end: ['Dates cannot be after 31 Dec 2099'] }],
  ])('%s: 400 with the messages', async (_name, query, fields) => {
    const response = await p.finance.client.get(`/api/invoices/export/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(fields);
  });

  it('runs from the start day to the end day, both whole', async () => {
    for (const issuedAt of ['2031-03-31', '2031-04-01', '2031-04-30', '2031-05-01']) {
      await inState(t.app.db, projectId, 'pending', { issuedAt, title: `Dated ${issuedAt}` });
    }
    const lines = await linesOf(p.finance.client, 'start=2031-04-01&end=2031-04-30');
    expect(lines.map((line) => line.split(',')[2]).sort()).toEqual(['Dated 2031-04-01', 'Dated 2031-04-30']);
  });
});

describe('the file', () => {
  it('is an attachment named after the filter code, UTF-8 with a BOM, RFC 4180, amounts as numbers', async () => {
    await inState(t.app.db, projectId, 'generated', {
      issuedAt: '2032-02-01',
      title: 'Design, "phase 2"',
      amountMinor: 100_000,
    });
    await inState(t.app.db, projectId, 'pending', {
      issuedAt: '2032-02-02',
      type: 'credit_nota',
      title: 'Refund',
      amountMinor: 5000,
      vatRateBp: 0,
    });
    const response = await exported(p.finance.client, `${yearOf(2032)}&filter=pending`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="PENDING Payments.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, refund, design, end] = response.body.split('\r\n');
    expect(header).toBe(BOM + SALE_HEADER);
    expect(refund).toMatch(
      /^\d{4}-\d{2}-\d{2},2032-02-02,Refund,.+,Web shop,,-50\.00,EUR,2032-02-16,Pending,$/,
    );
    expect(design).toMatch(
      /,2032-02-01,"Design, ""phase 2""",.+,Web shop,T-[\d-]+,1210\.00,EUR,2032-02-15,Pending,/,
    );
    expect(end).toBe('');
  });

  it('neutralises text cells that would start a formula', async () => {
    for (const title of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tTab']) {
      await inState(t.app.db, projectId, 'pending', { issuedAt: '2033-01-01', title });
    }
    const body = (await exported(p.finance.client, yearOf(2033))).body;
    expect(body).toContain(`,"'=HYPERLINK(""http://x"")",`);
    for (const cell of ["'+1", "'-2+3", "'@SUM(A1)", "'\tTab"]) expect(body).toContain(`,${cell},`);
    expect(body).not.toMatch(/,[=+\-@\t][^,]*,Web shop/);
  });

  it('is named ALL Payments.csv by default, and a header alone when nothing is in the range', async () => {
    const response = await exported(p.admin.client, yearOf(2090));
    expect(response.headers['content-disposition']).toContain('filename="ALL Payments.csv"');
    expect(response.body).toBe(`${BOM}${SALE_HEADER}\r\n`);
  });

  it('writes an audit row of the request', async () => {
    const response = await exported(p.finance.client, `${yearOf(2089)}&paid=true&filter=paid`);
    const [row] = await auditsOfRequest(t.app.db, String(response.headers['x-request-id']));
    expect(row).toMatchObject({
      action: 'invoice.export',
      actorId: p.finance.user.id,
      targetType: 'invoice',
      after: { start: '2089-01-01', end: '2089-12-31', paid: true, type: 'sale', filter: 'paid' },
    });
  });
});

describe('the list’s filters', () => {
  let payoutId: number;
  beforeAll(async () => {
    const on = (state: Parameters<typeof inState>[2], title: string, extra = {}) =>
      inState(t.app.db, projectId, state, { issuedAt: '2020-06-01', title, ...extra });
    await on('pending', 'Pending one');
    await on('paid', 'Paid one');
    await on('archived', 'Archived one');
    await on('pending', 'Deleted one', { deletedAt: new Date() });
    await on('pending', 'A note', { type: 'credit_nota' });
    payoutId = (
      await on('pending', 'A payout', {
        type: 'purchase',
        userId: p.dev.user.id,
        paymentPlatform: 'iban',
        batchRef: 'B-7',
      })
    ).id;
    await inState(t.app.db, foreignId, 'pending', { issuedAt: '2020-06-01', title: 'Foreign one' });
    await inState(t.app.db, (await clientProject(t.app.db, p, { title: 'Mobile app' })).id, 'pending', {
      issuedAt: '2020-06-01',
      title: 'Mobile one',
    });
  });

  const titles = async (query: string, who: TestClient = p.finance.client) =>
    (await linesOf(who, `${yearOf(2020)}${query}`)).map((line) => line.split(',')[2]).sort();

  it.each<[string, string, string[]]>([
    [
      'none: every live, unarchived incoming invoice',
      '',
      ['A note', 'Foreign one', 'Mobile one', 'Paid one', 'Pending one'],
    ],
    ['paid', '&paid=true', ['Paid one']],
    ['unpaid', '&paid=false', ['A note', 'Foreign one', 'Mobile one', 'Pending one']],
    ['archived', '&archived=true', ['Archived one']],
    ['credit notes (types)', '&types=credit_nota', ['A note']],
    ['a payout type on the payments side', '&types=purchase', []],
    ['search', '&search=mobile', ['Mobile one']],
    ['overdue', '&overdue=true', ['A note', 'Foreign one', 'Mobile one', 'Pending one']],
    ['not overdue', '&overdue=false', ['Paid one']],
  ])('%s', async (_name, query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('filters by project', async () => {
    expect(await titles(`&project=${foreignId}`)).toEqual(['Foreign one']);
  });

  it('exports payouts on their own, one line per invoice, with freelancer, platform and batch', async () => {
    const response = await exported(p.finance.client, `${yearOf(2020)}&type=purchase`);
    expect(response.headers['content-disposition']).toContain('filename="ALL Payouts.csv"');
    const [header, ...lines] = response.body.split('\r\n').slice(0, -1);
    expect(header).toBe(`${BOM}${SALE_HEADER},Freelancer,Platform,Batch Ref`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/,A payout,.*,Overdue,,\S.*,iban,B-7$/);
    // A payout's number is the reference its sheets name it by.
    expect(lines[0]?.split(',')[5]).toBe(`PO-${payoutId}`);
  });
});

describe('scope', () => {
  it('reads only what the actor may see: a client their projects’ incoming invoices, never payouts', async () => {
    const actor = { id: p.client.user.id, permissions: permissionsOf(['client']) };
    const read: string[] = [];
    const filter = { query: {}, start: '2020-01-01', end: '2020-12-31', today: '2020-01-01' };
    const count = await readExportRows(
      t.app.db,
      actor,
      { ...filter, types: ['sale', 'credit_nota', 'purchase'] },
      async (rows) => {
        read.push(...rows.map((row) => row.title));
      },
    );
    expect(read.sort()).toEqual(['A note', 'Mobile one', 'Paid one', 'Pending one']);
    expect(count).toBe(4);
  });
});

describe('a reader that goes away', () => {
  it('ends the export’s transaction: the database answers the next request', async () => {
    await insertManySales(t.app.db, projectId, 5000, '2036-06-06');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...p.finance.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const aborted = new AbortController();
    const response = await fetch(`${address}/api/invoices/export/?${yearOf(2036)}`, {
      headers: { cookie },
      signal: aborted.signal,
    });
    expect(response.status).toBe(200);
    await response.body?.getReader().read();
    aborted.abort();
    // On PGlite (one connection) a transaction left open would hold every later query.
    const lines = await linesOf(p.finance.client, 'start=2031-04-01&end=2031-04-30');
    expect(lines).toHaveLength(2);
  });
});

describe('a large export', () => {
  it(`streams every row, in batches of ${EXPORT_BATCH}, none capped`, async () => {
    await insertManySales(t.app.db, projectId, 5000, '2035-03-03');
    const lines = await linesOf(p.finance.client, yearOf(2035));
    expect(lines).toHaveLength(5000);
    const titles = new Set(lines.map((line) => line.split(',')[2]));
    expect(titles.size).toBe(5000);
    expect(titles.has('Bulk 1') && titles.has('Bulk 5000')).toBe(true);
    expect(lines.every((line) => line.includes(',12.10,EUR,2035-03-17,'))).toBe(true);
  });
});
