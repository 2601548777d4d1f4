import type { NotificationKind } from '@kazi/shared/notifications/kinds';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { mailsTo } from '../team/test-support.ts';
import { sendReportDigests, sendReportReminders } from './reminders.job.ts';
import { DAY, eventsWorld, project, UPDATE } from './test-support.ts';

// Hand-added client and internal events follow the project's place, not the person who held it
// when the event was added (ADR 030, policy.ts `eventPersonOf`): after the admin replaces the CSO
// or the CM, the successor files the event, is reminded of it and is named in the CM's digest.

const w = eventsWorld();
let admin: SignedIn;
let newCso: SignedIn;
let newCm: SignedIn;

beforeAll(async () => {
  [admin, newCso, newCm] = await Promise.all([
    loginAs(w.t.app, 'admin'),
    loginAs(w.t.app, 'client_support_officer', { firstName: 'Nia', lastName: 'Successor' }),
    loginAs(w.t.app, 'client_manager', { firstName: 'Tendai', lastName: 'Newcm' }),
  ]);
});

const CLIENT_REPORT = { ...UPDATE, rate_deliverables: 4, next_deadline_meet: true };

const bellOf = (userId: number, kind: NotificationKind) =>
  w.t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));

/** Staff add an event by hand, due `dueAt`; 201 expected. */
async function addEvent(projectId: number, type: 'client' | 'internal', dueAt: Date): Promise<ReportEvent> {
  const response = await w.staff.client.post('/api/progress-events/', {
    project: { id: projectId },
    title: type === 'client' ? 'Weekly client report' : 'Internal review',
    type,
    due_at: dueAt.toISOString(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function replace(projectId: number, body: Record<string, unknown>) {
  const response = await admin.client.patch(`/api/projects/${projectId}/`, body);
  expect(response.statusCode, response.body).toBe(200);
}

const file = (who: SignedIn, eventId: number, body: Record<string, unknown>) =>
  who.client.post('/api/progress-reports/', { event: { id: eventId }, ...body });

/** A due time of its own for each test: the jobs run over the whole platform. */
const dueIn = (days: number) => new Date(Math.ceil(Date.now() / DAY) * DAY + days * DAY + 17 * 3_600_000);

describe('a client event after the CSO is replaced', () => {
  it('is the new CSO’s to file; the old one cannot open it; the CM is not its person', async () => {
    const p = await project(w);
    const added = await addEvent(p.id, 'client', dueIn(1));
    expect(added.user).toMatchObject({ id: w.cso.user.id });
    await replace(p.id, { cso: { id: newCso.user.id } });

    const seen = await newCso.client.get(`/api/progress-events/${added.id}/`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      user: { id: newCso.user.id, display_name: 'Nia Successor' },
      abilities: { file: true },
    });
    // The replaced CSO can no longer open the project: not found, to read or to file.
    expect((await w.cso.client.get(`/api/progress-events/${added.id}/`)).statusCode).toBe(404);
    expect((await file(w.cso, added.id, CLIENT_REPORT)).statusCode).toBe(404);
    // The CM files a client event only when there is no CSO.
    const cmView = await w.cm.client.get(`/api/progress-events/${added.id}/`);
    expect(cmView.json()).toMatchObject({ abilities: { file: false } });
    expect((await file(w.cm, added.id, CLIENT_REPORT)).statusCode).toBe(403);

    // Stored as theirs too (the reports' PATCH handler): under Yours, and among the reports they owe.
    const yours = await newCso.client.get(`/api/progress-events/?project=${p.id}&users=${newCso.user.id}`);
    expect(yours.json().results.map((event: ReportEvent) => event.id)).toEqual([added.id]);
    const owed = (await newCso.client.get('/api/dashboard/reports/')).json().owed as ReportEvent[];
    expect(owed.map((event) => event.id)).toContain(added.id);

    const filed = await file(newCso, added.id, CLIENT_REPORT);
    expect(filed.statusCode, filed.body).toBe(201);
    const after = (await newCso.client.get(`/api/progress-events/${added.id}/`)).json();
    expect(after).toMatchObject({
      status: 'completed',
      progress_reports: [{ created_by: { id: newCso.user.id } }],
    });
  });

  it('reminds the new CSO, not the old one, and the digest names the new CSO', async () => {
    const p = await project(w, { title: 'Relay' });
    const due = dueIn(40);
    const added = await addEvent(p.id, 'client', due);
    await replace(p.id, { cso: { id: newCso.user.id } });
    const oldBell = (await bellOf(w.cso.user.id, 'report_reminder')).length;

    await sendReportReminders(w.t.app, new Date(due.getTime() + 60_000));
    const reminders = await bellOf(newCso.user.id, 'report_reminder');
    expect(reminders.at(-1)).toMatchObject({
      key: `report-reminder:${added.id}`,
      link: `/projects/${p.id}/reports/yours/${added.id}`,
    });
    expect(await bellOf(w.cso.user.id, 'report_reminder')).toHaveLength(oldBell);
    const mails = await mailsTo(w.t.app.db, newCso.user.email);
    expect(mails.some((mail) => mail.template === 'report-reminder')).toBe(true);

    // Overdue 3 days after it is due: the CM's digest lists it for the new CSO.
    await sendReportDigests(w.t.app, new Date(due.getTime() + 4 * DAY));
    const digest = (await mailsTo(w.t.app.db, w.cm.user.email)).find(
      (mail) => mail.template === 'report-digest' && mail.subject.includes('"Relay"'),
    );
    expect(digest?.text).toContain('- Weekly client report for Nia Successor, due');
    expect(digest?.text).not.toContain(`for ${w.cso.user.firstName} ${w.cso.user.lastName}`);
  });

  it('added while there was no CSO (the CM’s), passes to a CSO added later', async () => {
    const p = await project(w, { csoId: null });
    const added = await addEvent(p.id, 'client', dueIn(1));
    expect(added.user).toMatchObject({ id: w.cm.user.id });
    await replace(p.id, { cso: { id: newCso.user.id } });
    expect((await file(w.cm, added.id, CLIENT_REPORT)).statusCode).toBe(403);
    expect((await file(newCso, added.id, CLIENT_REPORT)).statusCode).toBe(201);
  });
});

describe('an internal event after the CM is replaced', () => {
  it('is the new CM’s to file, be reminded of and be named for in their digest; the CSO still not', async () => {
    const p = await project(w, { title: 'Keel' });
    const due = dueIn(80);
    const added = await addEvent(p.id, 'internal', due);
    expect(added.user).toMatchObject({ id: w.cm.user.id });
    await replace(p.id, { cm: { id: newCm.user.id } });

    expect((await w.cm.client.get(`/api/progress-events/${added.id}/`)).statusCode).toBe(404);
    expect((await file(w.cso, added.id, UPDATE)).statusCode).toBe(403);
    const seen = (await newCm.client.get(`/api/progress-events/${added.id}/`)).json();
    expect(seen).toMatchObject({ user: { id: newCm.user.id }, abilities: { file: true } });

    await sendReportReminders(w.t.app, new Date(due.getTime() + 60_000));
    expect((await bellOf(newCm.user.id, 'report_reminder')).map((row) => row.key)).toContain(
      `report-reminder:${added.id}`,
    );
    expect((await bellOf(w.cm.user.id, 'report_reminder')).map((row) => row.key)).not.toContain(
      `report-reminder:${added.id}`,
    );

    await sendReportDigests(w.t.app, new Date(due.getTime() + 4 * DAY));
    const digest = (await mailsTo(w.t.app.db, newCm.user.email)).find(
      (mail) => mail.template === 'report-digest' && mail.subject.includes('"Keel"'),
    );
    expect(digest?.text).toContain('- Internal review for Tendai Newcm, due');

    expect((await file(newCm, added.id, UPDATE)).statusCode).toBe(201);
  });

  it('a completed event keeps who it was for', async () => {
    const p = await project(w);
    const added = await addEvent(p.id, 'internal', dueIn(1));
    expect((await file(w.cm, added.id, UPDATE)).statusCode).toBe(201);
    await replace(p.id, { cm: { id: newCm.user.id } });
    const seen = (await newCm.client.get(`/api/progress-events/${added.id}/`)).json();
    expect(seen).toMatchObject({
      user: { id: w.cm.user.id },
      status: 'completed',
      progress_reports: [{ created_by: { id: w.cm.user.id } }],
    });
  });
});
