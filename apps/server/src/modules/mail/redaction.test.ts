import type { Page } from '@kazi/shared/api/pagination';
import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../db/factories/users.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../../test/client.ts';
import { refusedSmtpUrl, SmtpSink } from '../../test/smtp-sink.ts';
import { sendMail } from './send.ts';

// Sensitive mails (secret links) with SMTP configured: hidden from admins, forgotten once out (ADR 012).

const HIDDEN = MESSAGES.mail.linkHidden;
const SECRET_LINK = 'https://kazi.test/reset-password/confirm/MTI/s3cr3t-token';
const secretMail = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: `Choose a new password here:\n${SECRET_LINK}\n\nThe Kazi team`,
  template: 'password-reset',
  sensitive: true,
});
const rowOf = async (t: TestApp, id: number) => {
  const [row] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
  return row;
};
/** The mail as the SMTP server received it, quoted-printable soft breaks undone. */
const received = (sink: SmtpSink, to: string) =>
  sink.received.find((mail) => mail.to.includes(`<${to}>`))?.data.replace(/=\r\n/g, '');

describe('with SMTP configured', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await sink.start() });
    admin = (await loginAs(t.app, 'admin')).client;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const newestTo = async (email: string) => {
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    return row;
  };

  it('flags reset, set-password and invitation mails as sensitive', async () => {
    const user = await createUserWithRole(t.app.db, 'developer');
    await anonymous(t.app).post('/api/auth/password/reset/', { email: user.email });
    await t.app.jobs.settled();
    const invited = await admin.post('/api/invites/', {
      email: 'zawadi@example.test',
      first_name: 'Zawadi',
      last_name: 'Otieno',
      type: 1,
      category: 'designer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const created = await admin.post('/api/users/', {
      email: 'ruth@savanna.test',
      first_name: 'Ruth',
      last_name: 'Mwangi',
      type: 2,
      company: {
        name: 'Savanna Freight Ltd',
        street: 'Mombasa Road',
        plot_number: '22',
        city: 'Nairobi',
        postal_code: '00100',
        country: 'KE',
        vat_number: '',
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    for (const [email, template] of [
      [user.email, 'password-reset'],
      ['zawadi@example.test', 'invite'],
      ['ruth@savanna.test', 'set-password'],
    ]) {
      expect(await newestTo(email as string), template).toMatchObject({ template, sensitive: true });
    }
  });

  it('shows a queued sensitive mail with its links hidden, in the list and alone', async () => {
    const mail = await sendMail(t.app, secretMail('list@example.test'));
    const page: Page<OutboxMail> = (await admin.get('/api/mail/outbox/?page_size=200')).json();
    const listed = page.results.find((entry) => entry.id === mail.id);
    expect(listed).toMatchObject({ status: 'queued', sensitive: true, links_hidden: true });
    expect(listed?.text).toBe(`Choose a new password here:\n${HIDDEN}\n\nThe Kazi team`);

    const one = (await admin.get(`/api/mail/outbox/${mail.id}/`)).json();
    expect(one).toMatchObject({ sensitive: true, links_hidden: true, text: listed?.text });
    expect(JSON.stringify(page)).not.toContain('s3cr3t-token');
  });

  it('shows the links of a mail that is not sensitive', async () => {
    const mail = await sendMail(t.app, {
      to: 'plain@example.test',
      subject: 'Your project',
      text: 'See https://kazi.test/projects/4',
      template: 'project-question',
    });
    const one = (await admin.get(`/api/mail/outbox/${mail.id}/`)).json();
    expect(one).toMatchObject({
      sensitive: false,
      links_hidden: false,
      text: 'See https://kazi.test/projects/4',
    });
  });

  it('delivers the link, then keeps only the redacted text', async () => {
    const mail = await sendMail(t.app, {
      ...secretMail('deliver@example.test'),
      html: `<a href="${SECRET_LINK}">`,
    });
    expect((await rowOf(t, mail.id))?.text).toContain(SECRET_LINK);

    await t.app.jobs.runNow('mail.deliver');

    expect(received(sink, 'deliver@example.test')).toContain(SECRET_LINK);
    const row = await rowOf(t, mail.id);
    expect(row).toMatchObject({ status: 'sent', sensitive: true, html: null });
    expect(row?.text).toBe(`Choose a new password here:\n${HIDDEN}\n\nThe Kazi team`);
  });

  it('keeps the text of a mail that is not sensitive after delivery', async () => {
    const mail = await sendMail(t.app, {
      to: 'kept@example.test',
      subject: 'Hello',
      text: 'See https://kazi.test/projects/4',
      html: '<p>Hello</p>',
      template: 'project-question',
    });
    await t.app.jobs.runNow('mail.deliver');
    expect(await rowOf(t, mail.id)).toMatchObject({
      status: 'sent',
      text: 'See https://kazi.test/projects/4',
      html: '<p>Hello</p>',
    });
  });
});

describe('with an SMTP server that refuses connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await refusedSmtpUrl() });
  });
  afterAll(() => t.close());

  it('keeps the link for the next attempt, and forgets it once delivery is given up', async () => {
    const mail = await sendMail(t.app, secretMail('refused@example.test'));
    await t.app.jobs.runNow('mail.deliver');
    expect(await rowOf(t, mail.id)).toMatchObject({ status: 'queued', text: secretMail('').text });

    await t.app.db.execute(sql`update outbox set attempts = 4 where id = ${mail.id}`);
    await t.app.jobs.runNow('mail.deliver');
    const row = await rowOf(t, mail.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row?.text).not.toContain('s3cr3t-token');
  });
});
