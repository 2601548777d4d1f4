import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { files, invoices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { deliverInvoice } from './deliver.ts';
import { clientProject, foreignProject, inState, invoiceOf, type People, people } from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;
beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
  project = await clientProject(t.app.db, p, { title: 'Harbour portal' });
});
afterAll(() => t.close());

const download = (client: People[keyof People]['client'], id: number, query = '?format=pdf') =>
  client.get(`/api/invoices/${id}/download/${query}`);

const textOf = (bytes: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8' });

describe('GET invoices/{id}/download/', () => {
  it('serves a generated invoice’s PDF as an attachment named after its number, to whoever sees it', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated', { title: 'Harbour portal, sprint 4' });
    for (const who of [p.client, p.finance, p.cm]) {
      const response = await download(who.client, invoice.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${invoice.number}\\.pdf"`),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(textOf(response.rawPayload)).toContain('Harbour portal, sprint 4');
    }
  });

  it('renders and stores the PDF once, then serves the stored file (the one the mail carried)', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated');
    await t.app.db.transaction((tx) =>
      deliverInvoice(t.app, tx, { actorId: null, invoiceId: invoice.id, kind: 'invoice' }),
    );
    const mailed = (await invoiceOf(t.app.db, invoice.id)).pdfFileId as number;
    const [file] = await t.app.db.select().from(files).where(eq(files.id, mailed));

    const first = await download(p.client.client, invoice.id);
    const second = await download(p.finance.client, invoice.id, '');

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.headers['content-length']).toBe(String(file?.size));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await invoiceOf(t.app.db, invoice.id)).pdfFileId).toBe(mailed);
  });

  it('stores a PDF for a generated invoice that has none yet, once under parallel downloads', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated');
    const before = (await t.app.db.select().from(files)).length;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => download(p.finance.client, invoice.id)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await t.app.db.select().from(files)).length - before).toBe(1);
    expect((await invoiceOf(t.app.db, invoice.id)).pdfFileId).toEqual(expect.any(Number));
  });

  it('is 404 for an invoice not finalized, deleted, out of scope, or to a developer', async () => {
    const pending = await inState(t.app.db, project.id, 'approved');
    const deleted = await inState(t.app.db, project.id, 'generated');
    await t.app.db.update(invoices).set({ deletedAt: new Date() }).where(eq(invoices.id, deleted.id));
    const foreign = await inState(t.app.db, (await foreignProject(t.app.db, p)).id, 'generated');
    const mine = await inState(t.app.db, project.id, 'generated');

    expect((await download(p.admin.client, pending.id)).statusCode).toBe(404);
    expect((await download(p.admin.client, deleted.id)).statusCode).toBe(404);
    expect((await download(p.client.client, foreign.id)).statusCode).toBe(404);
    expect((await download(p.dev.client, mine.id)).statusCode).toBe(404);
    expect((await download(p.admin.client, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses another format with 400', async () => {
    const invoice = await inState(t.app.db, project.id, 'generated');
    const response = await download(p.finance.client, invoice.id, '?format=docx');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['format']);
  });
});
