import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { invoices, outbox } from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/registry.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';
import { sendScheduledInvoiceReminders } from './reminders.job.ts';
import { auditOf, historyOf, type InvoiceOverrides, inState, invoiceOf, type State } from './test-support.ts';

// The daily invoices.reminders job (ADR 032) on a fixed clock: invoices due on 1 December 2026
// are reminded on the 4th, 8th and 15th (3, 7 and 14 days past due). The job runs over the whole
// platform; each test makes its own invoices, each project mailing its own address.
const at = (day: string) => new Date(`${day}T08:23:00Z`);
let addresses = 0;

async function overdue(t: TestApp, state: State = 'generated', overrides: Partial<InvoiceOverrides> = {}) {
  addresses += 1;
  const project = await createProject(t.app.db, {
    title: 'Ledger',
    invoicingEmail: `billing${addresses}@client.test`,
    ccPrimaryEmail: `cfo${addresses}@client.test`,
  });
  return inState(t.app.db, project.id, state, { issuedAt: '2026-11-17', dueAt: '2026-12-01', ...overrides });
}

describe('with INVOICE_REMINDER_SCHEDULE on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INVOICE_REMINDER_SCHEDULE: '1' });
  });
  afterAll(() => t.close());

  const reminders = async (id: number) => (await invoiceOf(t.app.db, id)).reminderCount;
  const run = (day: string) => sendScheduledInvoiceReminders(t.app, at(day));

  it('reminds 3, 7 and 14 days past due, once each, with the PDF and a history line without author', async () => {
    const invoice = await overdue(t);
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) await run(day);
    expect(await reminders(invoice.id)).toBe(0);

    await run('2026-12-04');
    const after = await invoiceOf(t.app.db, invoice.id);
    expect(after).toMatchObject({ reminderCount: 1, reminderSentAt: at('2026-12-04'), emailStatus: null });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, after.lastMailId as number));
    expect(mail).toMatchObject({
      template: 'invoice-reminder',
      subject: `Payment reminder: Invoice ${invoice.number} from Kazi B.V.`,
      attachments: [
        { file_id: after.pdfFileId, filename: `${invoice.number}.pdf`, content_type: 'application/pdf' },
      ],
    });
    expect(mail?.to).toMatch(/^billing\d+@client\.test$/);
    expect(mail?.cc).toMatch(/^cfo\d+@client\.test$/);
    const history = await historyOf(t.app.db, invoice.id);
    expect(history).toEqual([
      expect.objectContaining({
        action: 'payment_reminder_sent',
        actorId: null,
        createdAt: at('2026-12-04'),
      }),
    ]);
    expect(await auditOf(t.app.db, invoice.id)).toEqual([
      expect.objectContaining({ action: 'invoice.send_reminder', actorId: null }),
    ]);

    // The same day again, and the days before the next step: nothing more.
    for (const day of ['2026-12-04', '2026-12-05', '2026-12-07']) await run(day);
    expect(await reminders(invoice.id)).toBe(1);
    await run('2026-12-08');
    expect(await reminders(invoice.id)).toBe(2);
    for (const day of ['2026-12-09', '2026-12-14']) await run(day);
    expect(await reminders(invoice.id)).toBe(2);
    await run('2026-12-15');
    expect(await reminders(invoice.id)).toBe(3);
    for (const day of ['2026-12-16', '2027-01-15', '2027-06-01']) await run(day);
    const last = await invoiceOf(t.app.db, invoice.id);
    expect(last.reminderCount).toBe(3);
    expect(last.pdfFileId).toBe(after.pdfFileId);
    expect((await historyOf(t.app.db, invoice.id)).map((event) => event.createdAt)).toEqual([
      at('2026-12-04'),
      at('2026-12-08'),
      at('2026-12-15'),
    ]);
  });

  it('leaves paid, archived, deleted, not generated invoices, credit notes and payouts alone', async () => {
    const left = [
      await overdue(t, 'paid'),
      await overdue(t, 'generated', { type: 'credit_nota' }),
      await overdue(t, 'archived', { finalized: true, number: `T-archived-${Date.now()}` }),
      await overdue(t, 'generated', { deletedAt: new Date() }),
      await overdue(t, 'approved'),
      await overdue(t, 'pending'),
    ];
    for (const day of ['2026-12-04', '2026-12-08', '2026-12-15']) await run(day);
    for (const invoice of left) expect(await reminders(invoice.id)).toBe(0);
  });

  it('leaves a rejected invoice alone until it is sent for approval again; a person may still remind it', async () => {
    const rejected = await overdue(t, 'generated', { status: 'rejected' });
    const byHand = await overdue(t, 'generated', { status: 'rejected' });
    for (const day of ['2026-12-04', '2026-12-08']) await run(day);
    expect(await reminders(rejected.id)).toBe(0);
    expect(await reminders(byHand.id)).toBe(0);
    expect(await historyOf(t.app.db, rejected.id)).toEqual([]);

    // The manual reminder (spec 001 §6: unpaid and finalized or sent) is not the schedule's to refuse.
    const finance = await loginAs(t.app, 'pay_admin');
    const manual = await finance.client.post(`/api/invoices/${byHand.id}/payment-reminder/`);
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await reminders(byHand.id)).toBe(1);

    // Sent for approval again: the schedule takes it up on its next day.
    await t.app.db.update(invoices).set({ status: 'pending' }).where(eq(invoices.id, rejected.id));
    await run('2026-12-15');
    expect(await reminders(rejected.id)).toBe(1);
  });

  it('makes up a missed run with one reminder, and an invoice long overdue gets one, not three', async () => {
    const missed = await overdue(t);
    const old = await overdue(t, 'generated', { issuedAt: '2026-01-01', dueAt: '2026-01-15' });
    await run('2026-12-10');
    expect(await reminders(missed.id)).toBe(1);
    expect(await reminders(old.id)).toBe(1);
    await run('2026-12-11');
    expect(await reminders(missed.id)).toBe(1);
    expect(await reminders(old.id)).toBe(1);
    await run('2026-12-15');
    expect(await reminders(missed.id)).toBe(2);
    expect(await reminders(old.id)).toBe(1);
  });

  it('counts a person’s reminder on or after a schedule day as that day’s', async () => {
    const invoice = await overdue(t);
    await t.app.db
      .update(invoices)
      .set({ reminderCount: 1, reminderSentAt: at('2026-12-09') })
      .where(eq(invoices.id, invoice.id));
    await run('2026-12-10');
    expect(await reminders(invoice.id)).toBe(1);
    await run('2026-12-15');
    expect(await reminders(invoice.id)).toBe(2);
  });

  it('records Failed when the project has no invoicing e-mail, and still counts the reminder', async () => {
    const project = await createProject(t.app.db, { invoicingEmail: null });
    const invoice = await inState(t.app.db, project.id, 'generated', {
      issuedAt: '2026-11-17',
      dueAt: '2026-12-01',
    });
    await run('2026-12-04');
    expect(await invoiceOf(t.app.db, invoice.id)).toMatchObject({
      reminderCount: 1,
      emailStatus: 'failed',
      lastMailId: null,
    });
  });

  it('two runs at once remind once', async () => {
    const invoice = await overdue(t);
    await Promise.all([run('2026-12-04'), run('2026-12-04'), run('2026-12-04')]);
    expect(await reminders(invoice.id)).toBe(1);
    expect(await historyOf(t.app.db, invoice.id)).toHaveLength(1);
  });

  it('runs daily from the job registry', async () => {
    expect(JOBS.find((job) => job.name === 'invoices.reminders')).toMatchObject({ cron: '23 8 * * *' });
    await expect(t.app.jobs.runNow('invoices.reminders')).resolves.toBeUndefined();
  });
});

describe('with the schedule off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reminds nobody', async () => {
    const invoice = await overdue(t);
    expect(await sendScheduledInvoiceReminders(t.app, at('2026-12-04'))).toEqual({ reminded: 0 });
    expect((await invoiceOf(t.app.db, invoice.id)).reminderCount).toBe(0);
  });
});

describe('over the mail limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INVOICE_REMINDER_SCHEDULE: '1', MAIL_LIMIT_INVOICE_REMINDERS: '100/1' });
  });
  afterAll(() => t.close());

  it('rolls that reminder back whole and tries again on the next run', async () => {
    const project = await createProject(t.app.db, { invoicingEmail: 'shared@client.test' });
    const first = await inState(t.app.db, project.id, 'generated', {
      issuedAt: '2026-11-17',
      dueAt: '2026-12-01',
    });
    const second = await inState(t.app.db, project.id, 'generated', {
      issuedAt: '2026-11-17',
      dueAt: '2026-12-01',
    });
    expect(await sendScheduledInvoiceReminders(t.app, at('2026-12-04'))).toEqual({ reminded: 1 });
    expect((await invoiceOf(t.app.db, first.id)).reminderCount).toBe(1);
    expect(await invoiceOf(t.app.db, second.id)).toMatchObject({ reminderCount: 0, reminderSentAt: null });
    expect(await historyOf(t.app.db, second.id)).toEqual([]);
  });
});
