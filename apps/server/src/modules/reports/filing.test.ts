import { MESSAGES } from '@kazi/shared/messages';
import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertProgressEvent } from '../../db/factories/reports.ts';
import {
  developerRatings,
  notifications,
  progressEvents,
  progressReports,
  projects,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { activitiesOf, mailsTo } from '../team/test-support.ts';

const R = MESSAGES.reports;
const DAY = 86_400_000;

let t: TestApp;
let owner: SignedIn;
let cm: SignedIn;
let dev: SignedIn;
let dev2: SignedIn;
let outsider: SignedIn;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t.app, 'client');
  cm = await loginAs(t.app, 'client_manager');
  dev = await loginAs(t.app, 'developer');
  dev2 = await loginAs(t.app, 'developer');
  outsider = await loginAs(t.app, 'developer');
  projectId = (await teamProject()).id;
});
afterAll(() => t.close());

async function teamProject(members = [dev, dev2]) {
  const project = await createProject(t.app.db, {
    ownerId: owner.user.id,
    createdById: owner.user.id,
    cmId: cm.user.id,
  });
  for (const member of members)
    await addParticipant(t.app.db, project.id, member.user.id, { status: 'accepted' });
  return project;
}

async function event(
  type: ProgressEventType,
  userId: number | null,
  options: { dueAt?: Date; project?: number } = {},
) {
  return insertProgressEvent(t.app.db, {
    projectId: options.project ?? projectId,
    type,
    userId,
    dueAt: options.dueAt ?? new Date(),
    title: `${type} event`,
  });
}

const UPDATE = {
  status: 'on_schedule',
  percentage: 40,
  accomplished: 'The sign-in page',
  todo: 'The dashboard',
  next_deadline: '2099-01-10',
};

const completedAt = async (eventId: number) =>
  (await t.app.db.select().from(progressEvents).where(eq(progressEvents.id, eventId)))[0]?.completedAt;

const bell = (userId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'report_received')));

describe('POST progress-reports/: the developer update', () => {
  it('is filed by its developer: 201, the event completed, the activity, the owner and CM told', async () => {
    const e = await event('developer', dev.user.id);
    const ownerBell = (await bell(owner.user.id)).length;
    const ownerMails = (await mailsTo(t.app.db, owner.user.email)).length;
    const response = await dev.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      rate_deliverables: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      event: { id: e.id },
      created_by: { id: dev.user.id },
      status: 'on_schedule',
      status_display: 'On schedule',
      percentage: 40,
      next_deadline: '2099-01-10',
      // Not asked by an update: not kept.
      rate_deliverables: null,
      attachments: [],
      abilities: { edit: true },
    });
    expect(await completedAt(e.id)).toBeInstanceOf(Date);
    const [activity] = (await activitiesOf(t.app.db, projectId, 'progress_report')).slice(-1);
    expect(activity?.data).toEqual({ event: { id: e.id, title: e.title } });
    const ownerRows = await bell(owner.user.id);
    expect(ownerRows).toHaveLength(ownerBell + 1);
    expect(ownerRows.at(-1)?.key).toBe(`report-received:${body.id}:${owner.user.id}`);
    expect(await bell(cm.user.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `report-received:${body.id}:${cm.user.id}` })]),
    );
    expect(await bell(dev.user.id)).toHaveLength(0);
    expect(await mailsTo(t.app.db, owner.user.email)).toHaveLength(ownerMails + 1);
  });

  it('names every missing answer at once; 0 and 101 are no percentage', async () => {
    const e = await event('developer', dev.user.id);
    const empty = await dev.client.post('/api/progress-reports/', { event: { id: e.id } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors ?? empty.json()).toBeDefined();
    const fields = fieldsOf(empty.json());
    expect(Object.keys(fields).sort()).toEqual([
      'accomplished',
      'next_deadline',
      'percentage',
      'status',
      'todo',
    ]);
    for (const percentage of [0, 101]) {
      const response = await dev.client.post('/api/progress-reports/', {
        event: { id: e.id },
        ...UPDATE,
        percentage,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json()).percentage).toEqual([R.percentageRange]);
    }
    expect(await completedAt(e.id)).toBeNull();
  });

  it('asks the stuck reason when behind and stuck, the reason and remedy when the next deadline is at risk', async () => {
    const e = await event('developer', dev.user.id);
    const stuck = await dev.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      status: 'behind_stuck',
      next_deadline_meet: false,
    });
    expect(stuck.statusCode).toBe(400);
    expect(fieldsOf(stuck.json())).toEqual({
      stuck_reason: [R.required],
      next_deadline_fail_reason: [R.required],
      remarks: [R.required],
    });
    const ok = await dev.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      status: 'behind_stuck',
      stuck_reason: 'unclear_spec',
      next_deadline_meet: false,
      next_deadline_fail_reason: 'The API is late',
      remarks: 'We mock it',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ stuck_reason: 'unclear_spec', remarks: 'We mock it' });
  });

  it('is one per author: a second is 409, and of two at once exactly one is filed', async () => {
    const e = await event('developer', dev.user.id);
    const first = await dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(first.statusCode).toBe(201);
    const second = await dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(R.alreadyFiled);

    const race = await event('developer', dev.user.id);
    const answers = await Promise.all([
      dev.client.post('/api/progress-reports/', { event: { id: race.id }, ...UPDATE }),
      dev.client.post('/api/progress-reports/', { event: { id: race.id }, ...UPDATE }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.app.db.select().from(progressReports).where(eq(progressReports.eventId, race.id));
    expect(rows).toHaveLength(1);
  });
});

describe('who files, and until when', () => {
  it('only the event’s person; an event for nobody by the CM', async () => {
    const mine = await event('developer', dev.user.id);
    expect(
      (await dev2.client.post('/api/progress-reports/', { event: { id: mine.id }, ...UPDATE })).statusCode,
    ).toBe(403);
    expect(
      (await cm.client.post('/api/progress-reports/', { event: { id: mine.id }, ...UPDATE })).statusCode,
    ).toBe(403);
    // Someone outside the project does not learn it exists.
    expect(
      (await outsider.client.post('/api/progress-reports/', { event: { id: mine.id }, ...UPDATE }))
        .statusCode,
    ).toBe(404);
    const internal = await event('internal', null);
    expect(
      (await dev.client.post('/api/progress-reports/', { event: { id: internal.id }, ...UPDATE })).statusCode,
    ).toBe(403);
    const byCm = await cm.client.post('/api/progress-reports/', { event: { id: internal.id }, ...UPDATE });
    expect(byCm.statusCode, byCm.body).toBe(201);
  });

  it('closes 7 days past the overdue limit, and on archived projects', async () => {
    // A developer update is overdue a day after it is due; 9 days ago is 8 past the limit.
    const old = await event('developer', dev.user.id, { dueAt: new Date(Date.now() - 9 * DAY) });
    const late = await dev.client.post('/api/progress-reports/', { event: { id: old.id }, ...UPDATE });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(R.closed);
    const inTime = await event('developer', dev.user.id, { dueAt: new Date(Date.now() - 7 * DAY) });
    expect(
      (await dev.client.post('/api/progress-reports/', { event: { id: inTime.id }, ...UPDATE })).statusCode,
    ).toBe(201);

    const archived = await teamProject();
    await t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, archived.id));
    const e = await event('developer', dev.user.id, { project: archived.id });
    const response = await dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a client survey: it is answered with ratings', async () => {
    const survey = await event('developer_rating', owner.user.id);
    const response = await owner.client.post('/api/progress-reports/', {
      event: { id: survey.id },
      ...UPDATE,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({ non_field_errors: [R.useRatings] });
  });
});

describe('the other forms', () => {
  it('client report: rate_deliverables and the next-deadline answer are required', async () => {
    const e = await event('client', cm.user.id);
    const missing = await cm.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual({
      rate_deliverables: [R.required],
      next_deadline_meet: [R.required],
    });
    const ok = await cm.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      rate_deliverables: 4,
      next_deadline_meet: true,
      last_deadline_met: true,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      rate_deliverables: 4,
      next_deadline_meet: true,
      last_deadline_met: null,
    });
  });

  it('PM report: the last deadline and a rating of every developer, saved with it', async () => {
    const e = await event('cm', cm.user.id);
    const ownerBell = (await bell(owner.user.id)).length;
    const body = { event: { id: e.id }, ...UPDATE, last_deadline_met: false };
    const missing = await cm.client.post('/api/progress-reports/', {
      ...body,
      developer_ratings: [{ user: { id: dev.user.id }, rating: 4 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual({
      deadline_report: [R.required],
      deadline_miss_communicated: [R.required],
      developer_ratings: [R.rateEveryDeveloper],
    });
    const ok = await cm.client.post('/api/progress-reports/', {
      ...body,
      deadline_report: 'The API was late',
      deadline_miss_communicated: true,
      developer_ratings: [
        { user: { id: dev.user.id }, rating: 4 },
        { user: { id: dev2.user.id }, rating: 2 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ last_deadline_met: false, deadline_miss_communicated: true });
    const ratings = await t.app.db.select().from(developerRatings).where(eq(developerRatings.eventId, e.id));
    expect(ratings.map((r) => [r.userId, r.rating, r.createdById]).sort()).toEqual(
      [
        [dev.user.id, 4, cm.user.id],
        [dev2.user.id, 2, cm.user.id],
      ].sort(),
    );
    // The owner (a client) does not see PM reports: not told.
    expect(await bell(owner.user.id)).toHaveLength(ownerBell);
  });

  it('developer survey: rate_communication alone', async () => {
    const e = await event('developer_survey', dev.user.id);
    const missing = await dev.client.post('/api/progress-reports/', { event: { id: e.id } });
    expect(fieldsOf(missing.json())).toEqual({ rate_communication: [R.required] });
    const ok = await dev.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      rate_communication: 5,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      rate_communication: 5,
      status: null,
      percentage: null,
      accomplished: null,
    });
  });
});

describe('PATCH progress-reports/{id}/', () => {
  it('by its author within the window; the changed report meets the same rules', async () => {
    const e = await event('developer', dev.user.id);
    const filed = (
      await dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })
    ).json();
    const url = `/api/progress-reports/${filed.id}/`;
    expect((await dev2.client.patch(url, { todo: 'Mine now' })).statusCode).toBe(403);
    expect((await owner.client.patch(url, { todo: 'Mine now' })).statusCode).toBe(403);
    expect((await outsider.client.patch(url, { todo: 'Mine now' })).statusCode).toBe(404);
    const stuck = await dev.client.patch(url, { status: 'behind_stuck' });
    expect(stuck.statusCode).toBe(400);
    expect(fieldsOf(stuck.json())).toEqual({ stuck_reason: [R.required] });
    const ok = await dev.client.patch(url, { todo: 'The settings page', percentage: 55 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      todo: 'The settings page',
      percentage: 55,
      accomplished: UPDATE.accomplished,
    });
    expect((await owner.client.get(url)).json()).toMatchObject({
      todo: 'The settings page',
      abilities: { edit: false },
    });
  });

  it('is closed past the window', async () => {
    const e = await event('developer', dev.user.id);
    const filed = (
      await dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })
    ).json();
    await t.app.db
      .update(progressEvents)
      .set({ dueAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(progressEvents.id, e.id));
    const response = await dev.client.patch(`/api/progress-reports/${filed.id}/`, { todo: 'Late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(R.closed);
  });
});

describe('images', () => {
  const png = () => solidPng(4, 4, [200, 30, 30]);
  const parts = (eventId: number) => [
    { name: 'event[id]', value: String(eventId) },
    ...Object.entries(UPDATE).map(([name, value]) => ({ name, value: String(value) })),
  ];

  it('are uploaded with the report, downloaded by those who see it, and removed by its author', async () => {
    const e = await event('developer', dev.user.id);
    const response = await dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'uploads', fileName: 'screen.png', bytes: png() },
      { name: 'uploads', fileName: 'second.png', bytes: png() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report.attachments).toHaveLength(2);
    const [first, second] = report.attachments;
    expect(first).toMatchObject({
      name: 'screen.png',
      url: `/api/progress-reports/${report.id}/attachments/${first.id}/`,
    });
    const download = await owner.client.get(first.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect((await outsider.client.get(first.url)).statusCode).toBe(404);
    expect(
      (await owner.client.get(`/api/progress-reports/${report.id}/attachments/999999/`)).statusCode,
    ).toBe(404);

    const url = `/api/progress-reports/${report.id}/`;
    expect((await dev.client.patch(url, { remove_attachments: [999999] })).statusCode).toBe(400);
    const removed = await dev.client.patch(url, { remove_attachments: [first.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().attachments.map((a: { id: number }) => a.id)).toEqual([second.id]);
    const added = await dev.client.upload(url, [{ name: 'uploads', fileName: 'third.png', bytes: png() }], {
      method: 'PATCH',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().attachments).toHaveLength(2);
  });

  it('come with a PM report’s ratings in one multipart request, and a PATCH drops and adds in one', async () => {
    const e = await event('cm', cm.user.id);
    const response = await cm.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'last_deadline_met', value: 'true' },
      { name: 'developer_ratings[0][user][id]', value: String(dev.user.id) },
      { name: 'developer_ratings[0][rating]', value: '5' },
      { name: 'developer_ratings[1][user][id]', value: String(dev2.user.id) },
      { name: 'developer_ratings[1][rating]', value: '3' },
      { name: 'uploads', fileName: 'board.png', bytes: png() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report.attachments).toHaveLength(1);
    const changed = await cm.client.upload(
      `/api/progress-reports/${report.id}/`,
      [
        { name: 'remove_attachments[0]', value: String(report.attachments[0].id) },
        { name: 'developer_ratings[0][user][id]', value: String(dev.user.id) },
        { name: 'developer_ratings[0][rating]', value: '4' },
        { name: 'developer_ratings[1][user][id]', value: String(dev2.user.id) },
        { name: 'developer_ratings[1][rating]', value: '3' },
        { name: 'uploads', fileName: 'board-2.png', bytes: png() },
      ],
      { method: 'PATCH' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().attachments.map((a: { name: string }) => a.name)).toEqual(['board-2.png']);
  });

  it('refuses files over 5 MB (413) and files that are no image (415), storing nothing', async () => {
    const e = await event('developer', dev.user.id);
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'uploads', fileName: 'big.png', bytes: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    const pdf = Buffer.from('%PDF-1.7\n'.padEnd(200, ' '));
    const notImage = await dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'uploads', fileName: 'doc.pdf', bytes: pdf },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(await completedAt(e.id)).toBeNull();
  });
});

describe('developer-rating/: the client survey', () => {
  it('rates every developer at once, all or nothing; the CM is told; the rater changes a rating', async () => {
    const survey = await event('developer_rating', owner.user.id);
    const cmBell = (await bell(cm.user.id)).length;
    const partial = await owner.client.post('/api/developer-rating/', {
      event: { id: survey.id },
      ratings: [{ user: { id: dev.user.id }, rating: 5 }],
    });
    expect(partial.statusCode).toBe(400);
    expect(fieldsOf(partial.json())).toEqual({ ratings: [R.completeAllRatings] });
    expect(await completedAt(survey.id)).toBeNull();
    const body = {
      event: { id: survey.id },
      ratings: [
        { user: { id: dev.user.id }, rating: 5 },
        { user: { id: dev2.user.id }, rating: 3 },
      ],
    };
    expect((await dev.client.post('/api/developer-rating/', body)).statusCode).toBe(404);
    const ok = await owner.client.post('/api/developer-rating/', body);
    expect(ok.statusCode, ok.body).toBe(201);
    const { ratings } = ok.json();
    expect(ratings).toHaveLength(2);
    expect(ratings[0]).toMatchObject({
      created_by: { id: owner.user.id },
      event: { id: survey.id },
      abilities: { edit: true },
    });
    expect(await completedAt(survey.id)).toBeInstanceOf(Date);
    expect(await bell(cm.user.id)).toHaveLength(cmBell + 1);
    // Again: each rating replaced, none added.
    const again = await owner.client.post('/api/developer-rating/', body);
    expect(again.statusCode).toBe(201);
    const rows = await t.app.db
      .select()
      .from(developerRatings)
      .where(eq(developerRatings.eventId, survey.id));
    expect(rows).toHaveLength(2);

    const url = `/api/developer-rating/${ratings[0].id}/`;
    expect((await cm.client.patch(url, { rating: 1 })).statusCode).toBe(403);
    const changed = await owner.client.patch(url, { rating: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rating).toBe(2);
  });

  it('says so when the team has no developers; other events are refused', async () => {
    const empty = await teamProject([]);
    const survey = await event('developer_rating', owner.user.id, { project: empty.id });
    const response = await owner.client.post('/api/developer-rating/', {
      event: { id: survey.id },
      ratings: [],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({ non_field_errors: [R.noDevelopers] });
    const update = await event('developer', dev.user.id);
    const wrong = await dev.client.post('/api/developer-rating/', {
      event: { id: update.id },
      ratings: [{ user: { id: dev2.user.id }, rating: 3 }],
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the notification mail', () => {
  it('is sent only while the recipient’s switch is on (the bell row either way)', async () => {
    const off = await owner.client.patch('/api/me/settings/', {
      switches: { new_task_progress_report_email: 'off' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const mails = (await mailsTo(t.app.db, owner.user.email)).length;
    const rows = (await bell(owner.user.id)).length;
    const e = await event('developer', dev.user.id);
    expect(
      (await dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })).statusCode,
    ).toBe(201);
    expect(await bell(owner.user.id)).toHaveLength(rows + 1);
    expect(await mailsTo(t.app.db, owner.user.email)).toHaveLength(mails);
    await owner.client.patch('/api/me/settings/', { switches: { new_task_progress_report_email: 'on' } });
  });
});

/** API.md's 400: the field errors, at the top level or under `errors`. */
function fieldsOf(body: Record<string, unknown>): Record<string, string[]> {
  const fields = (body.errors ?? body) as Record<string, string[]>;
  const { detail: _detail, code: _code, type: _type, ...rest } = fields as Record<string, string[]>;
  return rest;
}
