import type { TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { participations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import {
  day,
  entry,
  LAST_MONTH,
  type People,
  people,
  save,
  THIS_MONTH,
  TODAY,
  teamProject,
} from './test-support.ts';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
});
afterAll(() => t.close());

const summaryOf = async (who: TestClient, projectId: number, month: string, user?: number) => {
  const response = await who.get(
    `/api/timesheet-entries/summary/?year_month=${month}&project=${projectId}${user ? `&user=${user}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    year_month: string;
    results: TimesheetMonthRow[];
    summary: Record<string, number>;
  };
};
const rowOf = (summary: { results: TimesheetMonthRow[] }, userId: number) =>
  summary.results.find((row) => row.user.id === userId);

/** A project with last month logged: dev 8 + 7.5 hours (pending), dev2 2 hours (rejected by the CM). */
async function loggedProject() {
  const project = await teamProject(t.app.db, p);
  await insertTimesheetMonth(t.app.db, {
    projectId: project.id,
    userId: p.dev.user.id,
    month: LAST_MONTH,
    hoursByDay: { [day(LAST_MONTH, 2)]: 800, [day(LAST_MONTH, 3)]: 750 },
  });
  await insertTimesheetMonth(t.app.db, {
    projectId: project.id,
    userId: p.dev2.user.id,
    month: LAST_MONTH,
    hoursByDay: { [day(LAST_MONTH, 16)]: 200 },
    status: 'rejected',
    reviewedById: p.cm.user.id,
    reason: 'Too few',
  });
  return project;
}

describe('GET timesheet-entries/summary/', () => {
  it("shows everyone's month to the client, staff and reviewers, with totals, expected hours and the review", async () => {
    const project = await loggedProject();
    for (const who of [p.owner, p.staff, p.cm, p.admin, p.payAdmin, p.cso]) {
      const summary = await summaryOf(who.client, project.id, LAST_MONTH);
      expect(summary.results.map((row) => row.user.id).sort()).toEqual(
        [p.dev.user.id, p.dev2.user.id].sort(),
      );
      expect(summary.summary).toEqual({ total: 17.5, expected: 176 + 88 });
    }
    const summary = await summaryOf(p.cm.client, project.id, LAST_MONTH);
    expect(rowOf(summary, p.dev.user.id)).toMatchObject({
      total: 15.5,
      expected_hours: 176,
      status: 'pending',
      reason: null,
      reviewed_by: null,
      revision: 1,
      first_day: day(LAST_MONTH, 1),
      abilities: { edit: true, review: true, approve: true, reopen: false },
    });
    expect(rowOf(summary, p.dev2.user.id)).toMatchObject({
      total: 2,
      expected_hours: 88,
      status: 'rejected',
      reason: 'Too few',
      reviewed_by: { id: p.cm.user.id },
      reviewed_at: expect.any(String),
      first_day: day(LAST_MONTH, 15),
      abilities: { edit: true, review: false, approve: true, reopen: false },
    });
    const asClient = await summaryOf(p.owner.client, project.id, LAST_MONTH);
    expect(asClient.results.map((row) => row.abilities)).toEqual([
      { edit: false, review: false, approve: false, reopen: false },
      { edit: false, review: false, approve: false, reopen: false },
    ]);
  });

  it('shows a developer their own row only, whatever they ask for', async () => {
    const project = await loggedProject();
    const own = await summaryOf(p.dev.client, project.id, LAST_MONTH);
    expect(own.results).toHaveLength(1);
    expect(own.results[0]).toMatchObject({
      user: { id: p.dev.user.id },
      abilities: { edit: true, review: false, approve: false, reopen: false },
    });
    expect(own.summary).toEqual({ total: 15.5, expected: 176 });
    const other = await summaryOf(p.dev.client, project.id, LAST_MONTH, p.dev2.user.id);
    expect(other).toEqual({ year_month: LAST_MONTH, results: [], summary: { total: 0, expected: 0 } });
    const narrowed = await summaryOf(p.staff.client, project.id, LAST_MONTH, p.dev2.user.id);
    expect(narrowed.results.map((row) => row.user.id)).toEqual([p.dev2.user.id]);
  });

  it('gives the loggable days: to today in the current month, none on archived projects', async () => {
    const project = await loggedProject();
    expect(rowOf(await summaryOf(p.dev.client, project.id, THIS_MONTH), p.dev.user.id)).toMatchObject({
      first_day: day(THIS_MONTH, 1),
      last_day: TODAY,
      total: 0,
      status: 'pending',
      revision: 0,
    });
    const archived = await teamProject(t.app.db, p, { archived: true, archivedAt: new Date() });
    expect(rowOf(await summaryOf(p.dev.client, archived.id, LAST_MONTH), p.dev.user.id)).toMatchObject({
      first_day: null,
      last_day: null,
      abilities: { edit: false },
    });
  });

  it('keeps the history of a member who left, and leaves out invitees and people who start later', async () => {
    const project = await loggedProject();
    const invitee = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, invitee.id, { status: 'pending' });
    const later = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, later.id, { effectiveFrom: '2099-01-01' });
    await t.app.db.delete(participations).where(eq(participations.userId, p.dev2.user.id));
    const summary = await summaryOf(p.staff.client, project.id, LAST_MONTH);
    expect(summary.results.map((row) => row.user.id).sort()).toEqual([p.dev.user.id, p.dev2.user.id].sort());
    expect(rowOf(summary, p.dev2.user.id)).toMatchObject({
      total: 2,
      expected_hours: 0,
      first_day: null,
      abilities: { edit: false },
    });
  });

  it('answers 404 outside the caller’s projects and 400 for a month after this one', async () => {
    const project = await loggedProject();
    for (const who of [p.stranger, p.outsider, p.otherCm]) {
      const response = await who.client.get(
        `/api/timesheet-entries/summary/?year_month=${LAST_MONTH}&project=${project.id}`,
      );
      expect(response.statusCode).toBe(404);
    }
    const future = await p.dev.client.get(
      `/api/timesheet-entries/summary/?year_month=2099-01&project=${project.id}`,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ year_month: ['Choose a month from January 2020 to this month'] });
    const early = await p.dev.client.get(
      `/api/timesheet-entries/summary/?year_month=2019-12&project=${project.id}`,
    );
    expect(early.json()).toEqual({ year_month: ['Choose a month from January 2020 to this month'] });
  });
});

describe('GET timesheet-entries/', () => {
  it('lists the month’s entries in one answer; a developer gets their own', async () => {
    const project = await loggedProject();
    const url = `/api/timesheet-entries/?year_month=${LAST_MONTH}&project=${project.id}`;
    const all = (await p.owner.client.get(url)).json();
    expect(all).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        { day: day(LAST_MONTH, 2), hours_worked: 8, project: project.id, user: p.dev.user.id },
        { day: day(LAST_MONTH, 3), hours_worked: 7.5, project: project.id, user: p.dev.user.id },
        { day: day(LAST_MONTH, 16), hours_worked: 2, project: project.id, user: p.dev2.user.id },
      ].sort((a, b) => a.user - b.user || a.day.localeCompare(b.day)),
    });
    expect((await p.dev.client.get(url)).json().results.map((e: { user: number }) => e.user)).toEqual([
      p.dev.user.id,
      p.dev.user.id,
    ]);
    expect((await p.dev.client.get(`${url}&user=${p.dev2.user.id}`)).json().count).toBe(0);
    expect((await p.cm.client.get(`${url}&user=${p.dev2.user.id}`)).json().count).toBe(1);
    expect((await p.stranger.client.get(url)).statusCode).toBe(404);
  });
});

describe('GET timesheets-summary/', () => {
  it('sums each month of the year to this month, with the combined status', async () => {
    const project = await loggedProject();
    const year = Number(LAST_MONTH.slice(0, 4));
    const response = await p.owner.client.get(`/api/timesheets-summary/?year=${year}&project=${project.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.year).toBe(year);
    const months = body.results.map((r: { month: string }) => r.month);
    expect(months[0]).toBe(`${year}-01`);
    expect(months.at(-1)).toBe(year === Number(THIS_MONTH.slice(0, 4)) ? THIS_MONTH : `${year}-12`);
    expect(body.results.find((r: { month: string }) => r.month === LAST_MONTH)).toEqual({
      month: LAST_MONTH,
      total: 17.5,
      expected_hours: 264,
      status: 'rejected',
    });
    // Before dev2 started, only dev was on the project (when last month is not January).
    if (LAST_MONTH !== `${year}-01`) {
      expect(body.results[0]).toEqual({
        month: `${year}-01`,
        total: 0,
        expected_hours: 176,
        status: 'pending',
      });
    }

    const own = (
      await p.dev2.client.get(`/api/timesheets-summary/?year=${year}&project=${project.id}`)
    ).json();
    expect(own.results[0].month).toBe(LAST_MONTH);
    expect(own.results[0]).toMatchObject({ total: 2, expected_hours: 88, status: 'rejected' });
  });

  it('leaves out months nobody was on, and refuses a year after this one', async () => {
    const project = await createProject(t.app.db, { cmId: p.cm.user.id });
    const response = await p.cm.client.get(`/api/timesheets-summary/?year=2021&project=${project.id}`);
    expect(response.json()).toEqual({ year: 2021, results: [] });
    const future = await p.cm.client.get(`/api/timesheets-summary/?year=2099&project=${project.id}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ year: ['Choose a year from 2021 to this year'] });
    const stranger = await p.stranger.client.get(`/api/timesheets-summary/?year=2021&project=${project.id}`);
    expect(stranger.statusCode).toBe(404);
  });

  it('says approved only when everyone’s month is approved', async () => {
    const project = await teamProject(t.app.db, p);
    for (const user of [p.dev, p.dev2]) {
      await insertTimesheetMonth(t.app.db, {
        projectId: project.id,
        userId: user.user.id,
        month: LAST_MONTH,
        hoursByDay: { [day(LAST_MONTH, 20)]: 100 },
        status: 'approved',
        reviewedById: p.cm.user.id,
      });
    }
    const year = LAST_MONTH.slice(0, 4);
    const body = (
      await p.cm.client.get(`/api/timesheets-summary/?year=${year}&project=${project.id}`)
    ).json();
    expect(body.results.find((r: { month: string }) => r.month === LAST_MONTH)).toMatchObject({
      total: 2,
      status: 'approved',
    });
  });
});

describe('statements per read', () => {
  it('run the same few statements for a team of 2 and of 14, a month with entries or not', async () => {
    const small = await loggedProject();
    const large = await loggedProject();
    for (let n = 0; n < 12; n++) {
      const member = await createUserWithRole(t.app.db, 'developer');
      await addParticipant(t.app.db, large.id, member.id);
      await insertTimesheetMonth(t.app.db, {
        projectId: large.id,
        userId: member.id,
        month: LAST_MONTH,
        hoursByDay: { [day(LAST_MONTH, 5)]: 400, [day(LAST_MONTH, 6)]: 400 },
        status: n % 2 ? 'approved' : 'pending',
        reviewedById: n % 2 ? p.cm.user.id : null,
      });
    }
    const year = LAST_MONTH.slice(0, 4);
    for (const path of [
      `/api/timesheet-entries/summary/?year_month=${LAST_MONTH}&project=`,
      `/api/timesheet-entries/?year_month=${LAST_MONTH}&project=`,
      `/api/timesheets-summary/?year=${year}&project=`,
    ]) {
      const count = async (id: number) => {
        const { result, statements } = await t.queries.count(() => p.cm.client.get(`${path}${id}`));
        expect(result.statusCode).toBe(200);
        return statements.length;
      };
      const [few, many] = [await count(small.id), await count(large.id)];
      expect(many, path).toBe(few);
      expect(many, path).toBeLessThanOrEqual(7);
    }
    expect((await summaryOf(p.cm.client, large.id, LAST_MONTH)).results).toHaveLength(14);
  });
});

describe('what the views show after a save', () => {
  it('the summary and the entries follow the bulk save', async () => {
    const project = await teamProject(t.app.db, p);
    await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 7), 6.75)]);
    const row = rowOf(await summaryOf(p.dev.client, project.id, LAST_MONTH), p.dev.user.id);
    expect(row).toMatchObject({ total: 6.75, revision: 1 });
  });
});
