import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { refusedSmtpUrl, SmtpSink } from '../../test/smtp-sink.ts';
import { sendMail } from './send.ts';

const message = (subject: string) => ({
  to: 'amina@example.test',
  subject,
  text: 'Hello Amina',
  template: 'test',
});
const rowOf = async (t: TestApp, id: number) => {
  const [row] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
  return row;
};

describe('delivery over SMTP', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await sink.start(), MAIL_FROM: 'Kazi <mail@kazi.test>' });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('queues the mail, then sends it when mail.deliver runs', async () => {
    const mail = await sendMail(t.app, message('Welcome'));
    expect(mail.status).toBe('queued');
    expect(sink.received).toHaveLength(0);

    await t.app.jobs.runNow('mail.deliver');

    const row = await rowOf(t, mail.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.from).toContain('mail@kazi.test');
    expect(sink.received[0]?.to).toEqual(['<amina@example.test>']);
    expect(sink.received[0]?.data).toContain('Subject: Welcome');
    expect(sink.received[0]?.data).toContain('Hello Amina');
  });

  it('sends each mail once, whatever the number of runs', async () => {
    const mails = [await sendMail(t.app, message('One')), await sendMail(t.app, message('Two'))];
    const before = sink.received.length;
    await t.app.jobs.runNow('mail.deliver');
    await t.app.jobs.runNow('mail.deliver');
    expect(sink.received.length - before).toBe(2);
    for (const mail of mails) expect((await rowOf(t, mail.id))?.status).toBe('sent');
  });

  it('takes back a claim left by a crashed process after ten minutes', async () => {
    const mail = await sendMail(t.app, message('Stuck'));
    await t.app.db.execute(
      sql`update outbox set status = 'sending', claimed_at = now() - interval '11 minutes' where id = ${mail.id}`,
    );
    const fresh = await sendMail(t.app, message('Claimed elsewhere'));
    await t.app.db.execute(
      sql`update outbox set status = 'sending', claimed_at = now() where id = ${fresh.id}`,
    );

    await t.app.jobs.runNow('mail.deliver');

    expect((await rowOf(t, mail.id))?.status).toBe('sent');
    expect((await rowOf(t, fresh.id))?.status).toBe('sending');
  });
});

describe('delivery when the SMTP server refuses connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await refusedSmtpUrl() });
  });
  afterAll(() => t.close());

  it('leaves the mail queued with the error and counts the attempt', async () => {
    const mail = await sendMail(t.app, message('Retry me'));
    await t.app.jobs.runNow('mail.deliver');
    const row = await rowOf(t, mail.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('gives up after five attempts', async () => {
    const mail = await sendMail(t.app, message('Give up'));
    for (let run = 1; run <= 5; run++) {
      await t.app.jobs.runNow('mail.deliver');
      expect((await rowOf(t, mail.id))?.attempts).toBe(run);
    }
    expect((await rowOf(t, mail.id))?.status).toBe('failed');
    await t.app.jobs.runNow('mail.deliver');
    expect((await rowOf(t, mail.id))?.attempts).toBe(5);
  });
});
