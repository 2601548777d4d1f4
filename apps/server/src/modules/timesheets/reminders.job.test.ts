import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { notifications, projects, userSettings } from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/registry.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailsTo } from '../team/test-support.ts';
import { sendTimesheetReminders } from './reminders.job.ts';

// The daily timesheets.reminders job (ADR 028): reminders on the last two working days of a month
// (27 and 30 November 2026), the CMs' digest on the third working day (3 December 2026). Every
// test makes its own people and reads only their bell and mail: the job runs over the whole
// platform.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bellOf = (user: UserRow, kind: 'timesheet_reminder' | 'timesheet_digest') =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, user.id), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));

/** A developer with an accepted place (hours from `from`) on a fresh active project. */
async function member(from = '2026-01-01', project?: { id: number }) {
  const dev = await createUserWithRole(t.app.db, 'developer', { firstName: 'Amina', lastName: 'Okello' });
  const target = project ?? (await createProject(t.app.db, { title: 'Ledger' }));
  await addParticipant(t.app.db, target.id, dev.id, { effectiveFrom: from });
  return { dev, project: target };
}

const digestsOn = (projectId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'timesheet_digest'),
        like(notifications.key, `timesheet-digest:${projectId}:%`),
      ),
    );

const switchOff = (user: UserRow) =>
  t.app.db.insert(userSettings).values({ userId: user.id, name: 'timesheet_reminder_email', enabled: false });

describe('reminders on the last two working days', () => {
  it('reminds who logged nothing on a working day of the month, on the last two working days only', async () => {
    const { dev, project } = await member();
    for (const day of ['2026-11-02', '2026-11-25', '2026-11-26', '2026-12-01']) {
      await sendTimesheetReminders(t.app, day);
    }
    expect(await bellOf(dev, 'timesheet_reminder')).toEqual([]);

    await sendTimesheetReminders(t.app, '2026-11-27');
    const bell = await bellOf(dev, 'timesheet_reminder');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      subject: 'Log your hours for November 2026 on "Ledger"',
      link: `/projects/${project.id}/pay/timesheets?view=month&month=2026-11`,
      key: `timesheet-reminder:${project.id}:${dev.id}:2026-11`,
    });
    const mails = await mailsTo(t.app.db, dev.email);
    expect(mails.map((mail) => [mail.template, mail.subject])).toEqual([
      ['timesheet-reminder', 'Log your hours for November 2026 on "Ledger"'],
    ]);
    expect(mails[0]?.text).toContain('Hello Amina,');
    expect(mails[0]?.text).toContain('You have not logged any hours for November 2026 on "Ledger" yet.');
    expect(mails[0]?.text).toContain(
      `${t.config.publicUrl}/projects/${project.id}/pay/timesheets?view=month&month=2026-11`,
    );
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/settings/privacy`);

    // The last working day: the same person, project and month → nothing more.
    await sendTimesheetReminders(t.app, '2026-11-30');
    expect(await bellOf(dev, 'timesheet_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, dev.email)).toHaveLength(1);
  });

  it('leaves alone who logged a working day, whose month is approved, or who cannot log yet', async () => {
    const logged = await member();
    await insertTimesheetMonth(t.app.db, {
      projectId: logged.project.id,
      userId: logged.dev.id,
      month: '2026-11',
      hoursByDay: { '2026-11-03': 400 },
    });
    const weekendOnly = await member();
    await insertTimesheetMonth(t.app.db, {
      projectId: weekendOnly.project.id,
      userId: weekendOnly.dev.id,
      month: '2026-11',
      hoursByDay: { '2026-11-07': 400, '2026-11-08': 400 },
    });
    const approved = await member();
    const reviewer = await createUserWithRole(t.app.db, 'staff');
    await insertTimesheetMonth(t.app.db, {
      projectId: approved.project.id,
      userId: approved.dev.id,
      month: '2026-11',
      status: 'approved',
      reviewedById: reviewer.id,
    });
    const startsLater = await member('2026-12-01');
    const startsToday = await member('2026-11-27');

    await sendTimesheetReminders(t.app, '2026-11-27');
    expect(await bellOf(logged.dev, 'timesheet_reminder')).toEqual([]);
    expect(await bellOf(weekendOnly.dev, 'timesheet_reminder')).toHaveLength(1);
    expect(await bellOf(approved.dev, 'timesheet_reminder')).toEqual([]);
    expect(await bellOf(startsLater.dev, 'timesheet_reminder')).toEqual([]);
    expect(await bellOf(startsToday.dev, 'timesheet_reminder')).toHaveLength(1);
  });

  it('reminds only accepted members of active, non-archived projects, on each project, with active accounts', async () => {
    const pending = await createUserWithRole(t.app.db, 'developer');
    const project = await createProject(t.app.db, { title: 'Pending place' });
    await addParticipant(t.app.db, project.id, pending.id, { status: 'pending' });
    const archived = await member();
    await t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, archived.project.id));
    const opportunity = await createUserWithRole(t.app.db, 'developer');
    const idea = await createProject(t.app.db, {
      title: 'Idea',
      stage: 'opportunity',
    });
    await addParticipant(t.app.db, idea.id, opportunity.id);
    const inactive = await createUserWithRole(t.app.db, 'developer', { isActive: false });
    await addParticipant(t.app.db, project.id, inactive.id);
    const twice = await member();
    const second = await createProject(t.app.db, { title: 'Atlas' });
    await addParticipant(t.app.db, second.id, twice.dev.id);

    await sendTimesheetReminders(t.app, '2026-11-30');
    expect(await bellOf(pending, 'timesheet_reminder')).toEqual([]);
    expect(await bellOf(archived.dev, 'timesheet_reminder')).toEqual([]);
    expect(await bellOf(opportunity, 'timesheet_reminder')).toEqual([]);
    expect(await bellOf(inactive, 'timesheet_reminder')).toEqual([]);
    expect((await bellOf(twice.dev, 'timesheet_reminder')).map((row) => row.subject).sort()).toEqual([
      'Log your hours for November 2026 on "Atlas"',
      'Log your hours for November 2026 on "Ledger"',
    ]);
  });

  it("with the 'Timesheet reminders' switch off: the bell only, no mail", async () => {
    const { dev } = await member();
    await switchOff(dev);
    await sendTimesheetReminders(t.app, '2026-11-27');
    expect(await bellOf(dev, 'timesheet_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, dev.email)).toEqual([]);
  });

  it('run twice, or twice at once, mails once', async () => {
    const again = await member('2025-01-01');
    await sendTimesheetReminders(t.app, '2025-10-30');
    await sendTimesheetReminders(t.app, '2025-10-30');
    expect(await bellOf(again.dev, 'timesheet_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, again.dev.email)).toHaveLength(1);

    const parallel = await member('2025-01-01');
    await Promise.all([
      sendTimesheetReminders(t.app, '2025-10-31'),
      sendTimesheetReminders(t.app, '2025-10-31'),
    ]);
    expect(await bellOf(parallel.dev, 'timesheet_reminder')).toHaveLength(1);
    expect(await mailsTo(t.app.db, parallel.dev.email)).toHaveLength(1);
  });
});

describe("the client managers' digest on the third working day", () => {
  /** A project whose CM is `cm`, with a developer whose hours start in September 2026. */
  async function managed(title: string) {
    const cm = await createUserWithRole(t.app.db, 'client_manager', { firstName: 'Grace' });
    const project = await createProject(t.app.db, { title, cmId: cm.id });
    const { dev } = await member('2026-09-15', project);
    return { cm, project, dev };
  }

  it('lists the previous months not approved, once, on the third working day only', async () => {
    const { cm, project, dev } = await managed('Ledger <b>');
    const other = await createUserWithRole(t.app.db, 'developer', { firstName: 'Kato', lastName: 'Musoke' });
    await addParticipant(t.app.db, project.id, other.id, { effectiveFrom: '2026-10-01' });
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: dev.id,
      month: '2026-09',
      hoursByDay: { '2026-09-15': 800 },
      status: 'approved',
      reviewedById: cm.id,
    });
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: dev.id,
      month: '2026-10',
      hoursByDay: { '2026-10-01': 800, '2026-10-02': 750 },
      status: 'rejected',
      reviewedById: cm.id,
      reason: 'Split the days',
    });
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: other.id,
      month: '2026-11',
      hoursByDay: { '2026-11-02': 800 },
    });
    // The month the digest is sent in is not one of its months.
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: other.id,
      month: '2026-12',
      hoursByDay: { '2026-12-01': 800 },
    });

    for (const day of ['2026-12-01', '2026-12-02', '2026-12-04']) await sendTimesheetReminders(t.app, day);
    expect(await bellOf(cm, 'timesheet_digest')).toEqual([]);

    await sendTimesheetReminders(t.app, '2026-12-03');
    await sendTimesheetReminders(t.app, '2026-12-03');
    const bell = await bellOf(cm, 'timesheet_digest');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      subject: '2 month(s) of hours on "Ledger <b>" are waiting for your review',
      link: `/projects/${project.id}/pay/timesheets?view=month&month=2026-10`,
      key: `timesheet-digest:${project.id}:${cm.id}:2026-12`,
    });
    const mails = await mailsTo(t.app.db, cm.email);
    expect(mails.map((mail) => [mail.template, mail.subject])).toEqual([
      ['timesheet-digest', 'Timesheets waiting for your review on "Ledger <b>"'],
    ]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Hello Grace,');
    expect(text).toContain('These months of hours on "Ledger <b>" are not approved yet:');
    expect(text).toContain('- October 2026: Amina Okello (Rejected, 15.5 h); Kato Musoke (Pending, 0 h)');
    expect(text).toContain('- November 2026: Amina Okello (Pending, 0 h); Kato Musoke (Pending, 8 h)');
    expect(text).not.toContain('September 2026');
    expect(text).not.toContain('December 2026');
    expect(text.indexOf('October 2026')).toBeLessThan(text.indexOf('November 2026'));
    expect(text).toContain(
      `${t.config.publicUrl}/projects/${project.id}/pay/timesheets?view=month&month=2026-10`,
    );
    // The developers get no digest.
    expect(await bellOf(dev, 'timesheet_digest')).toEqual([]);
  });

  it('sends nothing for a project whose months are all approved, or that has no client manager', async () => {
    const { cm, project, dev } = await managed('Approved');
    for (const month of ['2026-09', '2026-10', '2026-11']) {
      await insertTimesheetMonth(t.app.db, {
        projectId: project.id,
        userId: dev.id,
        month,
        status: 'approved',
        reviewedById: cm.id,
      });
    }
    const unmanaged = await member('2026-09-01');
    await sendTimesheetReminders(t.app, '2026-12-03');
    expect(await bellOf(cm, 'timesheet_digest')).toEqual([]);
    expect(await digestsOn(project.id)).toEqual([]);
    expect(await digestsOn(unmanaged.project.id)).toEqual([]);
  });

  it('keeps a member who left in the digest, and with the switch off it reaches the bell only', async () => {
    const { cm, project } = await managed('Left');
    const left = await createUserWithRole(t.app.db, 'developer', { firstName: 'Joy', lastName: 'Achieng' });
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: left.id,
      month: '2026-08',
      hoursByDay: { '2026-08-03': 600 },
    });
    await switchOff(cm);
    await sendTimesheetReminders(t.app, '2026-12-03');
    const bell = await bellOf(cm, 'timesheet_digest');
    expect(bell.map((row) => row.subject)).toEqual([
      '4 month(s) of hours on "Left" are waiting for your review',
    ]);
    expect(bell[0]?.link).toBe(`/projects/${project.id}/pay/timesheets?view=month&month=2026-08`);
    expect(await mailsTo(t.app.db, cm.email)).toEqual([]);
  });

  it('two runs at once mail each client manager once', async () => {
    const { cm } = await managed('Race');
    await Promise.all([
      sendTimesheetReminders(t.app, '2027-01-05'),
      sendTimesheetReminders(t.app, '2027-01-05'),
    ]);
    expect(await bellOf(cm, 'timesheet_digest')).toHaveLength(1);
    expect(await mailsTo(t.app.db, cm.email)).toHaveLength(1);
  });
});

describe('the job', () => {
  it('runs daily from the job registry, for today', async () => {
    expect(JOBS.find((job) => job.name === 'timesheets.reminders')).toMatchObject({ cron: '13 6 * * *' });
    await expect(t.app.jobs.runNow('timesheets.reminders')).resolves.toBeUndefined();
  });
});
