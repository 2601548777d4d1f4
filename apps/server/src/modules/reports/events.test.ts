import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { EVENTS_COUNT_CAP, type ReportEvent } from '@kazi/shared/reports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import {
  insertDeveloperRating,
  insertDeveloperUpdates,
  insertProgressEvent,
  insertProgressReport,
} from '../../db/factories/reports.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { activitiesOf } from '../team/test-support.ts';

type SignedIn = { client: TestClient; user: UserRow };

let t: TestApp;
let staff: SignedIn;
let cm: SignedIn;
let cso: SignedIn;
let owner: SignedIn;
let dev: SignedIn;
let dev2: SignedIn;
let stranger: SignedIn;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  t = await createTestApp();
  [staff, cm, cso, owner, dev, dev2, stranger] = await Promise.all([
    loginAs(t.app, 'staff'),
    loginAs(t.app, 'client_manager'),
    loginAs(t.app, 'client_support_officer'),
    loginAs(t.app, 'client'),
    loginAs(t.app, 'developer'),
    loginAs(t.app, 'developer'),
    loginAs(t.app, 'client'),
  ]);
});
afterAll(() => t.close());

async function project(overrides: Parameters<typeof createProject>[1] = {}) {
  const row = await createProject(t.app.db, {
    ownerId: owner.user.id,
    createdById: owner.user.id,
    cmId: cm.user.id,
    csoId: cso.user.id,
    ...overrides,
  });
  await addParticipant(t.app.db, row.id, dev.user.id);
  await addParticipant(t.app.db, row.id, dev2.user.id);
  return row;
}

const event = (
  projectId: number,
  type: ProgressEventType,
  title: string,
  dueAt: Date,
  userId: number | null = null,
  extra: { scheduledOn?: string } = {},
) => insertProgressEvent(t.app.db, { projectId, type, title, dueAt, userId, ...extra });

async function list(client: TestClient, query: string) {
  const response = await client.get(`/api/progress-events/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    count: number;
    count_capped: boolean;
    next: string | null;
    results: ReportEvent[];
  };
}
const titles = async (client: TestClient, query: string) =>
  (await list(client, query)).results.map((e) => e.title).sort();

describe('GET progress-events/: who sees what (ADR 030)', () => {
  let projectId: number;
  const ids: Record<string, number> = {};
  const ALL = [
    'client',
    'cm',
    'developer',
    'developer_rating',
    'dev_own_survey',
    'developer_survey',
    'internal',
    'milestone',
  ].sort();

  beforeAll(async () => {
    const p = await project();
    projectId = p.id;
    const due = new Date('2030-01-01T12:00:00Z');
    const make = async (title: string, type: ProgressEventType, userId: number | null) => {
      ids[title] = (await event(p.id, type, title, due, userId)).id;
    };
    await make('developer', 'developer', dev2.user.id);
    await make('dev_own_survey', 'developer_survey', dev.user.id);
    await make('developer_survey', 'developer_survey', dev2.user.id);
    await make('cm', 'cm', cm.user.id);
    await make('client', 'client', cso.user.id);
    await make('developer_rating', 'developer_rating', owner.user.id);
    await make('internal', 'internal', cm.user.id);
    await make('milestone', 'milestone', null);
  });

  const seen = (): [string, () => SignedIn, string[]][] => [
    ['the cm', () => cm, ALL],
    ['the cso', () => cso, ALL],
    ['staff', () => staff, ALL.filter((title) => !title.includes('survey'))],
    ['a team member', () => dev, ['dev_own_survey', 'developer', 'internal', 'milestone']],
    ['another team member', () => dev2, ['developer', 'developer_survey', 'internal', 'milestone']],
    // The owner's own client survey (developer_rating) is theirs to file.
    ['the owner', () => owner, ['client', 'developer', 'developer_rating', 'milestone']],
  ];

  it.each(seen())('%s lists the types their place shows, and their own', async (_who, who, expected) => {
    expect(await titles(who().client, `project=${projectId}`)).toEqual(expected);
  });

  it.each(seen())('%s opens exactly those events; the others are 404', async (_who, who, expected) => {
    for (const title of ALL) {
      const response = await who().client.get(`/api/progress-events/${ids[title]}/`);
      expect([title, response.statusCode]).toEqual([title, expected.includes(title) ? 200 : 404]);
    }
  });

  it('is 404 outside the project scope, for an unknown id, and without a project 400', async () => {
    expect((await stranger.client.get(`/api/progress-events/?project=${projectId}`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/progress-events/${ids.milestone}/`)).statusCode).toBe(404);
    expect((await staff.client.get('/api/progress-events/999999/')).statusCode).toBe(404);
    expect((await staff.client.get('/api/progress-events/')).statusCode).toBe(400);
  });

  it('shows the event whole: form, project, person, status and abilities', async () => {
    const response = await cso.client.get(`/api/progress-events/${ids.client}/`);
    expect(response.json()).toMatchObject({
      title: 'client',
      type: 'client',
      form: 'client_report',
      project: { id: projectId },
      user: { id: cso.user.id },
      status: 'pending',
      status_display: 'Pending',
      progress_reports: [],
      developer_ratings: [],
      abilities: { edit: false, file: true },
    });
  });
});

describe('status: completed, pending, overdue', () => {
  let projectId: number;
  beforeAll(async () => {
    const p = await project();
    projectId = p.id;
    // A developer update has 1 day of grace, every other event 3.
    await event(p.id, 'developer', 'dev 2 days late', ago(2 * DAY), dev.user.id);
    await event(p.id, 'developer', 'dev 12 hours late', ago(12 * HOUR), dev.user.id);
    await event(p.id, 'client', 'client 2 days late', ago(2 * DAY), cso.user.id);
    await event(p.id, 'client', 'client 4 days late', ago(4 * DAY), cso.user.id);
    const done = await event(p.id, 'developer', 'dev done', ago(5 * DAY), dev.user.id);
    await insertProgressReport(t.app.db, { eventId: done.id, authorId: dev.user.id, percentage: 40 });
    await event(p.id, 'milestone', 'milestone ahead', new Date(Date.now() + 10 * DAY));
  });

  it('reads completed from a report, overdue past the grace, else pending', async () => {
    const { results } = await list(staff.client, `project=${projectId}`);
    expect(Object.fromEntries(results.map((e) => [e.title, e.status]))).toEqual({
      'milestone ahead': 'pending',
      'dev 12 hours late': 'pending',
      'dev 2 days late': 'overdue',
      'client 2 days late': 'pending',
      'client 4 days late': 'overdue',
      'dev done': 'completed',
    });
    expect(results.find((e) => e.title === 'dev done')?.progress_reports).toMatchObject([
      { percentage: 40, created_by: { id: dev.user.id } },
    ]);
  });

  it('filters by status for those who see overdue', async () => {
    expect(await titles(staff.client, `project=${projectId}&status=overdue`)).toEqual([
      'client 4 days late',
      'dev 2 days late',
    ]);
    expect(await titles(staff.client, `project=${projectId}&status=completed,pending`)).toEqual([
      'client 2 days late',
      'dev 12 hours late',
      'dev done',
      'milestone ahead',
    ]);
  });

  it('never shows a client overdue: it reads pending, and status=overdue is empty', async () => {
    const { results } = await list(owner.client, `project=${projectId}`);
    expect(results.map((e) => e.status)).not.toContain('overdue');
    expect(results.find((e) => e.title === 'client 4 days late')?.status).toBe('pending');
    expect((await list(owner.client, `project=${projectId}&status=overdue`)).count).toBe(0);
    expect(await titles(owner.client, `project=${projectId}&status=pending`)).toEqual([
      'client 2 days late',
      'client 4 days late',
      'dev 12 hours late',
      'dev 2 days late',
      'milestone ahead',
    ]);
  });

  it('refuses an unknown status', async () => {
    expect(
      (await staff.client.get(`/api/progress-events/?project=${projectId}&status=late`)).statusCode,
    ).toBe(400);
  });
});

describe('filters and pages', () => {
  let projectId: number;
  beforeAll(async () => {
    const p = await project();
    projectId = p.id;
    await event(p.id, 'developer', 'feb 28', new Date('2026-02-28T23:59:00Z'), dev.user.id);
    await event(p.id, 'developer', 'mar 1 early', new Date('2026-03-01T00:00:00Z'), dev.user.id);
    await event(p.id, 'developer', 'mar 1 late', new Date('2026-03-01T23:59:59Z'), dev2.user.id);
    await event(p.id, 'cm', 'mar 2 cm', new Date('2026-03-02T00:00:00Z'), cm.user.id);
    await event(p.id, 'milestone', 'mar 3 milestone', new Date('2026-03-03T10:00:00Z'));
  });

  it('orders latest due first', async () => {
    const { results } = await list(staff.client, `project=${projectId}`);
    expect(results.map((e) => e.title)).toEqual([
      'mar 3 milestone',
      'mar 2 cm',
      'mar 1 late',
      'mar 1 early',
      'feb 28',
    ]);
  });

  it('filters by type, types (both: the types in both), days of the due date and users', async () => {
    expect(await titles(staff.client, `project=${projectId}&type=milestone`)).toEqual(['mar 3 milestone']);
    expect(await titles(staff.client, `project=${projectId}&types=cm,milestone`)).toEqual([
      'mar 2 cm',
      'mar 3 milestone',
    ]);
    expect(await titles(staff.client, `project=${projectId}&type=cm&types=cm,milestone`)).toEqual([
      'mar 2 cm',
    ]);
    expect(await titles(staff.client, `project=${projectId}&type=cm&types=milestone`)).toEqual([]);
    expect(
      await titles(staff.client, `project=${projectId}&daterange_0=2026-03-01&daterange_1=2026-03-01`),
    ).toEqual(['mar 1 early', 'mar 1 late']);
    expect(await titles(staff.client, `project=${projectId}&daterange_0=2026-03-02`)).toEqual([
      'mar 2 cm',
      'mar 3 milestone',
    ]);
    expect(await titles(staff.client, `project=${projectId}&daterange_1=2026-02-28`)).toEqual(['feb 28']);
    expect(await titles(staff.client, `project=${projectId}&users=${dev2.user.id},${cm.user.id}`)).toEqual([
      'mar 1 late',
      'mar 2 cm',
    ]);
    // Filters never widen what the caller sees: a team member asking for cm events gets none.
    expect(await titles(dev.client, `project=${projectId}&types=cm`)).toEqual([]);
    expect(
      (await staff.client.get(`/api/progress-events/?project=${projectId}&types=cm,nope`)).statusCode,
    ).toBe(400);
  });

  it('pages 20 by default, and next keeps every filter', async () => {
    const many = await project();
    for (let i = 0; i < 23; i += 1) {
      await event(many.id, 'developer', `u${i}`, new Date(Date.UTC(2026, 0, 1 + i)), dev.user.id);
    }
    const first = await list(staff.client, `project=${many.id}`);
    expect([first.count, first.results.length]).toEqual([23, 20]);
    const filtered = await list(
      staff.client,
      `project=${many.id}&types=developer&page_size=10&status=pending,overdue`,
    );
    expect(filtered.count).toBe(23);
    const next = new URL(filtered.next as string, 'http://x');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      project: String(many.id),
      types: 'developer',
      page_size: '10',
      status: 'pending,overdue',
      page: '2',
    });
    const second = await staff.client.get(filtered.next as string);
    expect(second.json().results.map((e: ReportEvent) => e.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `u${i}`),
    );
  });

  it('counts exactly up to 1,000 matches; past that the count stops there and says so', async () => {
    const big = await project();
    await insertDeveloperUpdates(t.app.db, {
      projectId: big.id,
      userId: dev.user.id,
      firstDue: new Date(Date.UTC(2025, 11, 31)),
      count: EVENTS_COUNT_CAP + 2,
    });
    const capped = await staff.client.get(`/api/progress-events/?project=${big.id}&page=50`);
    expect(capped.json()).toMatchObject({ count: EVENTS_COUNT_CAP, count_capped: true, next: null });
    expect(capped.json().results).toHaveLength(20);
    const exact = await list(staff.client, `project=${big.id}&daterange_0=2025-12-01`);
    expect(exact).toMatchObject({ count: 31, count_capped: false });
  });

  it('lists in the same number of queries for 1 event as for 30, reports and ratings included', async () => {
    const one = await project();
    const many = await project();
    const fill = async (projectId: number, n: number) => {
      for (let i = 0; i < n; i += 1) {
        const e = await event(projectId, 'cm', `pm ${i}`, ago(i * HOUR), cm.user.id);
        await insertProgressReport(t.app.db, { eventId: e.id, authorId: cm.user.id, percentage: 50 });
        await insertDeveloperRating(t.app.db, {
          eventId: e.id,
          userId: dev.user.id,
          createdById: cm.user.id,
          rating: 4,
        });
      }
    };
    await fill(one.id, 1);
    await fill(many.id, 30);
    const count = async (id: number) =>
      (await t.queries.count(() => cm.client.get(`/api/progress-events/?project=${id}&page_size=50`)))
        .statements.length;
    const [a, b] = [await count(one.id), await count(many.id)];
    expect(b).toBe(a);
    // The session, the project, the page, the count; reports, ratings, their people.
    expect(b).toBeLessThanOrEqual(8);
  });
});

describe('abilities.file', () => {
  it('lets the event’s person file once, then edit; ratings may be given again', async () => {
    const p = await project();
    const update = await event(p.id, 'developer', 'update', ago(HOUR), dev.user.id);
    const survey = await event(p.id, 'developer_rating', 'survey', ago(HOUR), owner.user.id);
    const abilities = async (client: TestClient, id: number) =>
      (await client.get(`/api/progress-events/${id}/`)).json().abilities;
    expect(await abilities(dev.client, update.id)).toEqual({ edit: false, file: true });
    expect(await abilities(cm.client, update.id)).toEqual({ edit: false, file: false });
    const report = await insertProgressReport(t.app.db, { eventId: update.id, authorId: dev.user.id });
    expect(await abilities(dev.client, update.id)).toEqual({ edit: false, file: false });
    const filed = (await dev.client.get(`/api/progress-events/${update.id}/`)).json();
    expect(filed.progress_reports).toMatchObject([{ id: report.id, abilities: { edit: true } }]);
    expect((await cm.client.get(`/api/progress-events/${update.id}/`)).json().progress_reports).toMatchObject(
      [{ id: report.id, abilities: { edit: false } }],
    );
    await insertDeveloperRating(t.app.db, {
      eventId: survey.id,
      userId: dev.user.id,
      createdById: owner.user.id,
      rating: 5,
    });
    const rated = (await owner.client.get(`/api/progress-events/${survey.id}/`)).json();
    expect(rated).toMatchObject({ status: 'completed', abilities: { file: true } });
    expect(rated.developer_ratings).toMatchObject([
      { rating: 5, user: { id: dev.user.id }, abilities: { edit: true } },
    ]);
  });

  it('closes filing 7 days past the overdue limit and on archived projects', async () => {
    const p = await project();
    const old = await event(p.id, 'developer', 'old', ago(9 * DAY), dev.user.id);
    const recent = await event(p.id, 'developer', 'recent', ago(7 * DAY), dev.user.id);
    const file = async (id: number) =>
      (await dev.client.get(`/api/progress-events/${id}/`)).json().abilities.file;
    expect([await file(old.id), await file(recent.id)]).toEqual([false, true]);
    const archived = await project({ archived: true });
    const frozen = await event(archived.id, 'developer', 'frozen', ago(HOUR), dev.user.id);
    expect(await file(frozen.id)).toBe(false);
  });
});

describe('POST and PATCH progress-events/ (staff, events added by hand)', () => {
  const add = (client: TestClient, projectId: number, body: Record<string, unknown>) =>
    client.post('/api/progress-events/', {
      project: { id: projectId },
      title: 'Weekly client report',
      due_at: '2026-06-01',
      ...body,
    });

  it('gives a client event to the cso (else the cm) and an internal one to the cm (else nobody)', async () => {
    const p = await project();
    const client = await add(staff.client, p.id, { type: 'client' });
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json()).toMatchObject({
      type: 'client',
      form: 'client_report',
      due_at: '2026-06-01T00:00:00.000Z',
      user: { id: cso.user.id },
      created_by: { id: staff.user.id },
      project: { id: p.id, title: p.title },
      abilities: { edit: true, file: false },
    });
    expect((await add(staff.client, p.id, { type: 'internal' })).json().user).toMatchObject({
      id: cm.user.id,
    });
    const noCso = await project({ csoId: null });
    expect((await add(staff.client, noCso.id, { type: 'client' })).json().user).toMatchObject({
      id: cm.user.id,
    });
    const nobody = await project({ csoId: null, cmId: null });
    expect((await add(staff.client, nobody.id, { type: 'internal' })).json().user).toBeNull();
    const milestone = await add(staff.client, p.id, {
      type: 'milestone',
      due_at: '2026-06-01T09:30:00+02:00',
    });
    expect(milestone.json()).toMatchObject({
      type: 'milestone',
      user: null,
      due_at: '2026-06-01T07:30:00.000Z',
    });
    // The feed, which everyone on the project reads, names only the events everyone sees.
    const added = await activitiesOf(t.app.db, p.id, 'progress_event_added');
    expect(added.map((a) => (a.data as { type: string }).type)).toEqual(['milestone']);
  });

  it('refuses others (403), strangers’ projects (404), archived projects (409) and bad bodies (400)', async () => {
    const p = await project();
    expect((await add(cm.client, p.id, { type: 'client' })).statusCode).toBe(403);
    expect((await add(owner.client, p.id, { type: 'client' })).statusCode).toBe(403);
    expect((await add(staff.client, 999_999, { type: 'client' })).statusCode).toBe(404);
    const archived = await project({ archived: true });
    expect((await add(staff.client, archived.id, { type: 'internal' })).statusCode).toBe(409);
    const scheduledType = await add(staff.client, p.id, { type: 'developer' });
    expect([scheduledType.statusCode, scheduledType.json()]).toEqual([
      400,
      { type: ['Select a valid choice.'] },
    ]);
    const badDay = await add(staff.client, p.id, { type: 'client', due_at: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json())).toEqual(['due_at']);
    expect((await add(staff.client, p.id, { type: 'client', user: { id: dev.user.id } })).statusCode).toBe(
      400,
    );
  });

  it('changes a hand-added event (a date move needs a reason) but never a scheduled one', async () => {
    const p = await project();
    const created = (await add(staff.client, p.id, { type: 'internal' })).json() as ReportEvent;
    const renamed = await staff.client.patch(`/api/progress-events/${created.id}/`, {
      title: 'Internal review',
    });
    expect(renamed.json()).toMatchObject({ title: 'Internal review', type: 'internal' });
    const noReason = await staff.client.patch(`/api/progress-events/${created.id}/`, {
      due_at: '2026-06-03',
    });
    expect(noReason.statusCode).toBe(400);
    const moved = await staff.client.patch(`/api/progress-events/${created.id}/`, {
      due_at: '2026-06-03',
      change_log: { reason: 'Holiday' },
    });
    expect(moved.json()).toMatchObject({ due_at: '2026-06-03T00:00:00.000Z' });
    expect((await activitiesOf(t.app.db, p.id, 'progress_event_updated')).length).toBe(2);

    const scheduled = await event(p.id, 'developer', 'Scheduled update', ago(HOUR), dev.user.id, {
      scheduledOn: '2026-01-05',
    });
    expect((await staff.client.get(`/api/progress-events/${scheduled.id}/`)).json().abilities.edit).toBe(
      false,
    );
    expect(
      (await staff.client.patch(`/api/progress-events/${scheduled.id}/`, { title: 'x' })).statusCode,
    ).toBe(403);
    expect((await dev.client.patch(`/api/progress-events/${created.id}/`, { title: 'x' })).statusCode).toBe(
      403,
    );
    const survey = await event(p.id, 'developer_survey', 'Survey', ago(HOUR), dev.user.id);
    // Staff do not see developer surveys: not even their existence.
    expect((await staff.client.patch(`/api/progress-events/${survey.id}/`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });
});
