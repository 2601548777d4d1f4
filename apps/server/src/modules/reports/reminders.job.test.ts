import type { NotificationKind } from '@kazi/shared/notifications/kinds';
import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertProgressEvent, insertProgressReport } from '../../db/factories/reports.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import {
  notifications,
  participations,
  progressEvents,
  projects,
  userSettings,
} from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/registry.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailsTo } from '../team/test-support.ts';
import { sendReportDigests, sendReportReminders } from './reminders.job.ts';

// The reports.reminders and reports.digest jobs (ADR 030). Both run over the whole platform, so
// every test makes its own people and works in a month of its own (reminders look 3 days back,
// the digest 14).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bellOf = (user: UserRow, kind: NotificationKind) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, user.id), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));

const switchOff = (
  user: UserRow,
  name: 'task_progress_report_reminder_email' | 'task_survey_reminder_email',
) => t.app.db.insert(userSettings).values({ userId: user.id, name, enabled: false });

async function project(title = 'Ledger', overrides: Parameters<typeof createProject>[1] = {}) {
  return createProject(t.app.db, { title, ...overrides });
}

async function developer(projectId: number, firstName = 'Amina') {
  const dev = await createUserWithRole(t.app.db, 'developer', { firstName, lastName: 'Okello' });
  await addParticipant(t.app.db, projectId, dev.id);
  return dev;
}

const event = (
  projectId: number,
  type: ProgressEventType,
  userId: number | null,
  dueAt: string,
  title?: string,
) =>
  insertProgressEvent(t.app.db, {
    projectId,
    type,
    userId,
    dueAt: new Date(dueAt),
    title: title ?? { developer: 'Developer update', cm: 'PM report' }[type as string] ?? type,
    scheduledOn: dueAt.slice(0, 10),
  });

const remindedAt = async (id: number) =>
  (await t.app.db.select().from(progressEvents).where(eq(progressEvents.id, id)))[0]?.remindedAt ?? null;

describe('reminders when an event falls due', () => {
  it('tells its person once, in the bell and by mail, when it falls due', async () => {
    const p = await project('Ledger <b>');
    const dev = await developer(p.id);
    const due = await event(p.id, 'developer', dev.id, '2027-05-10T17:00:00Z');

    expect(await sendReportReminders(t.app, new Date('2027-05-10T16:59:00Z'))).toBe(0);
    expect(await bellOf(dev, 'report_reminder')).toEqual([]);

    await sendReportReminders(t.app, new Date('2027-05-10T17:00:00Z'));
    const bell = await bellOf(dev, 'report_reminder');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      subject: 'Developer update on "Ledger <b>" is due',
      link: `/projects/${p.id}/reports/yours/${due.id}`,
      key: `report-reminder:${due.id}`,
    });
    expect(await remindedAt(due.id)).toEqual(new Date('2027-05-10T17:00:00Z'));
    const mails = await mailsTo(t.app.db, dev.email);
    expect(mails.map((mail) => [mail.template, mail.subject])).toEqual([
      ['report-reminder', 'Developer update on "Ledger <b>" is due'],
    ]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Hello Amina,');
    expect(text).toContain(
      'Developer update on "Ledger <b>" is due on Monday 10 May 2027 at 17:00 UTC. Please fill it in here:',
    );
    expect(text).toContain(`${t.config.publicUrl}/projects/${p.id}/reports/yours/${due.id}`);
    expect(text).toContain(`${t.config.publicUrl}/settings/privacy`);
    expect(text).toContain('The Kazi team');

    // Later runs: nothing more.
    await sendReportReminders(t.app, new Date('2027-05-10T17:15:00Z'));
    await sendReportReminders(t.app, new Date('2027-05-11T09:00:00Z'));
    expect(await bellOf(dev, 'report_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, dev.email)).toHaveLength(1);
  });

  it('leaves alone completed events, events older than 3 days, archived projects and events for nobody', async () => {
    const p = await project();
    const dev = await developer(p.id);
    const done = await event(p.id, 'developer', dev.id, '2027-06-10T09:00:00Z');
    await insertProgressReport(t.app.db, { eventId: done.id, authorId: dev.id, percentage: 50 });
    const old = await event(p.id, 'cm', dev.id, '2027-06-07T09:00:00Z');
    const nobody = await event(p.id, 'milestone', null, '2027-06-10T09:00:00Z', 'Launch');
    const archived = await project('Archived', { archived: true });
    const other = await developer(archived.id, 'Kato');
    const onArchived = await event(archived.id, 'developer', other.id, '2027-06-10T09:00:00Z');

    await sendReportReminders(t.app, new Date('2027-06-10T10:00:00Z'));
    expect(await bellOf(dev, 'report_reminder')).toEqual([]);
    expect(await bellOf(other, 'report_reminder')).toEqual([]);
    for (const id of [done.id, old.id, nobody.id, onArchived.id]) expect(await remindedAt(id)).toBeNull();
  });

  it('reminds nobody who has left their place on the project: a removed member, a replaced CM or owner', async () => {
    const [cm, owner] = [
      await createUserWithRole(t.app.db, 'client_manager', { firstName: 'Grace' }),
      await createUserWithRole(t.app.db, 'client', { firstName: 'Wanjiru' }),
    ];
    const p = await project('Harbour', { cmId: cm.id, ownerId: owner.id });
    const [stays, leaves] = [await developer(p.id), await developer(p.id, 'Kato')];
    const due = '2027-04-12T17:00:00Z';
    const kept = await event(p.id, 'developer', stays.id, due);
    const dropped = [
      await event(p.id, 'developer', leaves.id, due),
      await event(p.id, 'developer_survey', leaves.id, due, 'Developer survey'),
      await event(p.id, 'cm', cm.id, due),
      await event(p.id, 'developer_rating', owner.id, due, 'Client survey'),
    ];
    await t.app.db
      .delete(participations)
      .where(and(eq(participations.projectId, p.id), eq(participations.userId, leaves.id)));
    const [newCm, newOwner] = [
      await createUserWithRole(t.app.db, 'client_manager'),
      await createUserWithRole(t.app.db, 'client'),
    ];
    await t.app.db
      .update(projects)
      .set({ cmId: newCm.id, ownerId: newOwner.id })
      .where(eq(projects.id, p.id));

    await sendReportReminders(t.app, new Date('2027-04-12T17:00:00Z'));
    expect(await remindedAt(kept.id)).not.toBeNull();
    for (const { id } of dropped) expect(await remindedAt(id)).toBeNull();
    expect(await bellOf(leaves, 'report_reminder')).toEqual([]);

    // Nor do they fill the new CM's digest.
    await sendReportDigests(t.app, new Date('2027-04-16T07:00:00Z'));
    const [digest] = await mailsTo(t.app.db, newCm.email);
    expect(digest?.subject).toBe('1 report(s) on "Harbour" are overdue');
  });

  it('a client survey is a survey reminder; a developer survey reads as a survey but is a report reminder', async () => {
    const owner = await createUserWithRole(t.app.db, 'client', { firstName: 'Wanjiru' });
    const p = await project('Atlas', { ownerId: owner.id });
    const dev = await developer(p.id);
    const clientSurvey = await event(
      p.id,
      'developer_rating',
      owner.id,
      '2027-07-05T17:00:00Z',
      'Client survey',
    );
    await event(p.id, 'developer_survey', dev.id, '2027-07-05T17:00:00Z', 'Developer survey');

    await sendReportReminders(t.app, new Date('2027-07-05T17:10:00Z'));
    const surveys = await bellOf(owner, 'survey_reminder');
    expect(surveys.map((row) => [row.subject, row.link])).toEqual([
      ['Client survey on "Atlas" is waiting for you', `/projects/${p.id}/reports/yours/${clientSurvey.id}`],
    ]);
    expect(await bellOf(owner, 'report_reminder')).toEqual([]);
    const ownerMail = await mailsTo(t.app.db, owner.email);
    expect(ownerMail.map((mail) => mail.template)).toEqual(['survey-reminder']);
    expect(ownerMail[0]?.text).toContain('Client survey on "Atlas" is waiting for you. It takes a minute:');

    expect((await bellOf(dev, 'report_reminder')).map((row) => row.subject)).toEqual([
      'Developer survey on "Atlas" is due',
    ]);
    expect(await bellOf(dev, 'survey_reminder')).toEqual([]);
    const devMail = await mailsTo(t.app.db, dev.email);
    expect(devMail.map((mail) => mail.subject)).toEqual(['Developer survey on "Atlas" is waiting for you']);
  });

  it("with the person's switch off: the bell only, no mail", async () => {
    const owner = await createUserWithRole(t.app.db, 'client');
    const p = await project('Quiet', { ownerId: owner.id });
    const dev = await developer(p.id);
    await switchOff(dev, 'task_progress_report_reminder_email');
    await switchOff(owner, 'task_survey_reminder_email');
    await event(p.id, 'developer', dev.id, '2027-08-02T17:00:00Z');
    await event(p.id, 'developer_rating', owner.id, '2027-08-02T17:00:00Z', 'Client survey');
    await sendReportReminders(t.app, new Date('2027-08-02T18:00:00Z'));
    expect(await bellOf(dev, 'report_reminder')).toHaveLength(1);
    expect(await bellOf(owner, 'survey_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, dev.email)).toEqual([]);
    expect(await mailsTo(t.app.db, owner.email)).toEqual([]);
  });

  it('two runs at once remind once', async () => {
    const p = await project();
    const dev = await developer(p.id);
    await event(p.id, 'developer', dev.id, '2027-09-06T17:00:00Z');
    const now = new Date('2027-09-06T17:30:00Z');
    const sent = await Promise.all([sendReportReminders(t.app, now), sendReportReminders(t.app, now)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await bellOf(dev, 'report_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, dev.email)).toHaveLength(1);
  });
});

describe("the client managers' daily digest", () => {
  const digestsOf = (projectId: number) =>
    t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'report_digest'), like(notifications.key, `report-digest:${projectId}:%`)),
      )
      .orderBy(asc(notifications.id));

  it("lists the project's overdue events of every type, once a day", async () => {
    const cm = await createUserWithRole(t.app.db, 'client_manager', { firstName: 'Grace' });
    const p = await project('Ledger', { cmId: cm.id });
    const dev = await developer(p.id);
    // Overdue (a day after 10 October for a developer update, three for the rest) on 14 October.
    await event(p.id, 'developer', dev.id, '2027-10-11T17:00:00Z');
    await event(p.id, 'developer_survey', dev.id, '2027-10-04T17:00:00Z', 'Developer survey');
    await event(p.id, 'milestone', null, '2027-10-08T12:00:00Z', 'Beta <i>');
    // Not in it: completed, not overdue yet, overdue more than 14 days ago.
    const done = await event(p.id, 'developer', dev.id, '2027-10-12T17:00:00Z');
    await insertProgressReport(t.app.db, { eventId: done.id, authorId: dev.id, percentage: 80 });
    await event(p.id, 'cm', cm.id, '2027-10-13T17:00:00Z');
    await event(p.id, 'developer', dev.id, '2027-09-20T17:00:00Z');

    const now = new Date('2027-10-14T07:37:00Z');
    await sendReportDigests(t.app, now);
    await sendReportDigests(t.app, new Date('2027-10-14T12:00:00Z'));
    const bell = await bellOf(cm, 'report_digest');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      subject: '3 report(s) on "Ledger" are overdue',
      link: `/projects/${p.id}/reports/team?status=overdue`,
      key: `report-digest:${p.id}:${cm.id}:2027-10-14`,
    });
    const mails = await mailsTo(t.app.db, cm.email);
    expect(mails.map((mail) => [mail.template, mail.subject])).toEqual([
      ['report-digest', '3 report(s) on "Ledger" are overdue'],
    ]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Hello Grace,');
    expect(text).toContain('These reports on "Ledger" are overdue:');
    expect(text).toContain('- Developer survey for Amina Okello, due Monday 4 October 2027 at 17:00 UTC');
    expect(text).toContain('- Beta <i> for Grace');
    expect(text).toContain('- Developer update for Amina Okello, due Monday 11 October 2027 at 17:00 UTC');
    expect(text).not.toContain('12 October');
    expect(text).not.toContain('13 October');
    expect(text).not.toContain('20 September');
    expect(text.indexOf('4 October')).toBeLessThan(text.indexOf('11 October'));
    expect(text).toContain(`${t.config.publicUrl}/projects/${p.id}/reports/team?status=overdue`);
    // The developer gets no digest; the next day brings the next one.
    expect(await bellOf(dev, 'report_digest')).toEqual([]);
    await sendReportDigests(t.app, new Date('2027-10-15T07:37:00Z'));
    expect(await bellOf(cm, 'report_digest')).toHaveLength(2);
  });

  it('sends nothing without overdue events or without a CM; with the switch off, the bell only', async () => {
    const cm = await createUserWithRole(t.app.db, 'client_manager');
    const calm = await project('Calm', { cmId: cm.id });
    const dev = await developer(calm.id);
    await event(calm.id, 'developer', dev.id, '2027-11-15T17:00:00Z');
    const unmanaged = await project('Unmanaged');
    await event(
      unmanaged.id,
      'developer',
      (await developer(unmanaged.id, 'Kato')).id,
      '2027-11-10T17:00:00Z',
    );
    await sendReportDigests(t.app, new Date('2027-11-16T07:00:00Z'));
    expect(await digestsOf(calm.id)).toEqual([]);
    expect(await digestsOf(unmanaged.id)).toEqual([]);

    const quiet = await createUserWithRole(t.app.db, 'client_manager');
    await switchOff(quiet, 'task_progress_report_reminder_email');
    const p = await project('Quiet', { cmId: quiet.id });
    await event(p.id, 'cm', quiet.id, '2027-11-08T17:00:00Z');
    await sendReportDigests(t.app, new Date('2027-11-16T07:37:00Z'));
    expect(await bellOf(quiet, 'report_digest')).toHaveLength(1);
    expect(await mailsTo(t.app.db, quiet.email)).toEqual([]);
  });

  it('two runs at once send one digest', async () => {
    const cm = await createUserWithRole(t.app.db, 'client_manager');
    const p = await project('Race', { cmId: cm.id });
    await event(p.id, 'cm', cm.id, '2027-12-01T17:00:00Z');
    const now = new Date('2027-12-06T07:37:00Z');
    await Promise.all([sendReportDigests(t.app, now), sendReportDigests(t.app, now)]);
    expect(await bellOf(cm, 'report_digest')).toHaveLength(1);
    expect(await mailsTo(t.app.db, cm.email)).toHaveLength(1);
  });
});

describe('the jobs', () => {
  it('remind every 15 minutes and digest daily, from the job registry', async () => {
    expect(JOBS.find((job) => job.name === 'reports.reminders')).toMatchObject({ cron: '*/15 * * * *' });
    expect(JOBS.find((job) => job.name === 'reports.digest')).toMatchObject({ cron: '37 7 * * *' });
    await expect(t.app.jobs.runNow('reports.reminders')).resolves.toBeUndefined();
    await expect(t.app.jobs.runNow('reports.digest')).resolves.toBeUndefined();
  });
});
