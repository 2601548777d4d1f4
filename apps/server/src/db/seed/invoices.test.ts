import {
  DISPLAY_STATUSES,
  displayStatus,
  INCOMING_INVOICE_TYPES,
  INVOICE_EMAIL_STATUSES,
  invoiceNumber,
  invoiceTotals,
  utcToday,
} from '@kazi/shared/invoices/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  invoiceComments,
  invoiceEvents,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  outbox,
  projects,
  timesheetMonths,
  users,
} from '../schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_PROJECTS } from './projects.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

/** The incoming invoices (payouts have their own seeders and tests). */
const all = () =>
  t.app.db.select().from(invoices).where(inArray(invoices.type, INCOMING_INVOICE_TYPES)).orderBy(invoices.id);
const mailStatus = { queued: 'pending', sending: 'pending', sent: 'sent', stored: 'sent', failed: 'failed' };

describe('demo invoices', () => {
  it('hold every incoming type and every display status of spec 001, in EUR and USD, some archived', async () => {
    const rows = await all();
    const today = utcToday();
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(INCOMING_INVOICE_TYPES));
    const statuses = new Set(rows.filter((row) => !row.archived).map((row) => displayStatus(row, today)));
    for (const status of DISPLAY_STATUSES.filter((s) => s !== 'processing'))
      expect(statuses).toContain(status);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['EUR', 'USD']));
    expect(rows.filter((row) => row.archived).length).toBeGreaterThanOrEqual(2);
    for (const row of rows.filter((r) => r.archived)) {
      expect(row).toMatchObject({ paid: false, archivedAt: expect.any(Date) });
    }
  });

  it('keep the amounts exact: total = amount + VAT at the client company’s rate, in minor units', async () => {
    const rows = await all();
    const [savanna] = await t.app.db
      .select()
      .from(projects)
      .where(eq(projects.title, DEMO_PROJECTS.internal));
    for (const row of rows) {
      const totals = invoiceTotals(row.amountMinor, row.vatRateBp);
      expect([row.vatMinor, row.totalMinor]).toEqual([totals.vat, totals.total]);
      // Acme is Dutch like the seller: 21 %; Savanna Freight is Kenyan: outside EU VAT.
      expect(row.vatMode).toBe(row.projectId === savanna?.id ? 'none' : 'home');
      expect(row.vatRateBp).toBe(row.projectId === savanna?.id ? 0 : 2100);
    }
  });

  it('number the finalized invoices in their series without gaps, and store each series’ last number', async () => {
    const rows = await all();
    const series = await t.app.db.select().from(invoiceNumberSeries);
    for (const row of rows) expect(row.number !== null).toBe(row.finalized);
    for (const entry of series) {
      const numbers = rows
        .filter((row) => row.type === entry.type && row.number?.includes(`-${entry.year}-`))
        .map((row) => row.number)
        .sort();
      const expected = Array.from({ length: entry.lastSequence }, (_, i) =>
        invoiceNumber(entry.type, entry.year, i + 1),
      );
      expect(numbers).toEqual(expected);
    }
    expect(series.reduce((sum, entry) => sum + entry.lastSequence, 0)).toBe(
      rows.filter((row) => row.finalized).length,
    );
  });

  it('give credit notes the invoice they correct and final invoices a paid commitment they draw on', async () => {
    const rows = await all();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const credits = rows.filter((row) => row.type === 'credit_nota');
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) {
      const ref = byId.get(credit.refInvoiceId ?? 0);
      expect(ref?.projectId).toBe(credit.projectId);
      expect(credit.amountMinor).toBeLessThan(ref?.amountMinor ?? 0);
    }
    const finals = rows.filter((row) => row.type === 'final');
    expect(finals.length).toBeGreaterThan(0);
    for (const final of finals) {
      const commitment = byId.get(final.commitmentId ?? 0);
      expect(commitment).toMatchObject({ type: 'commitment', paid: true, projectId: final.projectId });
      expect(final.commitmentAmountMinor).toBeLessThanOrEqual(commitment?.commitmentAmountMinor ?? 0);
    }
  });

  it('tell each invoice’s story in its history, with authors and the rejection’s reason', async () => {
    const rows = await all();
    const events = await t.app.db.select().from(invoiceEvents).orderBy(invoiceEvents.id);
    for (const row of rows) {
      const story = events.filter((event) => event.invoiceId === row.id);
      expect(story[0]?.action).toBe('created_draft');
      expect(story.every((event) => event.actorId !== null)).toBe(true);
      expect(story.some((event) => event.action === 'marked_as_paid')).toBe(row.paid);
      expect(story.some((event) => event.action === 'generated')).toBe(row.finalized);
      expect(story.filter((event) => event.action === 'payment_reminder_sent').length).toBe(
        row.reminderCount,
      );
      if (row.status === 'rejected') {
        expect(story.at(-1)?.data).toMatchObject({ reason: expect.any(String), current_status: 'rejected' });
      }
    }
    expect((await t.app.db.select().from(invoiceComments)).length).toBeGreaterThanOrEqual(4);
    const reminded = rows.filter((row) => row.reminderCount > 0);
    expect(reminded.length).toBeGreaterThan(0);
    for (const row of reminded) expect(row.reminderSentAt).toBeInstanceOf(Date);
  });

  it('show every e-mail status: the last mail of each sent invoice is in the outbox', async () => {
    const rows = (await all()).filter((row) => row.lastMailId !== null);
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.lastMailId as number),
        ),
      );
    const statuses = new Set(mails.map((mail) => mailStatus[mail.status]));
    expect(statuses).toEqual(new Set(INVOICE_EMAIL_STATUSES));
    for (const row of rows) expect(row.lastSentAt).toBeInstanceOf(Date);
  });

  it('bill some of the web shop’s approved months from their hours and leave the latest ones to invoice', async () => {
    const [shop] = await t.app.db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.webShop));
    const months = await t.app.db
      .select({ id: timesheetMonths.id, status: timesheetMonths.status, line: invoiceLines.id })
      .from(timesheetMonths)
      .leftJoin(invoiceLines, eq(invoiceLines.timesheetMonthId, timesheetMonths.id))
      .where(eq(timesheetMonths.projectId, shop?.id ?? 0));
    const billed = months.filter((month) => month.line !== null);
    expect(billed.length).toBeGreaterThanOrEqual(4);
    expect(billed.every((month) => month.status === 'approved')).toBe(true);
    expect(months.some((month) => month.status === 'approved' && month.line === null)).toBe(true);
    const lines = await t.app.db.select().from(invoiceLines);
    const sums = new Map<number, number>();
    for (const line of lines) sums.set(line.invoiceId, (sums.get(line.invoiceId) ?? 0) + line.amountMinor);
    for (const row of (await all()).filter((r) => sums.has(r.id)))
      expect(row.amountMinor).toBe(sums.get(row.id));
  });

  it('give client@demo.test several invoices and another client invoices the client may not see', async () => {
    const rows = await all();
    const owners = await t.app.db
      .select({ projectId: projects.id, email: users.email })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId));
    const ownerOf = new Map(owners.map((o) => [o.projectId, o.email]));
    expect(rows.filter((row) => ownerOf.get(row.projectId) === 'client@demo.test').length).toBeGreaterThan(
      10,
    );
    expect(
      rows.filter((row) => ownerOf.get(row.projectId) === 'ops@savannafreight.test').length,
    ).toBeGreaterThan(0);
  });

  it('show client@demo.test their invoices through the API, and not Savanna Freight’s (404)', async () => {
    const client = new TestClient(t.app);
    expect((await client.login('client@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const page = (await client.get('/api/invoices/?page_size=100')).json() as {
      count: number;
      results: { id: number; display_status: string; project: { title: string } }[];
    };
    expect(page.count).toBeGreaterThan(10);
    expect(page.results.some((row) => row.project.title === DEMO_PROJECTS.internal)).toBe(false);
    const [savanna] = await t.app.db
      .select()
      .from(projects)
      .where(eq(projects.title, DEMO_PROJECTS.internal));
    const theirs = (await all()).filter((row) => row.projectId === savanna?.id);
    for (const row of theirs) expect((await client.get(`/api/invoices/${row.id}/`)).statusCode).toBe(404);
  });

  it('keep no PDF but their billing details: a generated one renders on its first download', async () => {
    const rows = await all();
    expect(rows.every((row) => row.pdfFileId === null)).toBe(true);
    for (const row of rows) expect(row.billing !== null).toBe(row.finalized);
    const generated = rows.find((row) => row.finalized && row.vatMode === 'home');
    const client = new TestClient(t.app);
    expect((await client.login('client@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const pdf = await client.get(`/api/invoices/${generated?.id}/download/?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('demo payouts (ADR 033)', () => {
  it('hold every payout status and platform, batches sharing a batch_ref, and a pending Payoneer recipient', async () => {
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.type, 'purchase'));
    const today = utcToday();
    const statuses = new Set(rows.filter((row) => !row.archived).map((row) => displayStatus(row, today)));
    for (const status of ['paid', 'processing', 'draft', 'rejected', 'overdue'] as const) {
      expect(statuses).toContain(status);
    }
    expect(rows.some((row) => row.archived)).toBe(true);
    expect(new Set(rows.map((row) => row.paymentPlatform))).toEqual(
      new Set(['iban', 'wise', 'payoneer', null]),
    );
    const batches = new Map<string, number>();
    for (const row of rows) if (row.batchRef) batches.set(row.batchRef, (batches.get(row.batchRef) ?? 0) + 1);
    expect([...batches.values()].filter((size) => size > 1).length).toBeGreaterThanOrEqual(3);
    const [payoneerDev] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'payoneer.dev@demo.test'));
    expect(
      rows.filter((row) => row.userId === payoneerDev?.id && row.status === 'draft').length,
    ).toBeGreaterThan(0);
  });
});

describe('demo payouts for the payout sheets (ADR 035)', () => {
  it('show every state the sheets meet, and pay admins download the unpaid IBAN batch', async () => {
    const payouts = await t.app.db.select().from(invoices).where(eq(invoices.type, 'purchase'));
    const states = new Set(payouts.map((row) => `${row.status}:${row.paid}:${row.paymentPlatform}`));
    for (const state of [
      'approved:false:iban',
      'approved:true:iban',
      'approved:false:wise',
      'draft:false:null',
      'pending:false:null',
    ]) {
      expect(states).toContain(state);
    }
    const finance = new TestClient(t.app);
    expect((await finance.login('payadmin@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const sepa = await finance.get('/api/invoices/iban/download/?format=sepa');
    expect(sepa.statusCode).toBe(200);
    expect(sepa.body).toContain('<Nm>Neema Wanjiru</Nm>');
    // The October bank run (the payout sheets' journey pays it) is in the batch, among others.
    expect(sepa.body.match(/<Ustrd>[^<]*Bank run October/g)).toHaveLength(3);
  });
});
