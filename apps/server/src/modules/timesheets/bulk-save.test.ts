import { previousMonth } from '@kazi/shared/timesheets/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import { auditsOf, dayFromToday } from '../team/test-support.ts';
import {
  day,
  entry,
  LAST_MONTH,
  monthRow,
  type People,
  people,
  save,
  storedEntries,
  THIS_MONTH,
  TODAY,
  teamProject,
  totalsOffTheirEntries,
} from './test-support.ts';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
});
afterAll(() => t.close());

const E = {
  future: 'Hours cannot be logged for a future day',
  outside: 'This day is outside the participation on this project',
  notYours: 'You can log only your own hours',
  project: 'You cannot log hours on this project',
  approved: 'This month is approved; its hours are read-only',
  duplicate: 'This day is listed twice',
};

describe('POST timesheet-entries/bulk/: a developer logs their own hours', () => {
  it('saves the days, answers them, and keeps the month total and revision', async () => {
    const project = await teamProject(t.app.db, p);
    const me = p.dev.user.id;
    const response = await save(p.dev.client, [
      entry(project.id, me, day(LAST_MONTH, 2), 8),
      entry(project.id, me, day(LAST_MONTH, 3), '7.50'),
      entry(project.id, me, day(LAST_MONTH, 4), 0.25),
      entry(project.id, me, TODAY, 1),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().timesheet_entries).toEqual([
      { day: day(LAST_MONTH, 2), hours_worked: 8, project: project.id, user: me },
      { day: day(LAST_MONTH, 3), hours_worked: 7.5, project: project.id, user: me },
      { day: day(LAST_MONTH, 4), hours_worked: 0.25, project: project.id, user: me },
      { day: TODAY, hours_worked: 1, project: project.id, user: me },
    ]);
    expect(await storedEntries(t.app.db, project.id, me)).toEqual([
      [day(LAST_MONTH, 2), 800],
      [day(LAST_MONTH, 3), 750],
      [day(LAST_MONTH, 4), 25],
      [TODAY, 100],
    ]);
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toMatchObject({
      status: 'pending',
      totalHours: 1575,
      revision: 1,
    });
    expect(await monthRow(t.app.db, project.id, me, THIS_MONTH)).toMatchObject({
      totalHours: 100,
      revision: 1,
    });
  });

  it('clears a day saved with 0 hours, and leaves a month alone when nothing changes', async () => {
    const project = await teamProject(t.app.db, p);
    const me = p.dev.user.id;
    await save(p.dev.client, [
      entry(project.id, me, day(LAST_MONTH, 5), 6),
      entry(project.id, me, day(LAST_MONTH, 6), 4),
    ]);
    const cleared = await save(p.dev.client, [
      entry(project.id, me, day(LAST_MONTH, 5), 0),
      entry(project.id, me, day(LAST_MONTH, 6), 4),
    ]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await storedEntries(t.app.db, project.id, me)).toEqual([[day(LAST_MONTH, 6), 400]]);
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toMatchObject({
      totalHours: 400,
      revision: 2,
    });

    expect((await save(p.dev.client, [entry(project.id, me, day(LAST_MONTH, 6), '4.00')])).statusCode).toBe(
      200,
    );
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toMatchObject({
      totalHours: 400,
      revision: 2,
    });
  });

  it.each([
    [25, 'Hours must be between 0 and 24'],
    [-1, 'Hours must be between 0 and 24'],
    [7.1, 'Hours must be in steps of 0.25'],
    ['7.125', 'Hours must be between 0 and 24'],
    ['seven', 'Hours must be between 0 and 24'],
  ])('refuses %j hours', async (hours, message) => {
    const project = await teamProject(t.app.db, p);
    const response = await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 2), hours)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'timesheet_entries.0.hours_worked': [message] });
  });

  it('names every bad entry and writes nothing (all or nothing)', async () => {
    const project = await teamProject(t.app.db, p);
    const foreign = await createProject(t.app.db, { title: 'Not yours' });
    await addParticipant(t.app.db, foreign.id, p.dev.user.id, { status: 'pending' });
    const me = p.dev.user.id;
    const response = await save(p.dev.client, [
      entry(project.id, me, day(LAST_MONTH, 2), 8),
      entry(project.id, me, dayFromToday(1), 8),
      entry(project.id, p.dev2.user.id, day(LAST_MONTH, 2), 8),
      entry(foreign.id, me, day(LAST_MONTH, 2), 8),
      entry(2_000_000_000, me, day(LAST_MONTH, 2), 8),
      entry(project.id, me, day(LAST_MONTH, 2), 4),
      entry(project.id, me, '2019-12-31', 8),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'timesheet_entries.1.day': [E.future],
      'timesheet_entries.2.user': [E.notYours],
      'timesheet_entries.3.project': [E.project],
      'timesheet_entries.4.project': [E.project],
      'timesheet_entries.5.day': [E.duplicate],
      'timesheet_entries.6.day': ['Choose a month from January 2020 to this month'],
    });
    expect(await storedEntries(t.app.db, project.id, me)).toEqual([]);
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toBeNull();
  });

  it('refuses days before the first rate, and people without an accepted place', async () => {
    const project = await teamProject(t.app.db, p);
    const invited = await createProject(t.app.db, { cmId: p.cm.user.id });
    await addParticipant(t.app.db, invited.id, p.dev2.user.id, { status: 'pending' });
    const response = await save(p.dev2.client, [
      entry(project.id, p.dev2.user.id, day(LAST_MONTH, 14), 8),
      entry(project.id, p.dev2.user.id, day(LAST_MONTH, 15), 8),
      entry(invited.id, p.dev2.user.id, day(LAST_MONTH, 15), 8),
    ]);
    expect(response.json()).toEqual({
      'timesheet_entries.0.day': [E.outside],
      'timesheet_entries.2.project': [E.project],
    });
    // A reviewer cannot log for someone outside their participation either.
    const correction = await save(p.cm.client, [entry(invited.id, p.dev2.user.id, day(LAST_MONTH, 16), 8)]);
    expect(correction.json()).toEqual({ 'timesheet_entries.0.day': [E.outside] });
  });

  it('refuses archived projects', async () => {
    const project = await teamProject(t.app.db, p, { archived: true, archivedAt: new Date() });
    const own = await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 2), 8)]);
    expect(own.json()).toEqual({ 'timesheet_entries.0.project': [E.project] });
    const correction = await save(p.staff.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 2), 8)]);
    expect(correction.json()).toEqual({ 'timesheet_entries.0.project': [E.project] });
  });

  it('refuses unknown keys (mass assignment) and writes nothing', async () => {
    const project = await teamProject(t.app.db, p);
    const response = await p.dev.client.post('/api/timesheet-entries/bulk/', {
      timesheet_entries: [{ ...entry(project.id, p.dev.user.id, day(LAST_MONTH, 2), 8), status: 'approved' }],
      status: 'approved',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: ['Unknown field.'],
      'timesheet_entries.0.status': ['Unknown field.'],
    });
    expect(await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH)).toBeNull();
  });

  it('refuses an empty list', async () => {
    const response = await save(p.dev.client, []);
    expect(response.json()).toEqual({ timesheet_entries: ['Add at least one entry'] });
  });
});

describe('month status and saves', () => {
  it('saves more than a year of months at once, each month locked and totalled', async () => {
    const project = await teamProject(t.app.db, p);
    const me = p.dev.user.id;
    const months = [LAST_MONTH];
    while (months.length < 14) months.push(previousMonth(months.at(-1) as string));
    const response = await save(
      p.dev.client,
      months.map((month) => entry(project.id, me, day(month, 10), 2)),
    );
    expect(response.statusCode, response.body).toBe(200);
    for (const month of months)
      expect(await monthRow(t.app.db, project.id, me, month)).toMatchObject({
        status: 'pending',
        totalHours: 200,
      });
  });

  it('answers 409 for an approved month and changes nothing, not even the other months', async () => {
    const project = await teamProject(t.app.db, p);
    const me = p.dev.user.id;
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: me,
      month: LAST_MONTH,
      hoursByDay: { [day(LAST_MONTH, 2)]: 800 },
      status: 'approved',
      reviewedById: p.cm.user.id,
    });
    const before = await monthRow(t.app.db, project.id, me, LAST_MONTH);
    const response = await save(p.dev.client, [
      entry(project.id, me, TODAY, 3),
      entry(project.id, me, day(LAST_MONTH, 2), 4),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(E.approved));
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toEqual(before);
    expect(await storedEntries(t.app.db, project.id, me)).toEqual([[day(LAST_MONTH, 2), 800]]);
    expect(await monthRow(t.app.db, project.id, me, THIS_MONTH)).toBeNull();
  });

  /** dev's last month, 8 h on the 2nd, rejected by the CM. */
  const rejectedMonth = async () => {
    const project = await teamProject(t.app.db, p);
    const me = p.dev.user.id;
    const month = await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: me,
      month: LAST_MONTH,
      hoursByDay: { [day(LAST_MONTH, 2)]: 800 },
      status: 'rejected',
      reviewedById: p.cm.user.id,
      reason: 'Day 2 was a holiday',
    });
    return { project, me, month };
  };

  it('makes a rejected month pending again when its developer saves it (audited as a resubmission)', async () => {
    const { project, me, month } = await rejectedMonth();
    expect((await save(p.dev.client, [entry(project.id, me, day(LAST_MONTH, 2), 0)])).statusCode).toBe(200);
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toMatchObject({
      status: 'pending',
      totalHours: 0,
      reason: null,
      reviewedById: null,
      reviewedAt: null,
      revision: month.revision + 1,
    });
    const [audit] = await auditsOf(t.app.db, 'timesheet.resubmit', month.id);
    expect(audit).toMatchObject({
      actorId: me,
      before: { status: 'rejected', total_hours: 8, days: { [day(LAST_MONTH, 2)]: 8 } },
      after: { status: 'pending', total_hours: 0, days: { [day(LAST_MONTH, 2)]: 0 } },
    });
  });

  it('sends a rejected month again unchanged: its own day re-sent as it is makes it pending (Send again)', async () => {
    const { project, me, month } = await rejectedMonth();
    expect((await save(p.dev.client, [entry(project.id, me, day(LAST_MONTH, 2), 8)])).statusCode).toBe(200);
    expect(await monthRow(t.app.db, project.id, me, LAST_MONTH)).toMatchObject({
      status: 'pending',
      totalHours: 800,
      reason: null,
    });
    const [audit] = await auditsOf(t.app.db, 'timesheet.resubmit', month.id);
    expect(audit).toMatchObject({
      before: { status: 'rejected', days: {} },
      after: { status: 'pending', days: {} },
    });
  });
});

describe("reviewers correct someone's month", () => {
  it.each(['cm', 'staff', 'admin'] as const)(
    '%s corrects a pending month, audited as timesheet.correct',
    async (who) => {
      const project = await teamProject(t.app.db, p);
      const dev = p.dev.user.id;
      await save(p.dev.client, [entry(project.id, dev, day(LAST_MONTH, 3), 8)]);
      const response = await save(p[who].client, [
        entry(project.id, dev, day(LAST_MONTH, 3), 6),
        entry(project.id, p.dev2.user.id, day(LAST_MONTH, 20), 2),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const month = await monthRow(t.app.db, project.id, dev, LAST_MONTH);
      expect(month).toMatchObject({ totalHours: 600, revision: 2, status: 'pending' });
      const [audit] = await auditsOf(t.app.db, 'timesheet.correct', month?.id);
      expect(audit).toMatchObject({
        actorId: p[who].user.id,
        before: {
          project: project.id,
          user: dev,
          status: 'pending',
          total_hours: 8,
          days: { [day(LAST_MONTH, 3)]: 8 },
        },
        after: { status: 'pending', total_hours: 6, revision: 2, days: { [day(LAST_MONTH, 3)]: 6 } },
      });
    },
  );

  it("a client manager corrects only the projects they manage; others may not log others' hours", async () => {
    const project = await teamProject(t.app.db, p);
    const target = entry(project.id, p.dev.user.id, day(LAST_MONTH, 3), 8);
    // Another CM cannot open the project at all: it is not a project they may log on.
    expect((await save(p.otherCm.client, [target])).json()).toEqual({
      'timesheet_entries.0.project': [E.project],
    });
    expect((await save(p.dev2.client, [target])).json()).toEqual({
      'timesheet_entries.0.user': [E.notYours],
    });
  });

  it.each(['owner', 'payAdmin', 'cso'] as const)('%s may not save hours at all (403)', async (who) => {
    const project = await teamProject(t.app.db, p);
    const response = await save(p[who].client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 3), 8)]);
    expect(response.statusCode).toBe(403);
    expect(await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH)).toBeNull();
  });

  it('staff, who log no hours of their own, cannot log on a project they are a member of', async () => {
    const project = await teamProject(t.app.db, p);
    await addParticipant(t.app.db, project.id, p.staff.user.id);
    const response = await save(p.staff.client, [entry(project.id, p.staff.user.id, day(LAST_MONTH, 3), 8)]);
    expect(response.json()).toEqual({ 'timesheet_entries.0.project': [E.project] });
  });
});

describe('the month total', () => {
  it('equals the sum of the entries after random saves, by developers and reviewers', async () => {
    const project = await teamProject(t.app.db, p);
    let seed = 20261124;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 25; round++) {
      const who = random(3);
      const userId = who === 2 ? p.dev.user.id : [p.dev, p.dev2][who]?.user.id;
      const client = [p.dev.client, p.dev2.client, p.cm.client][who];
      if (!client || !userId) continue;
      const days = new Set<number>();
      const count = 1 + random(6);
      while (days.size < count) days.add(15 + random(14));
      const response = await save(
        client,
        [...days].map((d) =>
          entry(project.id, userId, day(LAST_MONTH, d), random(4) === 0 ? 0 : random(97) / 4),
        ),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await totalsOffTheirEntries(t.app.db)).toEqual([]);
    const stored = await storedEntries(t.app.db, project.id, p.dev.user.id);
    expect((await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH))?.totalHours).toBe(
      stored.reduce((sum, [, hours]) => sum + hours, 0),
    );
  });
});

describe('Idempotency-Key on the bulk save (ADR 029)', () => {
  it('answers a replay with the first response, even after the month changed, and 422 for another body', async () => {
    const project = await teamProject(t.app.db, p);
    const me = p.dev.user.id;
    const body = [entry(project.id, me, day(LAST_MONTH, 9), 5)];
    const key = { 'idempotency-key': `bulk-${project.id}` };
    const first = await save(p.dev.client, body, key);
    expect(first.statusCode).toBe(200);
    await save(p.dev.client, [entry(project.id, me, day(LAST_MONTH, 9), 6)]);
    const replay = await save(p.dev.client, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await storedEntries(t.app.db, project.id, me)).toEqual([[day(LAST_MONTH, 9), 600]]);
    const other = await save(p.dev.client, [entry(project.id, me, day(LAST_MONTH, 9), 7)], key);
    expect(other.statusCode).toBe(422);
    expect(await storedEntries(t.app.db, project.id, me)).toEqual([[day(LAST_MONTH, 9), 600]]);
  });
});
