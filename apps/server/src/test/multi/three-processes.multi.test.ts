import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { yearMonthOf } from '@kazi/shared/timesheets/rules';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.ts';
import { simplePdf } from '../../db/factories/documents.ts';
import { withDatabase } from '../global-setup.ts';
import { startS3, type TestS3 } from '../s3-server.ts';
import { SmtpSink } from '../smtp-sink.ts';
import { HttpClient } from './http-client.ts';
import { KaziProcess } from './kazi-process.ts';
import { liveThroughDay } from './simulated-day.ts';
import { buildWorld, PASSWORD, simulatedDay, type World } from './world.ts';

/*
 * Issue 13, "many processes, one database" (ADR 040): three production processes (dist/main.js,
 * NODE_ENV=production, jobs on) on one PostgreSQL database and one bucket (s3rver), behind no
 * proxy: the test is the load balancer, sending each request to the process it chooses.
 */
const base = process.env.TEST_DATABASE_URL as string;
const name = `kazi_multi_${randomBytes(5).toString('hex')}`;
const url = withDatabase(base, name);
const JOURNAL = path.resolve(import.meta.dirname, '../../../drizzle/meta/_journal.json');

let admin: pg.Client;
let sql: pg.Client;
let database: Database;
let sink: SmtpSink;
let bucket: TestS3;
let processes: KaziProcess[] = [];
let world: World;
const day = simulatedDay();

const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];
const baseOf = (index: number) => (processes[index % processes.length] as KaziProcess).baseUrl;
const outputs = () => processes.map((kazi) => kazi.output()).join('\n');

beforeAll(async () => {
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  sink = new SmtpSink();
  const smtpUrl = await sink.start();
  bucket = await startS3();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JOBS: '1',
    JOBS_POLL_SECONDS: '0.5',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'warn',
    REQUIRE_TWO_FACTOR_FOR_ADMINS: '0',
    INVOICE_REMINDER_SCHEDULE: '1',
    ...bucket.env(),
  };
  // All three at once, on the empty database: each migrates (or waits for the one migrating).
  const started = await Promise.allSettled(
    ['one', 'two', 'three'].map((label) => KaziProcess.start(label, inject('serverMain'), env)),
  );
  processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
  database = openPostgres(url, 4);
  world = await buildWorld(database.db, day);
}, 180_000);

afterAll(async () => {
  await Promise.all(processes.map((kazi) => kazi.stop()));
  await database?.close();
  await sql?.end();
  await sink?.stop();
  await bucket?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}, 60_000);

describe('three app processes on one PostgreSQL database and one bucket', () => {
  it('started together on an empty database, they migrated it once and agree on one CSRF key', async () => {
    const { entries } = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] };
    expect(
      await rows(
        'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      ),
    ).toEqual([{ n: entries.length, hashes: entries.length }]);
    expect(await rows('select name from installation_secrets')).toEqual([{ name: 'session' }]);
    expect(await rows('select count(*)::int as n from pgboss.version')).toEqual([{ n: 1 }]);
  });

  it('signed in on the first, uploads on the second, downloads and edits on the third', async () => {
    const browser = new HttpClient();
    const [one, two, three] = processes.map((kazi) => kazi.baseUrl) as [string, string, string];
    expect((await browser.login(one, world.staff.email, PASSWORD)).status).toBe(200);

    const bytes = simplePdf('Shared by three processes');
    const upload = await browser.upload(two, '/api/documents/', [
      { name: 'project[id]', value: String(world.project.id) },
      { name: 'title', value: 'Statement of work' },
      { name: 'type', value: 'contract' },
      { name: 'file', fileName: 'sow.pdf', bytes, contentType: 'application/pdf' },
    ]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const document = upload.body as { id: number; download_url: string };

    // The bytes live in the bucket, not in the second process's data dir.
    const download = await browser.request(three, 'GET', document.download_url);
    expect(download.status, 'the third process serves the file the second stored (FILE_STORE)').toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);

    const edit = await browser.request(three, 'PATCH', `/api/documents/${document.id}/`, {
      title: 'SOW, signed',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const read = await browser.request(one, 'GET', `/api/documents/${document.id}/`);
    expect(read.body).toMatchObject({ id: document.id, title: 'SOW, signed' });
  });

  it('50 parallel mark-as-paid on one invoice over the three: one 200, 49 × 409, one history line', async () => {
    const finance = new HttpClient();
    expect((await finance.login(baseOf(0), world.finance.email, PASSWORD)).status).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        finance
          .request(baseOf(i), 'PATCH', `/api/invoices/${world.toPay.id}/`, { action: 'mark_as_paid' })
          .then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await rows('select action from invoice_events where invoice_id = $1', [world.toPay.id])).toEqual([
      { action: 'marked_as_paid' },
    ]);
    expect(
      await rows(
        "select count(*)::int as n from audit_log where target_type = 'invoice' and target_id = $1",
        [world.toPay.id],
      ),
    ).toEqual([{ n: 1 }]);
    expect(await rows('select paid, revision from invoices where id = $1', [world.toPay.id])).toEqual([
      { paid: true, revision: 1 },
    ]);
  });

  it('the schedulers of all three live through a day: each event, notification and mail exists once', async () => {
    const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false });
    await boss.start();
    try {
      const states = async (ids: string[]) =>
        new Map(
          (
            await rows<{ id: string; state: string }>(
              'select id, state from pgboss.job where id = any($1::uuid[])',
              [ids],
            )
          ).map((row) => [row.id, row.state]),
        );
      expect(await liveThroughDay(boss, day, processes.length, states)).toBeGreaterThan(24 * 3);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }

    // The day's report events: exactly those the schedules say, once each.
    const events = await rows<{ type: string; user_id: number }>(
      'select type, user_id from progress_events where project_id = $1 and scheduled_on = $2 order by type, user_id',
      [world.project.id, day],
    );
    const expected = world.expectedEvents
      .map((event) => ({ type: event.type, user_id: event.userId }))
      .sort((a, b) => a.type.localeCompare(b.type) || a.user_id - b.user_id);
    expect(expected.length).toBeGreaterThan(3);
    expect(events).toEqual(expected);

    // Their reminders (due at 17:00), the timesheet reminders and the invoice reminder: once each.
    const reminded = await rows<{ key: string; n: number }>(
      `select key, count(*)::int as n from notifications
        where key like 'report-reminder:%' and key = any(
          select 'report-reminder:' || id from progress_events where project_id = $1 and scheduled_on = $2)
        group by key`,
      [world.project.id, day],
    );
    expect(reminded.map((row) => row.n)).toEqual(expected.map(() => 1));
    const timesheetKeys = world.developers.map(
      (developer) => `timesheet-reminder:${world.project.id}:${developer.id}:${yearMonthOf(day)}`,
    );
    expect(
      await rows('select count(*)::int as n from notifications where key = any($1::text[])', [timesheetKeys]),
    ).toEqual([{ n: world.developers.length }]);
    expect(
      await rows(
        "select count(*)::int as n from invoice_events where invoice_id = $1 and action = 'payment_reminder_sent'",
        [world.overdue.id],
      ),
    ).toEqual([{ n: 1 }]);
    expect(await rows('select reminder_count from invoices where id = $1', [world.overdue.id])).toEqual([
      { reminder_count: 1 },
    ]);

    // Every mail leaves once: all delivered, none twice (the sink saw exactly the outbox's mails).
    const deadline = Date.now() + 60_000;
    let waiting: unknown[] = [];
    do {
      waiting = await rows("select id, status, error from outbox where status in ('queued', 'sending')");
      if (waiting.length) await new Promise((resolve) => setTimeout(resolve, 250));
    } while (waiting.length && Date.now() < deadline);
    expect(waiting, outputs()).toEqual([]);
    const outbox = await rows<{ to: string; cc: string | null; status: string }>(
      'select "to", cc, status from outbox',
    );
    expect(outbox.filter((mail) => mail.status !== 'sent')).toEqual([]);
    expect(outbox.length).toBeGreaterThanOrEqual(expected.length + world.developers.length + 1);
    const envelope = (recipients: string[]) =>
      recipients
        .map((address) => address.replace(/[<>]/g, '').trim().toLowerCase())
        .sort()
        .join(' ');
    expect(sink.received.map((mail) => envelope(mail.to)).sort()).toEqual(
      outbox.map((mail) => envelope([mail.to, ...(mail.cc ? mail.cc.split(',') : [])])).sort(),
    );
    expect(
      await rows(
        'select "to", subject, count(*)::int as n from outbox group by "to", subject, text having count(*) > 1',
      ),
    ).toEqual([]);
  });

  it('one process killed (SIGKILL) in a burst of writes: every acknowledged write is in the database', async () => {
    const writer = new HttpClient();
    expect((await writer.login(baseOf(0), world.finance.email, PASSWORD)).status).toBe(200);
    const victim = processes[1] as KaziProcess;
    const acknowledged: { id: number; body: string; by: string; afterKill: boolean }[] = [];
    let refused = 0;
    let killed = false;
    let next = 0;
    const TOTAL = 150;
    const write = async (): Promise<void> => {
      while (next < TOTAL) {
        const index = next++;
        const target = processes[index % 3] as KaziProcess;
        const body = `comment ${index}`;
        const answer = await writer
          .request(target.baseUrl, 'POST', `/api/invoices/${world.overdue.id}/comments/`, { body })
          .catch(() => null);
        if (answer?.status === 201) {
          const id = (answer.body as { id: number }).id;
          acknowledged.push({ id, body, by: target.name, afterKill: killed });
        } else refused += 1;
        if (!killed && acknowledged.length >= 40) {
          killed = true;
          await victim.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 9 }, write));

    expect(killed).toBe(true);
    expect(acknowledged.filter((write) => write.by === victim.name).length).toBeGreaterThan(0);
    expect(acknowledged.filter((write) => write.afterKill).length).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    const stored = new Map(
      (
        await rows<{ id: number; body: string }>(
          'select id, body from invoice_comments where id = any($1::int[])',
          [acknowledged.map((write) => write.id)],
        )
      ).map((row) => [row.id, row.body]),
    );
    expect(acknowledged.filter((write) => stored.get(write.id) !== write.body)).toEqual([]);
  });

  it('pg-boss sends each cron slot once whatever the number of processes: the every-minute fold once a minute', async () => {
    // pg-boss looks at its schedules every 30 s on one process at a time: wait for its first slot.
    const perMinute = () =>
      rows<{ minute: string; n: number }>(
        `select date_trunc('minute', created_on)::text as minute, count(*)::int as n from pgboss.job
          where name = 'projects.fold_list_counts' group by 1 order by 1`,
      );
    const deadline = Date.now() + 75_000;
    while (!(await perMinute()).length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const slots = await perMinute();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((slot) => slot.n > 1)).toEqual([]);
    // Nor did any process log an error all along (a deadlock in pg-boss is logged, not thrown).
    expect(processes.flatMap((kazi) => kazi.errors)).toEqual([]);
  });
});
