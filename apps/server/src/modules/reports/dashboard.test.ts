import type { ProgressEventType } from '@kazi/shared/reports/rules';
import type { ReportsDashboard } from '@kazi/shared/reports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertProgressEvent, insertProgressReport } from '../../db/factories/reports.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';

type SignedIn = { client: TestClient; user: UserRow };

let t: TestApp;
let staff: SignedIn;
let cm: SignedIn;
let otherCm: SignedIn;
let owner: SignedIn;
let dev: SignedIn;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms);

const dashboard = async (client: TestClient) => {
  const response = await client.get('/api/dashboard/reports/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportsDashboard;
};
const titlesOf = (list: ReportsDashboard['owed'] | null) => list?.map((e) => e.title) ?? null;

beforeAll(async () => {
  t = await createTestApp();
  [staff, cm, otherCm, owner, dev] = await Promise.all([
    loginAs(t.app, 'staff'),
    loginAs(t.app, 'client_manager'),
    loginAs(t.app, 'client_manager'),
    loginAs(t.app, 'client'),
    loginAs(t.app, 'developer'),
  ]);
  const mine = await createProject(t.app.db, { title: 'Mine', ownerId: owner.user.id, cmId: cm.user.id });
  const theirs = await createProject(t.app.db, {
    title: 'Theirs',
    ownerId: owner.user.id,
    cmId: otherCm.user.id,
  });
  const archived = await createProject(t.app.db, { cmId: cm.user.id, archived: true });
  const left = await createProject(t.app.db, { cmId: cm.user.id });
  await addParticipant(t.app.db, mine.id, dev.user.id);
  await addParticipant(t.app.db, theirs.id, dev.user.id);
  await addParticipant(t.app.db, archived.id, dev.user.id);
  const add = (projectId: number, type: ProgressEventType, title: string, dueAt: Date, userId: number) =>
    insertProgressEvent(t.app.db, { projectId, type, title, dueAt, userId });

  await add(mine.id, 'developer', 'due tomorrow', at(DAY), dev.user.id);
  await add(theirs.id, 'developer', 'due today', at(HOUR), dev.user.id);
  // Overdue since yesterday (1 day of grace), still fileable.
  await add(mine.id, 'developer', 'overdue 1 day', at(-2 * DAY), dev.user.id);
  // Overdue limit 8 days ago: no longer fileable.
  await add(mine.id, 'developer', 'closed', at(-9 * DAY), dev.user.id);
  const done = await add(mine.id, 'developer', 'done', at(HOUR), dev.user.id);
  await insertProgressReport(t.app.db, { eventId: done.id, authorId: dev.user.id, percentage: 10 });
  await add(archived.id, 'developer', 'archived', at(HOUR), dev.user.id);
  // A project they left (no place on it any more).
  await add(left.id, 'developer', 'left', at(HOUR), dev.user.id);

  await add(mine.id, 'developer_survey', 'survey overdue', at(-5 * DAY), dev.user.id);
  await add(theirs.id, 'developer_survey', 'their survey overdue', at(-6 * DAY), dev.user.id);
  await add(theirs.id, 'cm', 'their pm overdue', at(-10 * DAY), otherCm.user.id);
  await add(archived.id, 'cm', 'archived pm overdue', at(-10 * DAY), cm.user.id);
});
afterAll(() => t.close());

describe('GET dashboard/reports/', () => {
  it('lists what the caller owes: open, still fileable, on open projects they hold a place on, due first', async () => {
    const { owed, overdue } = await dashboard(dev.client);
    expect(titlesOf(owed)).toEqual([
      'their survey overdue',
      'survey overdue',
      'overdue 1 day',
      'due today',
      'due tomorrow',
    ]);
    expect(owed.find((e) => e.title === 'overdue 1 day')).toMatchObject({
      status: 'overdue',
      project: { title: 'Mine' },
      user: { id: dev.user.id },
      abilities: { file: true },
    });
    // Talents see their own overdue reports but not the overdue list.
    expect(overdue).toBeNull();
    expect(owed[0]).not.toHaveProperty('progress_reports');
  });

  it('gives clients no overdue list', async () => {
    expect((await dashboard(owner.client)).overdue).toBeNull();
  });

  it('lists a client manager the overdue events of the projects they manage, surveys included', async () => {
    const { overdue } = await dashboard(cm.client);
    expect(titlesOf(overdue)).toEqual(['closed', 'survey overdue', 'overdue 1 day']);
    const other = await dashboard(otherCm.client);
    expect(titlesOf(other.overdue)).toEqual(['their pm overdue', 'their survey overdue']);
  });

  it('lists staff the overdue events of every open project, most overdue first, without surveys', async () => {
    const { overdue, owed } = await dashboard(staff.client);
    // Overdue limits: 8 days ago (1 day of grace), 7 days ago (3 days of grace), yesterday.
    expect(titlesOf(overdue)).toEqual(['closed', 'their pm overdue', 'overdue 1 day']);
    expect(owed).toEqual([]);
    expect(overdue?.[0]).toMatchObject({
      status: 'overdue',
      status_display: 'Overdue',
      abilities: { file: false },
    });
  });

  it('runs a fixed number of queries', async () => {
    const { statements } = await t.queries.count(() => staff.client.get('/api/dashboard/reports/'));
    // The session, the owed, the overdue, their projects.
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});
