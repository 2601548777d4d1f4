import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { EVENTS_COUNT_CAP, type ReportEvent } from '@kazi/shared/reports/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertDeveloperRating,
  insertDeveloperUpdates,
  insertProgressReport,
} from '../../db/factories/reports.ts';
import type { SignedIn, TestClient } from '../../test/client.ts';
import { ago, DAY, event, eventsWorld, HOUR, list, project, titles } from './test-support.ts';

const w = eventsWorld();

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
    const p = await project(w);
    projectId = p.id;
    const due = new Date('2030-01-01T12:00:00Z');
    const make = async (title: string, type: ProgressEventType, userId: number | null) => {
      ids[title] = (await event(w, p.id, type, title, due, userId)).id;
    };
    await make('developer', 'developer', w.dev2.user.id);
    await make('dev_own_survey', 'developer_survey', w.dev.user.id);
    await make('developer_survey', 'developer_survey', w.dev2.user.id);
    await make('cm', 'cm', w.cm.user.id);
    await make('client', 'client', w.cso.user.id);
    await make('developer_rating', 'developer_rating', w.owner.user.id);
    await make('internal', 'internal', w.cm.user.id);
    await make('milestone', 'milestone', null);
  });

  const seen = (): [string, () => SignedIn, string[]][] => [
    ['the cm', () => w.cm, ALL],
    ['the cso', () => w.cso, ALL],
    ['staff', () => w.staff, ALL.filter((title) => !title.includes('survey'))],
    ['a team member', () => w.dev, ['dev_own_survey', 'developer', 'internal', 'milestone']],
    ['another team member', () => w.dev2, ['developer', 'developer_survey', 'internal', 'milestone']],
    // The owner's own client survey (developer_rating) is theirs to file.
    ['the owner', () => w.owner, ['client', 'developer', 'developer_rating', 'milestone']],
  ];

  it.each(seen())('%s lists the types their place shows, and their own', async (_who, who, expected) => {
    expect(await titles(who().client, `project=${projectId}`)).toEqual(expected);
  });

  it.each(seen())('%s counts exactly those, on a page and past the last one', async (_who, who, expected) => {
    for (const query of [`project=${projectId}&page_size=1`, `project=${projectId}&page=2`]) {
      expect((await list(who().client, query)).count).toBe(expected.length);
    }
    const surveys = expected.filter((title) => title.includes('survey') || title === 'developer_rating');
    const asked = `project=${projectId}&types=developer_survey,developer_rating`;
    expect((await list(who().client, `${asked}&page=2`)).count).toBe(surveys.length);
    expect(await titles(who().client, asked)).toEqual(surveys);
  });

  it.each(seen())('%s opens exactly those events; the others are 404', async (_who, who, expected) => {
    for (const title of ALL) {
      const response = await who().client.get(`/api/progress-events/${ids[title]}/`);
      expect([title, response.statusCode]).toEqual([title, expected.includes(title) ? 200 : 404]);
    }
  });

  it('is 404 outside the project scope, for an unknown id, and without a project 400', async () => {
    expect((await w.stranger.client.get(`/api/progress-events/?project=${projectId}`)).statusCode).toBe(404);
    expect((await w.stranger.client.get(`/api/progress-events/${ids.milestone}/`)).statusCode).toBe(404);
    expect((await w.staff.client.get('/api/progress-events/999999/')).statusCode).toBe(404);
    expect((await w.staff.client.get('/api/progress-events/')).statusCode).toBe(400);
  });

  it('shows the event whole: form, project, person, status and abilities', async () => {
    const response = await w.cso.client.get(`/api/progress-events/${ids.client}/`);
    expect(response.json()).toMatchObject({
      title: 'client',
      type: 'client',
      form: 'client_report',
      project: { id: projectId },
      user: { id: w.cso.user.id },
      status: 'pending',
      status_display: 'Pending',
      progress_reports: [],
      developer_ratings: [],
      abilities: { edit: false, file: true },
    });
  });
});

describe('developer ratings: managers and staff read them all, anyone else only their own', () => {
  it('keeps the PM’s ratings in a milestone report from the team and the client', async () => {
    const p = await project(w);
    const milestone = await event(w, p.id, 'milestone', 'launch', ago(HOUR), null);
    await insertProgressReport(w.t.app.db, { eventId: milestone.id, authorId: w.cm.user.id });
    await insertDeveloperRating(w.t.app.db, {
      eventId: milestone.id,
      userId: w.dev2.user.id,
      createdById: w.cm.user.id,
      rating: 1,
    });
    const ratingsSeenBy = async (client: TestClient) => {
      const detail = (await client.get(`/api/progress-events/${milestone.id}/`)).json() as ReportEvent;
      const [listed] = (await list(client, `project=${p.id}&type=milestone`)).results;
      expect(listed?.developer_ratings).toEqual(detail.developer_ratings);
      expect(detail.progress_reports).toHaveLength(1);
      return detail.developer_ratings.map((rating) => rating.rating);
    };
    expect(await ratingsSeenBy(w.cm.client)).toEqual([1]);
    expect(await ratingsSeenBy(w.staff.client)).toEqual([1]);
    expect(await ratingsSeenBy(w.dev.client)).toEqual([]);
    expect(await ratingsSeenBy(w.dev2.client)).toEqual([]);
    expect(await ratingsSeenBy(w.owner.client)).toEqual([]);
  });
});

describe('status: completed, pending, overdue', () => {
  let projectId: number;
  beforeAll(async () => {
    const p = await project(w);
    projectId = p.id;
    // A developer update has 1 day of grace, every other event 3.
    await event(w, p.id, 'developer', 'dev 2 days late', ago(2 * DAY), w.dev.user.id);
    await event(w, p.id, 'developer', 'dev 12 hours late', ago(12 * HOUR), w.dev.user.id);
    await event(w, p.id, 'client', 'client 2 days late', ago(2 * DAY), w.cso.user.id);
    await event(w, p.id, 'client', 'client 4 days late', ago(4 * DAY), w.cso.user.id);
    const done = await event(w, p.id, 'developer', 'dev done', ago(5 * DAY), w.dev.user.id);
    await insertProgressReport(w.t.app.db, { eventId: done.id, authorId: w.dev.user.id, percentage: 40 });
    await event(w, p.id, 'milestone', 'milestone ahead', new Date(Date.now() + 10 * DAY));
  });

  it('reads completed from a report, overdue past the grace, else pending', async () => {
    const { results } = await list(w.staff.client, `project=${projectId}`);
    expect(Object.fromEntries(results.map((e) => [e.title, e.status]))).toEqual({
      'milestone ahead': 'pending',
      'dev 12 hours late': 'pending',
      'dev 2 days late': 'overdue',
      'client 2 days late': 'pending',
      'client 4 days late': 'overdue',
      'dev done': 'completed',
    });
    expect(results.find((e) => e.title === 'dev done')?.progress_reports).toMatchObject([
      { percentage: 40, created_by: { id: w.dev.user.id } },
    ]);
  });

  it('filters by status for those who see overdue', async () => {
    expect(await titles(w.staff.client, `project=${projectId}&status=overdue`)).toEqual([
      'client 4 days late',
      'dev 2 days late',
    ]);
    expect(await titles(w.staff.client, `project=${projectId}&status=completed,pending`)).toEqual([
      'client 2 days late',
      'dev 12 hours late',
      'dev done',
      'milestone ahead',
    ]);
  });

  it('never shows a client overdue: it reads pending, and status=overdue is empty', async () => {
    const { results } = await list(w.owner.client, `project=${projectId}`);
    expect(results.map((e) => e.status)).not.toContain('overdue');
    expect(results.find((e) => e.title === 'client 4 days late')?.status).toBe('pending');
    expect((await list(w.owner.client, `project=${projectId}&status=overdue`)).count).toBe(0);
    expect(await titles(w.owner.client, `project=${projectId}&status=pending`)).toEqual([
      'client 2 days late',
      'client 4 days late',
      'dev 12 hours late',
      'dev 2 days late',
      'milestone ahead',
    ]);
  });

  it('refuses an unknown status', async () => {
    expect(
      (await w.staff.client.get(`/api/progress-events/?project=${projectId}&status=late`)).statusCode,
    ).toBe(400);
  });
});

describe('filters and pages', () => {
  let projectId: number;
  beforeAll(async () => {
    const p = await project(w);
    projectId = p.id;
    await event(w, p.id, 'developer', 'feb 28', new Date('2026-02-28T23:59:00Z'), w.dev.user.id);
    await event(w, p.id, 'developer', 'mar 1 early', new Date('2026-03-01T00:00:00Z'), w.dev.user.id);
    await event(w, p.id, 'developer', 'mar 1 late', new Date('2026-03-01T23:59:59Z'), w.dev2.user.id);
    await event(w, p.id, 'cm', 'mar 2 cm', new Date('2026-03-02T00:00:00Z'), w.cm.user.id);
    await event(w, p.id, 'milestone', 'mar 3 milestone', new Date('2026-03-03T10:00:00Z'));
  });

  it('orders latest due first', async () => {
    const { results } = await list(w.staff.client, `project=${projectId}`);
    expect(results.map((e) => e.title)).toEqual([
      'mar 3 milestone',
      'mar 2 cm',
      'mar 1 late',
      'mar 1 early',
      'feb 28',
    ]);
  });

  it('filters by type, types (both: the types in both), days of the due date and users', async () => {
    expect(await titles(w.staff.client, `project=${projectId}&type=milestone`)).toEqual(['mar 3 milestone']);
    expect(await titles(w.staff.client, `project=${projectId}&types=cm,milestone`)).toEqual([
      'mar 2 cm',
      'mar 3 milestone',
    ]);
    expect(await titles(w.staff.client, `project=${projectId}&type=cm&types=cm,milestone`)).toEqual([
      'mar 2 cm',
    ]);
    expect(await titles(w.staff.client, `project=${projectId}&type=cm&types=milestone`)).toEqual([]);
    expect(
      await titles(w.staff.client, `project=${projectId}&daterange_0=2026-03-01&daterange_1=2026-03-01`),
    ).toEqual(['mar 1 early', 'mar 1 late']);
    expect(await titles(w.staff.client, `project=${projectId}&daterange_0=2026-03-02`)).toEqual([
      'mar 2 cm',
      'mar 3 milestone',
    ]);
    expect(await titles(w.staff.client, `project=${projectId}&daterange_1=2026-02-28`)).toEqual(['feb 28']);
    expect(
      await titles(w.staff.client, `project=${projectId}&users=${w.dev2.user.id},${w.cm.user.id}`),
    ).toEqual(['mar 1 late', 'mar 2 cm']);
    // Filters never widen what the caller sees: a team member asking for w.cm events gets none.
    expect(await titles(w.dev.client, `project=${projectId}&types=cm`)).toEqual([]);
    expect(
      (await w.staff.client.get(`/api/progress-events/?project=${projectId}&types=cm,nope`)).statusCode,
    ).toBe(400);
  });

  it('pages 20 by default, and next keeps every filter', async () => {
    const many = await project(w);
    for (let i = 0; i < 23; i += 1) {
      await event(w, many.id, 'developer', `u${i}`, new Date(Date.UTC(2026, 0, 1 + i)), w.dev.user.id);
    }
    const first = await list(w.staff.client, `project=${many.id}`);
    expect([first.count, first.results.length]).toEqual([23, 20]);
    const filtered = await list(
      w.staff.client,
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
    const second = await w.staff.client.get(filtered.next as string);
    expect(second.json().results.map((e: ReportEvent) => e.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `u${i}`),
    );
  });

  it('counts exactly up to 1,000 matches; past that the count stops there and says so', async () => {
    const big = await project(w);
    await insertDeveloperUpdates(w.t.app.db, {
      projectId: big.id,
      userId: w.dev.user.id,
      firstDue: new Date(Date.UTC(2025, 11, 31)),
      count: EVENTS_COUNT_CAP + 2,
    });
    const capped = await w.staff.client.get(`/api/progress-events/?project=${big.id}&page=50`);
    expect(capped.json()).toMatchObject({ count: EVENTS_COUNT_CAP, count_capped: true, next: null });
    expect(capped.json().results).toHaveLength(20);
    const exact = await list(w.staff.client, `project=${big.id}&daterange_0=2025-12-01`);
    expect(exact).toMatchObject({ count: 31, count_capped: false });
  });

  it('lists in the same number of queries for 1 event as for 30, reports and ratings included', async () => {
    const one = await project(w);
    const many = await project(w);
    const fill = async (projectId: number, n: number) => {
      for (let i = 0; i < n; i += 1) {
        const e = await event(w, projectId, 'cm', `pm ${i}`, ago(i * HOUR), w.cm.user.id);
        await insertProgressReport(w.t.app.db, { eventId: e.id, authorId: w.cm.user.id, percentage: 50 });
        await insertDeveloperRating(w.t.app.db, {
          eventId: e.id,
          userId: w.dev.user.id,
          createdById: w.cm.user.id,
          rating: 4,
        });
      }
    };
    await fill(one.id, 1);
    await fill(many.id, 30);
    const count = async (id: number) =>
      (await w.t.queries.count(() => w.cm.client.get(`/api/progress-events/?project=${id}&page_size=50`)))
        .statements.length;
    const [a, b] = [await count(one.id), await count(many.id)];
    expect(b).toBe(a);
    // The session, the project, the page with its count; reports (author, images) and ratings (people).
    expect(b).toBeLessThanOrEqual(5);
  });
});

describe('abilities.file', () => {
  it('lets the event’s person file once, then edit; ratings may be given again', async () => {
    const p = await project(w);
    const update = await event(w, p.id, 'developer', 'update', ago(HOUR), w.dev.user.id);
    const survey = await event(w, p.id, 'developer_rating', 'survey', ago(HOUR), w.owner.user.id);
    const abilities = async (client: TestClient, id: number) =>
      (await client.get(`/api/progress-events/${id}/`)).json().abilities;
    expect(await abilities(w.dev.client, update.id)).toEqual({ edit: false, file: true });
    expect(await abilities(w.cm.client, update.id)).toEqual({ edit: false, file: false });
    const report = await insertProgressReport(w.t.app.db, { eventId: update.id, authorId: w.dev.user.id });
    expect(await abilities(w.dev.client, update.id)).toEqual({ edit: false, file: false });
    const filed = (await w.dev.client.get(`/api/progress-events/${update.id}/`)).json();
    expect(filed.progress_reports).toMatchObject([{ id: report.id, abilities: { edit: true } }]);
    expect(
      (await w.cm.client.get(`/api/progress-events/${update.id}/`)).json().progress_reports,
    ).toMatchObject([{ id: report.id, abilities: { edit: false } }]);
    await insertDeveloperRating(w.t.app.db, {
      eventId: survey.id,
      userId: w.dev.user.id,
      createdById: w.owner.user.id,
      rating: 5,
    });
    const rated = (await w.owner.client.get(`/api/progress-events/${survey.id}/`)).json();
    expect(rated).toMatchObject({ status: 'completed', abilities: { file: true } });
    expect(rated.developer_ratings).toMatchObject([
      { rating: 5, user: { id: w.dev.user.id }, abilities: { edit: true } },
    ]);
  });

  it('closes filing 7 days past the overdue limit and on archived projects', async () => {
    const p = await project(w);
    const old = await event(w, p.id, 'developer', 'old', ago(9 * DAY), w.dev.user.id);
    const recent = await event(w, p.id, 'developer', 'recent', ago(7 * DAY), w.dev.user.id);
    const file = async (id: number) =>
      (await w.dev.client.get(`/api/progress-events/${id}/`)).json().abilities.file;
    expect([await file(old.id), await file(recent.id)]).toEqual([false, true]);
    const archived = await project(w, { archived: true });
    const frozen = await event(w, archived.id, 'developer', 'frozen', ago(HOUR), w.dev.user.id);
    expect(await file(frozen.id)).toBe(false);
  });
});
