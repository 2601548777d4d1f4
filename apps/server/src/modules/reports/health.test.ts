import type { ReportHealth } from '@kazi/shared/reports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import {
  insertDeveloperRating,
  insertProgressEvent,
  insertProgressReport,
} from '../../db/factories/reports.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { lastMondays } from './health.service.ts';

type SignedIn = { client: TestClient; user: UserRow };

let t: TestApp;
let staff: SignedIn;
let cm: SignedIn;
let owner: SignedIn;
let dev: SignedIn;
let dev2: SignedIn;
let stranger: SignedIn;
let projectId: number;

const DAY = 86_400_000;
const mondays = lastMondays(new Date());
/** An instant `days` after the Monday of `weeksAgo` weeks ago (0: this week), at noon UTC. */
const inWeek = (weeksAgo: number, days = 0) =>
  new Date(Date.parse(`${mondays[11 - weeksAgo]}T12:00:00Z`) + days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  [staff, cm, owner, dev, dev2, stranger] = await Promise.all([
    loginAs(t.app, 'staff'),
    loginAs(t.app, 'client_manager'),
    loginAs(t.app, 'client', { firstName: 'Olive', lastName: 'Owner' }),
    loginAs(t.app, 'developer', { firstName: 'Zed', lastName: 'Dev' }),
    loginAs(t.app, 'developer', { firstName: 'Amy', lastName: 'Dev' }),
    loginAs(t.app, 'client'),
  ]);
  const p = await createProject(t.app.db, {
    ownerId: owner.user.id,
    createdById: owner.user.id,
    cmId: cm.user.id,
  });
  projectId = p.id;
  await addParticipant(t.app.db, p.id, dev.user.id);
  await addParticipant(t.app.db, p.id, dev2.user.id);
  const report = async (type: 'developer' | 'cm', authorId: number, at: Date, percentage: number) => {
    const e = await insertProgressEvent(t.app.db, { projectId: p.id, type, dueAt: at, userId: authorId });
    await insertProgressReport(t.app.db, {
      eventId: e.id,
      authorId,
      createdAt: at,
      percentage,
      status: 'on_schedule',
    });
  };
  // Two weeks ago: the developer's 30 then the cm's 35 (the latest); last week: the cm alone.
  await report('developer', dev.user.id, inWeek(2, 0), 30);
  await report('cm', cm.user.id, inWeek(2, 2), 35);
  await report('cm', cm.user.id, inWeek(1, 1), 50);
  // This week the developer's update is the latest one the owner sees, the cm's the latest of all.
  await report('developer', dev.user.id, inWeek(0, 0), 60);
  // Too old for 12 weeks.
  await report('developer', dev.user.id, inWeek(11, -3), 5);

  const rate = async (at: Date, ratings: [UserRow, number][]) => {
    const e = await insertProgressEvent(t.app.db, {
      projectId: p.id,
      type: 'developer_rating',
      dueAt: at,
      userId: owner.user.id,
    });
    for (const [user, rating] of ratings) {
      await insertDeveloperRating(t.app.db, {
        eventId: e.id,
        userId: user.id,
        createdById: owner.user.id,
        rating,
        createdAt: at,
      });
    }
  };
  await rate(inWeek(3), [
    [dev.user, 4],
    [dev2.user, 2],
  ]);
  await rate(inWeek(3, 1), [[dev.user, 4]]);
  await rate(inWeek(3, 2), [[dev.user, 5]]);
  // A cm report's ratings are the PM's, not the client's: not counted.
  const pm = await insertProgressEvent(t.app.db, {
    projectId: p.id,
    type: 'cm',
    dueAt: inWeek(3),
    userId: cm.user.id,
  });
  await insertDeveloperRating(t.app.db, {
    eventId: pm.id,
    userId: dev.user.id,
    createdById: cm.user.id,
    rating: 1,
  });
});
afterAll(() => t.close());

const health = async (client: TestClient) => {
  const response = await client.get(`/api/projects/${projectId}/report-health/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportHealth;
};

describe('GET projects/{id}/report-health/', () => {
  it('gives 12 weeks from Monday, this week last, with the latest percentage of each', async () => {
    const { weeks } = await health(staff.client);
    expect(weeks.map((w) => w.week_start)).toEqual(mondays);
    expect(new Date(`${weeks[0]?.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.map((w) => w.percentage)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      35,
      50,
      60,
    ]);
    expect(weeks[11]?.status).toBe('on_schedule');
  });

  it('averages the client ratings per developer and week, one decimal, by name', async () => {
    const { ratings } = await health(staff.client);
    expect(ratings.map((r) => r.user.display_name)).toEqual(['Amy Dev', 'Zed Dev']);
    const week = (i: number) => ratings.map((r) => r.weeks[i]?.rating);
    expect(week(8)).toEqual([2, 4.3]);
    expect(week(9)).toEqual([null, null]);
  });

  it('shows a client the reports on events they see, and the ratings they gave', async () => {
    const { weeks, ratings } = await health(owner.client);
    // cm reports are not the owner's to see: two weeks ago the developer's 30, last week nothing.
    expect(weeks.slice(9).map((w) => w.percentage)).toEqual([30, null, 60]);
    expect(ratings.map((r) => r.weeks[8]?.rating)).toEqual([2, 4.3]);
  });

  it('is 403 for team members, 404 for strangers', async () => {
    expect((await dev.client.get(`/api/projects/${projectId}/report-health/`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/projects/${projectId}/report-health/`)).statusCode).toBe(404);
  });

  it('runs a fixed number of queries', async () => {
    const { statements } = await t.queries.count(() =>
      staff.client.get(`/api/projects/${projectId}/report-health/`),
    );
    // The session, the project, the percentages, the ratings, the developers.
    expect(statements.length).toBeLessThanOrEqual(5);
  });
});
