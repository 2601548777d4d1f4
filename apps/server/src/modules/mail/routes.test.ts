import type { Page } from '@kazi/shared/api/pagination';
import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type TestClient } from '../../test/client.ts';
import { deliverSoon, sendMail } from './send.ts';

let t: TestApp;
let admin: TestClient;
const ids: number[] = [];
const message = (n: number) => ({
  to: `person${n}@example.test`,
  subject: `Subject ${n}`,
  text: `Body ${n}`,
  template: 'test',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'admin')).client;
  for (let n = 1; n <= 5; n++) ids.push((await sendMail(t.app, message(n))).id);
});
afterAll(() => t.close());

describe('sendMail without SMTP_URL', () => {
  it('keeps the mail in the outbox as stored', async () => {
    const mail = await sendMail(t.app, { ...message(9), html: '<p>Body</p>' });
    await deliverSoon(t.app);
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(row).toMatchObject({
      status: 'stored',
      attempts: 0,
      error: null,
      html: '<p>Body</p>',
      sentAt: null,
    });
    await t.app.db.delete(outbox).where(eq(outbox.id, mail.id));
  });

  it('strips line breaks and other control characters from the subject and recipient', async () => {
    const mail = await sendMail(t.app, {
      ...message(8),
      to: 'person8@example.test\r\nBcc: victim@example.test',
      subject: 'Join "Launch\r\nBcc: victim@example.test\u0000"',
    });
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(row).toMatchObject({
      to: 'person8@example.test Bcc: victim@example.test',
      subject: 'Join "Launch Bcc: victim@example.test "',
    });
    await t.app.db.delete(outbox).where(eq(outbox.id, mail.id));
  });

  it('records nothing when the caller’s transaction rolls back', async () => {
    const rollback = new Error('rollback');
    await expect(
      t.app.db.transaction(async (tx) => {
        await sendMail(t.app, message(99), tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, 'person99@example.test'))).toEqual([]);
  });
});

describe('GET mail/outbox/', () => {
  it('lists newest first, page by page', async () => {
    const first = await admin.get('/api/mail/outbox/?page_size=2');
    expect(first.statusCode).toBe(200);
    const page: Page<OutboxMail> = first.json();
    expect(page.count).toBe(5);
    expect(page.results.map((mail) => mail.id)).toEqual([ids[4], ids[3]]);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/api/mail/outbox/?page_size=2&page=2');

    const last: Page<OutboxMail> = (await admin.get('/api/mail/outbox/?page_size=2&page=3')).json();
    expect(last.results.map((mail) => mail.id)).toEqual([ids[0]]);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/mail/outbox/?page_size=2&page=2');
  });

  it('shows each mail as the schema says', async () => {
    const page: Page<OutboxMail> = (await admin.get('/api/mail/outbox/?page_size=1')).json();
    expect(page.results[0]).toEqual({
      id: ids[4],
      to: 'person5@example.test',
      cc: null,
      subject: 'Subject 5',
      text: 'Body 5',
      template: 'test',
      attachments: [],
      sensitive: false,
      links_hidden: false,
      status: 'stored',
      attempts: 0,
      error: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sent_at: null,
    });
  });

  it('shows the copy address and each attachment with its download', async () => {
    const [file] = await t.app.db
      .insert(files)
      .values({
        storedName: 'attachment-test-stored-name',
        originalName: 'INV-2026-0001.pdf',
        mimeType: 'application/pdf',
        size: 4,
      })
      .returning();
    const pdf = {
      file_id: file?.id as number,
      filename: 'INV-2026-0001.pdf',
      content_type: 'application/pdf',
    };
    const mail = await sendMail(t.app, { ...message(7), cc: 'copy@example.test', attachments: [pdf] });
    const shown: OutboxMail = (await admin.get(`/api/mail/outbox/${mail.id}/`)).json();
    expect(shown).toMatchObject({
      cc: 'copy@example.test',
      attachments: [{ ...pdf, download_url: `/api/files/${pdf.file_id}/download/` }],
    });
    await t.app.db.delete(outbox).where(eq(outbox.id, mail.id));
  });

  it.each(['page_size=201', 'page=0', 'page=x'])('refuses ?%s with 400', async (query) => {
    const response = await admin.get(`/api/mail/outbox/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([query.split('=')[0]]);
  });

  it('is for admins only', async () => {
    for (const role of ['pay_admin', 'staff', 'client', 'developer'] as const) {
      const { client } = await loginAs(t.app, role);
      expect((await client.get('/api/mail/outbox/')).statusCode, role).toBe(403);
      expect((await client.get(`/api/mail/outbox/${ids[0]}/`)).statusCode, role).toBe(403);
    }
    expect((await anonymous(t.app).get('/api/mail/outbox/')).statusCode).toBe(401);
  });
});

describe('GET mail/outbox/{id}/', () => {
  it('answers one mail', async () => {
    const response = await admin.get(`/api/mail/outbox/${ids[1]}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids[1], subject: 'Subject 2', status: 'stored' });
  });

  it('shows the links of a sensitive mail in mailbox mode (no SMTP_URL), where admins pass them on', async () => {
    const link = 'https://kazi.test/reset-password/confirm/MTI/s3cr3t-token';
    const mail = await sendMail(t.app, { ...message(7), text: `Here: ${link}`, sensitive: true });
    const response = await admin.get(`/api/mail/outbox/${mail.id}/`);
    expect(response.json()).toMatchObject({ sensitive: true, links_hidden: false, text: `Here: ${link}` });
    await t.app.db.delete(outbox).where(eq(outbox.id, mail.id));
  });

  it('answers 404 for an unknown id', async () => {
    const response = await admin.get('/api/mail/outbox/999999/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('Not found.'));
  });
});
