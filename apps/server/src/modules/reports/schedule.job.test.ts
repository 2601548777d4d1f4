import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { participations, progressEvents, projectReportSettings } from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/registry.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createScheduledEvents, runReportSchedule } from './schedule.job.ts';

// The reports.schedule job (ADR 030). The scheduler runs over the whole platform: every test makes
// its own projects and reads only their events. 2026-11-30 and 2027-01-04 are Mondays;
// 2026-12-28, 2027-01-11 and 2027-03-22 Mondays of developer-survey weeks; 2027-01-04 and
// 2027-03-29 of client-survey weeks.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsOf = (projectId: number) =>
  t.app.db
    .select()
    .from(progressEvents)
    .where(eq(progressEvents.projectId, projectId))
    .orderBy(asc(progressEvents.scheduledOn), asc(progressEvents.type), asc(progressEvents.userId));

/** `type:user@day` of a project's events, sorted. */
const summary = async (projectId: number) =>
  (await eventsOf(projectId)).map((event) => `${event.type}:${event.userId}@${event.scheduledOn}`).sort();

/** An active project with an owner, a CM and two accepted developers (updates every working day). */
async function team(overrides: Parameters<typeof createProject>[1] = {}) {
  const owner = await createUserWithRole(t.app.db, 'client');
  const cm = await createUserWithRole(t.app.db, 'client_manager');
  const project = await createProject(t.app.db, { ownerId: owner.id, cmId: cm.id, ...overrides });
  const devA = await createUserWithRole(t.app.db, 'developer');
  const devB = await createUserWithRole(t.app.db, 'developer');
  await addParticipant(t.app.db, project.id, devA.id);
  await addParticipant(t.app.db, project.id, devB.id);
  return { owner, cm, project, devA, devB };
}

describe('createScheduledEvents', () => {
  it("a Monday of a client-survey week: each developer's update, the PM report and the client survey, due at 17:00 UTC", async () => {
    const { owner, cm, project, devA, devB } = await team({ title: 'Ledger' });
    await createScheduledEvents(t.app.db, '2027-01-04');
    expect(await summary(project.id)).toEqual(
      [
        `cm:${cm.id}@2027-01-04`,
        `developer:${devA.id}@2027-01-04`,
        `developer:${devB.id}@2027-01-04`,
        `developer_rating:${owner.id}@2027-01-04`,
      ].sort(),
    );
    const events = await eventsOf(project.id);
    for (const event of events) {
      expect(event.dueAt.toISOString()).toBe('2027-01-04T17:00:00.000Z');
      expect(event.createdById).toBeNull();
      expect(event.completedAt).toBeNull();
      expect(event.remindedAt).toBeNull();
    }
    expect(Object.fromEntries(events.map((event) => [event.type, event.title]))).toEqual({
      cm: 'PM report',
      developer: 'Developer update',
      developer_rating: 'Client survey',
    });
    // The trigger's overdue limit: a day for a developer update, three for the rest.
    const developer = events.find((event) => event.type === 'developer');
    const pm = events.find((event) => event.type === 'cm');
    expect(developer?.overdueAt.toISOString()).toBe('2027-01-05T17:00:00.000Z');
    expect(pm?.overdueAt.toISOString()).toBe('2027-01-07T17:00:00.000Z');
  });

  it('run twice, or twice at once, creates each event once', async () => {
    const { project } = await team();
    const first = await createScheduledEvents(t.app.db, '2027-01-04');
    const again = await createScheduledEvents(t.app.db, '2027-01-04');
    expect(first).toBeGreaterThanOrEqual(4);
    expect(again).toBe(0);
    expect(await eventsOf(project.id)).toHaveLength(4);

    const racing = await team();
    const counts = await Promise.all([
      createScheduledEvents(t.app.db, '2027-01-11'),
      createScheduledEvents(t.app.db, '2027-01-11'),
      createScheduledEvents(t.app.db, '2027-01-11'),
    ]);
    // Two developer updates, the PM report and two developer surveys.
    expect(await eventsOf(racing.project.id)).toHaveLength(5);
    expect(counts.filter((count) => count > 0)).toHaveLength(1);
  });

  it('a run after a member joined adds only their events', async () => {
    const { project } = await team();
    await createScheduledEvents(t.app.db, '2026-12-01');
    expect(await eventsOf(project.id)).toHaveLength(2);
    const late = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, late.id);
    expect(await createScheduledEvents(t.app.db, '2026-12-01')).toBeGreaterThanOrEqual(1);
    expect((await summary(project.id)).filter((line) => line.startsWith(`developer:${late.id}@`))).toEqual([
      `developer:${late.id}@2026-12-01`,
    ]);
    expect(await eventsOf(project.id)).toHaveLength(3);
  });

  it("follows each member's update days and update switch; pending members get nothing", async () => {
    const { project, devA, devB } = await team();
    await t.app.db
      .update(participations)
      .set({ updateDays: [1, 3] })
      .where(and(eq(participations.projectId, project.id), eq(participations.userId, devA.id)));
    await t.app.db
      .update(participations)
      .set({ updatesEnabled: false })
      .where(and(eq(participations.projectId, project.id), eq(participations.userId, devB.id)));
    const pending = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, pending.id, { status: 'pending' });
    // Tuesday 1 to Saturday 5 December 2026.
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
      await createScheduledEvents(t.app.db, day);
    }
    expect((await summary(project.id)).filter((line) => line.startsWith('developer:'))).toEqual([
      `developer:${devA.id}@2026-12-01`,
      `developer:${devA.id}@2026-12-03`,
    ]);
  });

  it('project notifications disabled: no developer updates, but the PM report and surveys still', async () => {
    const { owner, cm, project } = await team({ notificationsDisabled: true });
    await createScheduledEvents(t.app.db, '2027-01-04');
    expect(await summary(project.id)).toEqual(
      [`cm:${cm.id}@2027-01-04`, `developer_rating:${owner.id}@2027-01-04`].sort(),
    );
  });

  it('PM reports on Mondays and Thursdays only, and none without a CM', async () => {
    const { cm, project } = await team();
    const week = [
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ];
    for (const day of week) await createScheduledEvents(t.app.db, day);
    expect((await summary(project.id)).filter((line) => line.startsWith('cm:'))).toEqual([
      `cm:${cm.id}@2026-11-30`,
      `cm:${cm.id}@2026-12-03`,
    ]);
    // No developer update on the weekend (update days are Monday to Friday).
    expect((await summary(project.id)).some((line) => /@2026-12-0[56]$/.test(line))).toBe(false);

    const unmanaged = await team({ cmId: null });
    await createScheduledEvents(t.app.db, '2026-12-03');
    expect((await summary(unmanaged.project.id)).filter((line) => line.startsWith('cm:'))).toEqual([]);
  });

  it('surveys alternate every other Monday across the year boundary and daylight saving time', async () => {
    const { owner, project, devA, devB } = await team();
    for (const day of ['2026-12-28', '2027-01-04', '2027-01-11', '2027-03-22', '2027-03-29']) {
      await createScheduledEvents(t.app.db, day);
    }
    const surveys = (await summary(project.id)).filter((line) => line.startsWith('developer_'));
    expect(surveys).toEqual(
      [
        `developer_survey:${devA.id}@2026-12-28`,
        `developer_survey:${devB.id}@2026-12-28`,
        `developer_rating:${owner.id}@2027-01-04`,
        `developer_survey:${devA.id}@2027-01-11`,
        `developer_survey:${devB.id}@2027-01-11`,
        `developer_survey:${devA.id}@2027-03-22`,
        `developer_survey:${devB.id}@2027-03-22`,
        `developer_rating:${owner.id}@2027-03-29`,
      ].sort(),
    );
    // Due at 17:00 UTC whatever Europe's clocks did on 28 March 2027.
    for (const event of await eventsOf(project.id)) {
      expect(event.dueAt.toISOString().slice(11)).toBe('17:00:00.000Z');
    }
  });

  it("follows the project's settings: switched-off schedules and the due hour", async () => {
    const { cm, project } = await team();
    await t.app.db.insert(projectReportSettings).values({
      projectId: project.id,
      developerUpdates: false,
      pmReports: true,
      clientSurveys: false,
      developerSurveys: true,
      dueHour: 9,
    });
    await createScheduledEvents(t.app.db, '2027-01-04');
    const events = await eventsOf(project.id);
    expect(events.map((event) => `${event.type}:${event.userId}`)).toEqual([`cm:${cm.id}`]);
    expect(events[0]?.dueAt.toISOString()).toBe('2027-01-04T09:00:00.000Z');
    await createScheduledEvents(t.app.db, '2027-01-11');
    expect((await summary(project.id)).filter((line) => line.startsWith('developer_survey:'))).toHaveLength(
      2,
    );
  });

  it('skips archived projects and opportunities', async () => {
    const archived = await team({ archived: true });
    const opportunity = await team({ stage: 'opportunity' });
    await createScheduledEvents(t.app.db, '2027-01-04');
    expect(await eventsOf(archived.project.id)).toEqual([]);
    expect(await eventsOf(opportunity.project.id)).toEqual([]);
  });
});

describe('the job', () => {
  it('runs hourly and creates today’s events only from REPORTS_SCHEDULE_HOUR (UTC) on', async () => {
    expect(JOBS.find((job) => job.name === 'reports.schedule')).toMatchObject({ cron: '7 * * * *' });
    expect(t.config.reportsScheduleHour).toBe(6);
    const { project } = await team();
    expect(await runReportSchedule(t.app, new Date('2027-02-01T05:59:00Z'))).toBeNull();
    expect(await eventsOf(project.id)).toEqual([]);
    expect(await runReportSchedule(t.app, new Date('2027-02-01T06:07:00Z'))).toMatchObject({
      day: '2027-02-01',
    });
    expect((await eventsOf(project.id)).map((event) => event.scheduledOn)).toContain('2027-02-01');
    const again = await runReportSchedule(t.app, new Date('2027-02-01T07:07:00Z'));
    expect(again).toEqual({ day: '2027-02-01', created: 0 });
    await expect(t.app.jobs.runNow('reports.schedule')).resolves.toBeUndefined();
  });

  it('creates every event before it is due: a project due before the job’s hour gets the next day’s a day ahead', async () => {
    const dueAt = async (hour: number) => {
      const world = await team();
      await t.app.db.insert(projectReportSettings).values({
        projectId: world.project.id,
        developerUpdates: true,
        pmReports: true,
        clientSurveys: true,
        developerSurveys: true,
        dueHour: hour,
      });
      return world;
    };
    const early = await dueAt(3);
    const onTheHour = await dueAt(6);
    const late = await dueAt(17);
    // Sunday 7 March 2027, 06:07 UTC: Monday 8 March's events for the projects due at 03:00 and
    // 06:00 (a developer-survey week), nothing for the one due at 17:00 (no updates on Sundays).
    const run = new Date('2027-03-07T06:07:00Z');
    expect(await runReportSchedule(t.app, run)).toMatchObject({ day: '2027-03-07' });
    for (const { project, cm, devA, devB } of [early, onTheHour]) {
      expect(await summary(project.id)).toEqual(
        [
          `cm:${cm.id}@2027-03-08`,
          `developer:${devA.id}@2027-03-08`,
          `developer:${devB.id}@2027-03-08`,
          `developer_survey:${devA.id}@2027-03-08`,
          `developer_survey:${devB.id}@2027-03-08`,
        ].sort(),
      );
    }
    expect(await eventsOf(late.project.id)).toEqual([]);
    for (const event of [...(await eventsOf(early.project.id)), ...(await eventsOf(onTheHour.project.id))])
      expect(event.dueAt.getTime()).toBeGreaterThan(run.getTime());
    expect((await eventsOf(early.project.id))[0]?.dueAt.toISOString()).toBe('2027-03-08T03:00:00.000Z');

    // Monday 8 March: the late project's Monday events; Tuesday's for the early ones. A second
    // run the same day adds nothing; none is created twice across days.
    const monday = new Date('2027-03-08T06:07:00Z');
    await runReportSchedule(t.app, monday);
    expect(await runReportSchedule(t.app, new Date('2027-03-08T09:07:00Z'))).toMatchObject({ created: 0 });
    expect((await summary(late.project.id)).every((line) => line.endsWith('@2027-03-08'))).toBe(true);
    expect(await eventsOf(late.project.id)).toHaveLength(5);
    for (const { project } of [early, onTheHour]) {
      const days = (await eventsOf(project.id)).map((event) => event.scheduledOn);
      // Monday's five (survey, PM report, updates) and Tuesday's two updates.
      expect(days.filter((day) => day === '2027-03-08')).toHaveLength(5);
      expect(days.filter((day) => day === '2027-03-09')).toHaveLength(2);
    }
    for (const event of await eventsOf(late.project.id))
      expect(event.dueAt.getTime()).toBeGreaterThan(monday.getTime());
  });
});
