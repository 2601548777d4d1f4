import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { files, invoices, mailClaims, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { deliverInvoice } from './deliver.ts';
import { inState } from './test-support.ts';

const invoiceOf = async (t: TestApp, id: number) =>
  (await t.app.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const mailOf = async (t: TestApp, id: number) =>
  (await t.app.db.select().from(outbox).where(eq(outbox.id, id)))[0];

async function readBack(bytes: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
  try {
    writeFileSync(path.join(dir, 'invoice.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function storedBytes(t: TestApp, fileId: number): Promise<Buffer> {
  const [file] = await t.app.db.select().from(files).where(eq(files.id, fileId));
  const stream = await t.app.fileStore.open(file?.storedName as string);
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function clientProject(
  t: TestApp,
  emails: { invoicingEmail: string | null; ccPrimaryEmail?: string | null },
) {
  const owner = await createUserWithRole(t.app.db, 'client', {
    company: {
      name: 'Acme Logistics GmbH',
      street: 'Hauptstraße',
      plotNumber: '5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatNumber: 'DE811907980',
    },
  });
  return createProject(t.app.db, { ownerId: owner.id, title: 'Ledger', ...emails });
}

describe('deliverInvoice in mailbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the PDF once and queues one mail to the invoicing e-mail, CC the CC address, with it attached', async () => {
    const project = await clientProject(t, {
      invoicingEmail: 'billing@acme.test',
      ccPrimaryEmail: 'cfo@acme.test',
    });
    const invoice = await inState(t.app.db, project.id, 'generated', {
      vatMode: 'reverse_charge',
      vatRateBp: 0,
      vatMinor: 0,
      totalMinor: 100_000,
    });

    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice' }),
    );

    const after = await invoiceOf(t, invoice.id);
    expect(after).toMatchObject({ emailStatus: null });
    expect(after?.lastSentAt).toBeInstanceOf(Date);
    const mail = await mailOf(t, after?.lastMailId as number);
    expect(mail).toMatchObject({
      to: 'billing@acme.test',
      cc: 'cfo@acme.test',
      subject: `Invoice ${invoice.number} from Kazi B.V.`,
      template: 'invoice',
      status: 'stored',
      attachments: [
        { file_id: after?.pdfFileId, filename: `${invoice.number}.pdf`, content_type: 'application/pdf' },
      ],
    });
    expect(mail?.text).toContain(`Please find attached invoice ${invoice.number} for "Ledger", €1,000.00.`);
    const [file] = await t.app.db
      .select()
      .from(files)
      .where(eq(files.id, after?.pdfFileId as number));
    expect(file).toMatchObject({
      mimeType: 'application/pdf',
      originalName: `${invoice.number}.pdf`,
      ownerId: null,
    });

    const text = await readBack(await storedBytes(t, after?.pdfFileId as number));
    expect(text).toContain('Acme Logistics GmbH');
    expect(text).toContain('VAT reverse charged');
  });

  it('reuses the stored PDF for a reminder and counts both addresses against the limits', async () => {
    const project = await clientProject(t, {
      invoicingEmail: 'ap@acme.test',
      ccPrimaryEmail: 'boss@acme.test',
    });
    const invoice = await inState(t.app.db, project.id, 'generated', {
      issuedAt: '2026-11-30',
      dueAt: '2026-12-14',
    });
    const claimsBefore = (await t.app.db.select().from(mailClaims)).length;

    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice' }),
    );
    const first = await invoiceOf(t, invoice.id);
    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice_reminder' }),
    );
    const second = await invoiceOf(t, invoice.id);

    expect(second?.pdfFileId).toBe(first?.pdfFileId);
    expect(second?.lastMailId).not.toBe(first?.lastMailId);
    const reminder = await mailOf(t, second?.lastMailId as number);
    expect(reminder).toMatchObject({
      template: 'invoice-reminder',
      subject: `Payment reminder: Invoice ${invoice.number} from Kazi B.V.`,
    });
    expect(reminder?.attachments).toEqual([
      { file_id: first?.pdfFileId, filename: `${invoice.number}.pdf`, content_type: 'application/pdf' },
    ]);
    expect(reminder?.text).toContain('was due on 14 December 2026 and has not been paid yet');
    const claims = await t.app.db.select().from(mailClaims);
    expect(claims.length - claimsBefore).toBe(4);
  });

  it('queues nothing without an invoicing e-mail and records Failed (the PDF is still stored)', async () => {
    const project = await clientProject(t, { invoicingEmail: null });
    const invoice = await inState(t.app.db, project.id, 'generated', { lastSentAt: null });

    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice' }),
    );

    const after = await invoiceOf(t, invoice.id);
    expect(after).toMatchObject({ emailStatus: 'failed', lastMailId: null, lastSentAt: null });
    expect(after?.pdfFileId).toEqual(expect.any(Number));
  });

  it('refuses an invoice that is not finalized', async () => {
    const project = await clientProject(t, { invoicingEmail: 'billing@acme.test' });
    const draft = await inState(t.app.db, project.id, 'pending');
    await expect(
      t.app.db.transaction((tx) =>
        deliverInvoice(t.app, tx, { actorId: null, invoiceId: draft.id, kind: 'invoice' }),
      ),
    ).rejects.toThrow(/not finalized/);
  });
});

describe('deliverInvoice over SMTP', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await sink.start() });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('sends the mail with the CC and the PDF attached', async () => {
    const project = await clientProject(t, {
      invoicingEmail: 'billing@acme.test',
      ccPrimaryEmail: 'cfo@acme.test',
    });
    const invoice = await inState(t.app.db, project.id, 'generated');
    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice' }),
    );

    await t.app.jobs.runNow('mail.deliver');

    const after = await invoiceOf(t, invoice.id);
    expect((await mailOf(t, after?.lastMailId as number))?.status).toBe('sent');
    const received = sink.received.at(-1);
    expect(received?.to).toEqual(['<billing@acme.test>', '<cfo@acme.test>']);
    expect(received?.data).toMatch(/^Cc: cfo@acme\.test/m);
    expect(received?.data).toContain(`Content-Type: application/pdf; name=${invoice.number}.pdf`);
    expect(received?.data).toContain(`filename=${invoice.number}.pdf`);
    const base64 = (await storedBytes(t, after?.pdfFileId as number)).toString('base64');
    expect(received?.data.replace(/\r?\n/g, '')).toContain(base64);
  });

  it('leaves a mail whose attachment is gone queued, with the error', async () => {
    const project = await clientProject(t, { invoicingEmail: 'billing@acme.test' });
    const invoice = await inState(t.app.db, project.id, 'generated');
    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice' }),
    );
    const after = await invoiceOf(t, invoice.id);
    const [file] = await t.app.db
      .select()
      .from(files)
      .where(eq(files.id, after?.pdfFileId as number));
    await t.app.fileStore.remove(file?.storedName as string);

    await t.app.jobs.runNow('mail.deliver');

    const mail = await mailOf(t, after?.lastMailId as number);
    expect(mail).toMatchObject({ status: 'queued', attempts: 1 });
    expect(mail?.error).toContain('is missing');
  });
});
