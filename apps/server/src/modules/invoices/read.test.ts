import { addDays, INVOICE_PAGE_SIZES } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { companies, invoices, outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { refusal } from '../../test/client.ts';
import {
  clientProject,
  foreignProject,
  type InvoiceRow,
  inState,
  insertInvoice,
  type People,
  people,
  TODAY,
} from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;
let foreign: ProjectRow;
const mine: Record<string, InvoiceRow> = {};
let theirs: InvoiceRow;

beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
  project = await clientProject(t.app.db, p, { title: 'Harbour portal' });
  foreign = await foreignProject(t.app.db, p, { title: 'Other client app' });
  for (const state of [
    'draft',
    'pending',
    'approved',
    'rejected',
    'generated',
    'paid',
    'archived',
  ] as const) {
    mine[state] = await inState(t.app.db, project.id, state, { title: `Work ${state}` });
  }
  theirs = await inState(t.app.db, foreign.id, 'pending', { title: 'Their work' });
});
afterAll(() => t.close());

const ids = (page: { results: Invoice[] }) => page.results.map((invoice) => invoice.id).sort((a, b) => a - b);
const list = async (who: TestClient, query = '') => {
  const response = await who.get(`/api/invoices/?page_size=200${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; next: string | null; results: Invoice[] };
};
const notArchived = () => Object.entries(mine).filter(([state]) => state !== 'archived');

describe('GET invoices/: scoped by the actor (ADR 032)', () => {
  it('staff who open every project see every invoice; a client only their projects’', async () => {
    for (const who of [p.admin, p.finance, p.staff, p.spaceLead]) {
      const page = await list(who.client);
      expect(ids(page)).toEqual([...notArchived().map(([, row]) => row.id), theirs.id].sort((a, b) => a - b));
    }
    expect(ids(await list(p.otherClient.client))).toEqual([theirs.id]);
  });

  it('clients see an invoice once it is sent for approval: no drafts, in the list or alone', async () => {
    const sent = notArchived().filter(([state]) => state !== 'draft');
    expect(ids(await list(p.client.client))).toEqual(sent.map(([, row]) => row.id));
    expect((await p.client.client.get(`/api/invoices/${mine.draft?.id}/`)).statusCode).toBe(404);
    expect(ids(await list(p.cm.client, '&search=Work%20draft'))).toEqual([mine.draft?.id]);
  });

  it('client managers and support officers see the projects they hold a place on', async () => {
    expect(ids(await list(p.cm.client))).toEqual(notArchived().map(([, row]) => row.id));
    expect(ids(await list(p.cso.client))).toEqual(notArchived().map(([, row]) => row.id));
  });

  it('developers and designers see no incoming invoice, even on their own project', async () => {
    expect(await list(p.dev.client)).toMatchObject({ count: 0, results: [] });
    expect((await list(p.designer.client)).count).toBe(0);
    expect((await list(p.dev.client, `&project=${project.id}`)).count).toBe(0);
  });

  it('a project filter outside the caller’s scope is 404', async () => {
    expect((await p.client.client.get(`/api/invoices/?project=${foreign.id}`)).statusCode).toBe(404);
    expect((await p.admin.client.get('/api/invoices/?project=2000000000')).statusCode).toBe(404);
    expect(ids(await list(p.admin.client, `&project=${foreign.id}`))).toEqual([theirs.id]);
  });

  it('leaves deleted invoices out', async () => {
    const gone = await inState(t.app.db, project.id, 'draft', { deletedAt: new Date() });
    expect(ids(await list(p.admin.client))).not.toContain(gone.id);
  });
});

describe('GET invoices/: filters, order, pages', () => {
  it('archived=true lists archived invoices only', async () => {
    expect(ids(await list(p.cm.client, '&archived=true'))).toEqual([mine.archived?.id]);
  });

  it('paid, overdue and exclude_status', async () => {
    expect(ids(await list(p.cm.client, '&paid=true'))).toEqual([mine.paid?.id]);
    const late = await inState(t.app.db, project.id, 'generated', { issuedAt: addDays(TODAY, -30) });
    expect(ids(await list(p.cm.client, '&overdue=true'))).toEqual([late.id]);
    expect(ids(await list(p.cm.client, '&overdue=false'))).not.toContain(late.id);
    const withoutDrafts = ids(await list(p.cm.client, '&exclude_status=draft'));
    expect(withoutDrafts).not.toContain(mine.draft?.id);
    expect(withoutDrafts).toContain(mine.pending?.id);
    await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, late.id));
  });

  it('type and types; a payment method', async () => {
    const note = await inState(t.app.db, project.id, 'draft', {
      type: 'credit_nota',
      refInvoiceId: mine.paid?.id,
    });
    const commitment = await inState(t.app.db, project.id, 'draft', {
      type: 'commitment',
      paymentPlatform: 'iban',
    });
    expect(ids(await list(p.cm.client, '&type=credit_nota'))).toEqual([note.id]);
    expect(ids(await list(p.cm.client, '&types=credit_nota,commitment'))).toEqual([note.id, commitment.id]);
    // The platform filter is admins' and finance's (spec 001 §6): a client manager's is 403.
    expect(ids(await list(p.finance.client, '&payment_method=iban'))).toEqual([commitment.id]);
    expect((await p.cm.client.get('/api/invoices/?payment_method=iban')).statusCode).toBe(403);
    expect((await p.cm.client.get('/api/invoices/?types=sale,bogus')).json()).toEqual({
      types: ['"bogus" is not a valid choice.'],
    });
    await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, note.id));
    await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, commitment.id));
  });

  it('search: title, number, project title, client name (company or person)', async () => {
    const numbered = await inState(t.app.db, project.id, 'generated', { number: 'INV-2026-4242' });
    expect(ids(await list(p.admin.client, '&search=WORK REJ'))).toEqual([mine.rejected?.id]);
    expect(ids(await list(p.admin.client, '&search=4242'))).toEqual([numbered.id]);
    expect(ids(await list(p.admin.client, '&search=other client'))).toEqual([theirs.id]);
    await t.app.db
      .update(companies)
      .set({ name: 'Zebra Holdings' })
      .where(eq(companies.ownerId, p.otherClient.user.id));
    expect(ids(await list(p.admin.client, '&search=zebra hold'))).toEqual([theirs.id]);
    const [owner] = await t.app.db.select().from(users).where(eq(users.id, p.otherClient.user.id));
    expect(ids(await list(p.admin.client, `&search=${owner?.lastName}`))).toContain(theirs.id);
    expect((await list(p.cm.client, '&search=%')).count).toBe(0);
    await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, numbered.id));
  });

  it("a client's search matches any part of the title or of the number, never across the two", async () => {
    const numbered = await inState(t.app.db, project.id, 'generated', {
      title: 'Quay Lights',
      number: 'INV-2026-5151',
    });
    onTestFinished(async () => {
      await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, numbered.id));
    });
    expect(ids(await list(p.client.client, '&search=UAY LIG'))).toEqual([numbered.id]);
    expect(ids(await list(p.client.client, '&search=inv-2026-51'))).toEqual([numbered.id]);
    expect(ids(await list(p.client.client, '&search=harbour'))).toContain(numbered.id);
    expect((await list(p.client.client, '&search=lightsinv')).count).toBe(0);
    expect((await list(p.client.client, '&search=lights inv')).count).toBe(0);
    expect((await list(p.client.client, '&search=their work')).count).toBe(0);
  });

  it('newest first, in pages keeping the filters', async () => {
    const first = await p.cm.client.get('/api/invoices/?page_size=2&paid=false');
    const page = first.json();
    expect(page.count).toBe(5);
    expect(page.results.map((invoice: Invoice) => invoice.id)).toEqual([
      mine.generated?.id,
      mine.rejected?.id,
    ]);
    expect(page.next).toBe('/api/invoices/?page_size=2&paid=false&page=2');
    const third = (await p.cm.client.get('/api/invoices/?page_size=2&paid=false&page=3')).json();
    expect(third.results.map((invoice: Invoice) => invoice.id)).toEqual([mine.draft?.id]);
    expect(third.next).toBeNull();
  });

  it('a first page at a footer size is the window any other statement reads, by its own statement (LIMIT written in)', async () => {
    const fillers: number[] = [];
    // Gone again after the test, whatever it finds, so the later tests read the lists they expect.
    onTestFinished(async () => {
      await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(inArray(invoices.id, fillers));
    });
    for (let n = 0; n < 21; n++) {
      const filler = await insertInvoice(t.app.db, {
        projectId: foreign.id,
        status: 'pending',
        title: `Filler ${n}`,
      });
      fillers.push(filler.id);
    }
    const every = (await list(p.finance.client, '&paid=false')).results.map((invoice) => invoice.id);
    expect(every.length).toBeGreaterThan(20);
    for (const size of INVOICE_PAGE_SIZES) {
      const url = `/api/invoices/?page_size=${size}&paid=false`;
      const { result, statements } = await t.queries.count(() => p.finance.client.get(url));
      expect(result.json().results.map((invoice: Invoice) => invoice.id)).toEqual(every.slice(0, size));
      expect(statements.join('\n')).toMatch(new RegExp(`limit ${size}(?![\\d$])`));
    }
    const second = (await p.finance.client.get('/api/invoices/?page_size=20&paid=false&page=2')).json();
    expect(second.results.map((invoice: Invoice) => invoice.id)).toEqual(every.slice(20, 40));
  });

  it('a search pages its matches newest first, as the list orders them', async () => {
    const counts: number[] = [];
    const inOrder = async (query: string) => {
      const page = (await p.cm.client.get(`/api/invoices/?${query}`)).json() as {
        count: number;
        results: Invoice[];
      };
      counts.push(page.count);
      return page.results.map((invoice) => invoice.id);
    };
    const matches = await inOrder('page_size=200&search=work');
    expect(matches.length).toBeGreaterThan(3);
    const listed = (await inOrder('page_size=200')).filter((id) => matches.includes(id));
    expect(matches).toEqual(listed);
    const pages = [
      ...(await inOrder('page_size=2&search=work')),
      ...(await inOrder('page_size=2&search=work&page=2')),
    ];
    expect(pages).toEqual(matches.slice(0, 4));
    // Each page counts every match, not its own rows.
    expect([counts[0], counts[2], counts[3]]).toEqual([matches.length, matches.length, matches.length]);
  });

  it('a search with no match counts none; an empty page past its end still counts the matches', async () => {
    const count = async (query: string) => {
      const response = await p.cm.client.get(`/api/invoices/?${query}`);
      return { status: response.statusCode, count: response.json().count };
    };
    expect(await count('search=nothing-matches-this')).toEqual({ status: 200, count: 0 });
    const matches = (await count('page_size=200&search=work')).count;
    expect(await count(`page_size=1&page=${matches + 1}&search=work`)).toEqual({
      status: 200,
      count: matches,
    });
  });

  it('runs one statement for a search page, its count with it, whatever its size (no N+1)', async () => {
    const statements = async (size: number) => {
      const { result, statements } = await t.queries.count(() =>
        p.cm.client.get(`/api/invoices/?page_size=${size}&search=work`),
      );
      expect(result.statusCode).toBe(200);
      return statements.filter((statement) => /\binvoices\b/.test(statement));
    };
    expect(await statements(1)).toHaveLength(1);
    expect(await statements(200)).toHaveLength(1);
  });
});

describe('GET invoices/{id}/', () => {
  it('shows the invoice as spec 001 §3 names it', async () => {
    const response = await p.client.client.get(`/api/invoices/${mine.generated?.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: mine.generated?.id,
      type: 'sale',
      type_label: 'Payment',
      title: 'Work generated',
      full_title: 'Harbour portal – Work generated',
      amount: '1000.00',
      subtotal: '1000.00',
      vat: '210.00',
      vat_rate: '21.00',
      total_amount: '1210.00',
      commitment_amount: '0.00',
      currency: 'EUR',
      issued_at: TODAY,
      due_at: addDays(TODAY, 14),
      project: {
        id: project.id,
        title: 'Harbour portal',
        archived: false,
        commitment_amount_balance: '0.00',
      },
      client: { id: p.client.user.id, display_name: 'Acme Logistics B.V.' },
      status: 'pending',
      display_status: 'pending',
      overdue: false,
      finalized: true,
      download_url: `/api/invoices/${mine.generated?.id}/download/?format=pdf`,
      abilities: { approve: true, reject: true, comment: true, view_history: false, mark_as_paid: false },
    });
  });

  it('finance may mark a generated invoice paid; a draft has no download', async () => {
    const generated = (await p.finance.client.get(`/api/invoices/${mine.generated?.id}/`)).json();
    expect(generated.abilities).toMatchObject({ mark_as_paid: true, send_reminder: true, approve: false });
    const draft = (await p.finance.client.get(`/api/invoices/${mine.draft?.id}/`)).json();
    expect(draft).toMatchObject({ download_url: null, number: null, display_status: 'draft' });
    expect(draft.abilities).toMatchObject({ edit: true, delete: true, generate: true, view_history: true });
  });

  it('an overdue unpaid invoice says so', async () => {
    const late = await inState(t.app.db, project.id, 'approved', { issuedAt: addDays(TODAY, -15) });
    const body = (await p.client.client.get(`/api/invoices/${late.id}/`)).json();
    expect(body).toMatchObject({ overdue: true, display_status: 'approved', due_at: addDays(TODAY, -1) });
    await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, late.id));
  });

  it('e-mail status: the latest mail’s outbox status, else the column', async () => {
    const emailStatus = async (id: number) =>
      (await p.client.client.get(`/api/invoices/${id}/`)).json().invoice_email_status;
    expect(await emailStatus(mine.pending?.id as number)).toBeNull();
    const [mail] = await t.app.db
      .insert(outbox)
      .values({ to: 'invoices@example.test', subject: 'Invoice', text: 'x', template: 'invoice' })
      .returning();
    const id = mine.generated?.id as number;
    await t.app.db
      .update(invoices)
      .set({ lastMailId: mail?.id, emailStatus: null })
      .where(eq(invoices.id, id));
    for (const [status, shown] of [
      ['queued', 'pending'],
      ['sending', 'pending'],
      ['sent', 'sent'],
      ['stored', 'sent'],
      ['failed', 'failed'],
    ] as const) {
      await t.app.db
        .update(outbox)
        .set({ status })
        .where(eq(outbox.id, mail?.id as number));
      expect(await emailStatus(id)).toBe(shown);
    }
    await t.app.db
      .update(invoices)
      .set({ emailStatus: 'failed' })
      .where(eq(invoices.id, mine.approved?.id as number));
    expect(await emailStatus(mine.approved?.id as number)).toBe('failed');
  });

  it('a credit note names its invoice; a final invoice its commitment and the project’s balance', async () => {
    const other = await clientProject(t.app.db, p);
    const paidCommitment = await inState(t.app.db, other.id, 'paid', {
      type: 'commitment',
      commitmentAmountMinor: 50_000,
    });
    await inState(t.app.db, other.id, 'pending', { type: 'commitment', commitmentAmountMinor: 70_000 });
    const final = await inState(t.app.db, other.id, 'pending', {
      type: 'final',
      commitmentId: paidCommitment.id,
      commitmentAmountMinor: 20_000,
    });
    const note = await inState(t.app.db, other.id, 'pending', {
      type: 'credit_nota',
      refInvoiceId: paidCommitment.id,
      amountMinor: 1_000,
    });
    const finalBody = (await p.client.client.get(`/api/invoices/${final.id}/`)).json();
    expect(finalBody).toMatchObject({
      commitment: { id: paidCommitment.id, number: paidCommitment.number, title: paidCommitment.title },
      commitment_amount: '200.00',
      project: { commitment_amount_balance: '300.00' },
    });
    expect((await p.client.client.get(`/api/invoices/${note.id}/`)).json().ref_invoice).toEqual({
      id: paidCommitment.id,
      number: paidCommitment.number,
      title: paidCommitment.title,
      amount: '1000.00',
    });
  });

  it('is 404 outside the caller’s scope, to developers, and once deleted', async () => {
    expect((await p.client.client.get(`/api/invoices/${theirs.id}/`)).statusCode).toBe(404);
    expect((await p.otherClient.client.get(`/api/invoices/${mine.draft?.id}/`)).statusCode).toBe(404);
    expect((await p.dev.client.get(`/api/invoices/${mine.draft?.id}/`)).statusCode).toBe(404);
    const gone = await insertInvoice(t.app.db, { projectId: project.id, deletedAt: new Date() });
    expect((await p.admin.client.get(`/api/invoices/${gone.id}/`)).json()).toEqual(refusal('Not found.'));
  });
});
