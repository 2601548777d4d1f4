import { todayIso } from '@kazi/shared/team/rules';
import { previousMonth } from '@kazi/shared/timesheets/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { participationRates, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';

// The dashboard's timesheet lists (ADR 028): a talent's hours this month per project, and the
// months awaiting a reviewer, oldest first, on the projects they review.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thisMonth = todayIso().slice(0, 7);
const lastMonth = previousMonth(thisMonth);
const twoAgo = previousMonth(lastMonth);

describe('GET timesheet-entries/mine/', () => {
  it("answers this month's total, expected hours and status on each of the caller's projects, by title", async () => {
    const dev = await loginAs(t.app, 'developer');
    const atlas = await createProject(t.app.db, { title: 'Atlas' });
    const ledger = await createProject(t.app.db, { title: 'ledger' });
    const place = await addParticipant(t.app.db, ledger.id, dev.user.id, { hoursPerWeek: 40 });
    // From this month the rate is 20 hours a week: this month expects 20 / 5 × 22 = 88 hours.
    await t.app.db
      .insert(participationRates)
      .values({ participationId: place.id, effectiveFrom: `${thisMonth}-01`, hoursPerWeek: '20' });
    await addParticipant(t.app.db, atlas.id, dev.user.id, { hoursPerWeek: 30 });
    await insertTimesheetMonth(t.app.db, {
      projectId: ledger.id,
      userId: dev.user.id,
      month: thisMonth,
      hoursByDay: { [`${thisMonth}-01`]: 725 },
    });
    await insertTimesheetMonth(t.app.db, {
      projectId: ledger.id,
      userId: dev.user.id,
      month: lastMonth,
      hoursByDay: { [`${lastMonth}-02`]: 800 },
    });
    // Not listed: an archived project, a pending place, an opportunity, a place whose hours start later.
    const archived = await createProject(t.app.db, { title: 'Archived', archived: true });
    await addParticipant(t.app.db, archived.id, dev.user.id);
    const invited = await createProject(t.app.db, { title: 'Invited' });
    await addParticipant(t.app.db, invited.id, dev.user.id, { status: 'pending' });
    const idea = await createProject(t.app.db, { title: 'Idea', stage: 'opportunity' });
    await addParticipant(t.app.db, idea.id, dev.user.id);
    const later = await createProject(t.app.db, { title: 'Later' });
    await addParticipant(t.app.db, later.id, dev.user.id, { effectiveFrom: '2099-01-01' });
    // Someone else's hours on the same project stay theirs.
    const other = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, atlas.id, other.id);
    await insertTimesheetMonth(t.app.db, {
      projectId: atlas.id,
      userId: other.id,
      month: thisMonth,
      hoursByDay: { [`${thisMonth}-01`]: 800 },
    });

    const response = await dev.client.get('/api/timesheet-entries/mine/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          project: { id: atlas.id, title: 'Atlas' },
          year_month: thisMonth,
          total: 0,
          expected_hours: 132,
          status: 'pending',
        },
        {
          project: { id: ledger.id, title: 'ledger' },
          year_month: thisMonth,
          total: 7.25,
          expected_hours: 88,
          status: 'pending',
        },
      ],
    });

    const past = (await dev.client.get(`/api/timesheet-entries/mine/?year_month=${lastMonth}`)).json();
    expect(past.results.map((row: { total: number; expected_hours: number }) => row)).toEqual([
      expect.objectContaining({ year_month: lastMonth, total: 0, expected_hours: 132 }),
      expect.objectContaining({ year_month: lastMonth, total: 8, expected_hours: 176 }),
    ]);

    const first = (await dev.client.get('/api/timesheet-entries/mine/?page_size=1')).json();
    expect(first.count).toBe(2);
    expect(first.results.map((row: { project: { title: string } }) => row.project.title)).toEqual(['Atlas']);
    expect(first.next).toBe('/api/timesheet-entries/mine/?page_size=1&page=2');
    const beyond = (await dev.client.get('/api/timesheet-entries/mine/?page=3&page_size=1')).json();
    expect(beyond).toMatchObject({ count: 2, results: [] });
  });

  it('shows the status of a reviewed month and refuses a month outside January 2020 to now', async () => {
    const dev = await loginAs(t.app, 'designer');
    const project = await createProject(t.app.db, { title: 'Reviewed' });
    await addParticipant(t.app.db, project.id, dev.user.id);
    const cm = await createUserWithRole(t.app.db, 'client_manager');
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: dev.user.id,
      month: lastMonth,
      hoursByDay: { [`${lastMonth}-03`]: 800 },
      status: 'rejected',
      reviewedById: cm.id,
      reason: 'Split the days',
    });
    const rejected = (await dev.client.get(`/api/timesheet-entries/mine/?year_month=${lastMonth}`)).json();
    expect(rejected.results).toEqual([expect.objectContaining({ status: 'rejected', total: 8 })]);

    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    for (const month of ['2019-12', next.toISOString().slice(0, 7), '2026-13', 'soon']) {
      const response = await dev.client.get(`/api/timesheet-entries/mine/?year_month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toEqual({ year_month: ['Choose a month from January 2020 to this month'] });
    }
  });

  it('runs the same two statements whatever the number of projects', async () => {
    const dev = await loginAs(t.app, 'developer');
    const count = async () =>
      (await t.queries.count(() => dev.client.get('/api/timesheet-entries/mine/?page_size=50'))).statements
        .length;
    const project = await createProject(t.app.db);
    await addParticipant(t.app.db, project.id, dev.user.id);
    const one = await count();
    for (let i = 0; i < 6; i++) {
      const more = await createProject(t.app.db);
      await addParticipant(t.app.db, more.id, dev.user.id);
    }
    expect(await count()).toBe(one);
    expect(one).toBeLessThanOrEqual(3); // the session, the page, the count
  });
});

describe('GET timesheet-entries/awaiting-review/', () => {
  /** A project managed by `cmId` with a developer's pending month of `month` (8 hours). */
  async function pendingMonth(cmId: number | null, month: string, title = 'Managed') {
    const project = await createProject(t.app.db, { title, cmId });
    const dev = await createUserWithRole(t.app.db, 'developer', {
      firstName: 'Amina',
      lastName: `Dev ${title}`,
    });
    await addParticipant(t.app.db, project.id, dev.id);
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: dev.id,
      month,
      hoursByDay: { [`${month}-05`]: 800 },
    });
    return { project, dev };
  }

  it("lists a CM's projects' pending months with hours before this month, oldest first", async () => {
    const cm = await loginAs(t.app, 'client_manager');
    const newer = await pendingMonth(cm.user.id, lastMonth, 'Newer');
    const older = await pendingMonth(cm.user.id, twoAgo, 'Older');
    // Not listed: this month, an empty month, approved and rejected months, another CM's project.
    await pendingMonth(cm.user.id, thisMonth, 'Current');
    const empty = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, newer.project.id, empty.id);
    await insertTimesheetMonth(t.app.db, { projectId: newer.project.id, userId: empty.id, month: twoAgo });
    for (const status of ['approved', 'rejected'] as const) {
      const dev = await createUserWithRole(t.app.db, 'developer');
      await addParticipant(t.app.db, older.project.id, dev.id);
      await insertTimesheetMonth(t.app.db, {
        projectId: older.project.id,
        userId: dev.id,
        month: lastMonth,
        hoursByDay: { [`${lastMonth}-05`]: 800 },
        status,
        reviewedById: cm.user.id,
      });
    }
    const otherCm = await createUserWithRole(t.app.db, 'client_manager');
    await pendingMonth(otherCm.id, twoAgo, 'Elsewhere');

    const response = await cm.client.get('/api/timesheet-entries/awaiting-review/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          project: { id: older.project.id, title: 'Older' },
          user: { id: older.dev.id, display_name: 'Amina Dev Older', avatar_url: null },
          year_month: twoAgo,
          total: 8,
        },
        {
          project: { id: newer.project.id, title: 'Newer' },
          user: { id: newer.dev.id, display_name: 'Amina Dev Newer', avatar_url: null },
          year_month: lastMonth,
          total: 8,
        },
      ],
    });
    const first = (await cm.client.get('/api/timesheet-entries/awaiting-review/?page_size=1')).json();
    expect(first).toMatchObject({ count: 2, results: [{ year_month: twoAgo }] });
    expect(first.next).toBe('/api/timesheet-entries/awaiting-review/?page_size=1&page=2');
  });

  it("lists every project's months for staff, never their own, archived projects included", async () => {
    const staff = await loginAs(t.app, 'staff');
    const managed = await pendingMonth(null, '2020-01', 'Unmanaged');
    const archived = await pendingMonth(null, '2020-01', 'Archived');
    await t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, archived.project.id));
    await insertTimesheetMonth(t.app.db, {
      projectId: managed.project.id,
      userId: staff.user.id,
      month: '2020-02',
      hoursByDay: { '2020-02-03': 800 },
    });

    const page = (await staff.client.get('/api/timesheet-entries/awaiting-review/?page_size=200')).json();
    const listed = page.results.map((row: { project: { id: number }; user: { id: number } }) => [
      row.project.id,
      row.user.id,
    ]);
    expect(listed).toContainEqual([managed.project.id, managed.dev.id]);
    expect(listed).toContainEqual([archived.project.id, archived.dev.id]);
    expect(listed.some(([, userId]: number[]) => userId === staff.user.id)).toBe(false);
    const months = page.results.map((row: { year_month: string }) => row.year_month);
    expect(months).toEqual([...months].sort());
    expect(page.count).toBe(page.results.length);
  });

  it('runs the same two statements whatever the number of months', async () => {
    const cm = await loginAs(t.app, 'client_manager');
    const count = async () =>
      (await t.queries.count(() => cm.client.get('/api/timesheet-entries/awaiting-review/?page_size=50')))
        .statements.length;
    await pendingMonth(cm.user.id, lastMonth);
    const one = await count();
    for (let i = 0; i < 5; i++) await pendingMonth(cm.user.id, twoAgo);
    expect(await count()).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });
});
