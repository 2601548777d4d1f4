import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { developerRatings, progressEvents, progressReports, projects } from '../../db/schema/index.ts';
import { loginAs, refusal } from '../../test/client.ts';
import { activitiesOf, mailsTo } from '../team/test-support.ts';
import {
  bell,
  completedAt,
  eventFor,
  type FilingWorld,
  fieldsOf,
  filingWorld,
  teamProject,
  UPDATE,
} from './test-support.ts';

const R = MESSAGES.reports;
const DAY = 86_400_000;

const w = filingWorld();
const event = (...args: Parameters<typeof eventFor> extends [FilingWorld, ...infer Rest] ? Rest : never) =>
  eventFor(w, ...args);

describe('POST progress-reports/: the developer update', () => {
  it('is filed by its developer: 201, the event completed, the activity, the owner and CM told', async () => {
    const e = await event('developer', w.dev.user.id);
    const ownerBell = (await bell(w, w.owner.user.id)).length;
    const ownerMails = (await mailsTo(w.t.app.db, w.owner.user.email)).length;
    const response = await w.dev.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      rate_deliverables: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      event: { id: e.id },
      created_by: { id: w.dev.user.id },
      status: 'on_schedule',
      status_display: 'On schedule',
      percentage: 40,
      next_deadline: '2099-01-10',
      // Not asked by an update: not kept.
      rate_deliverables: null,
      attachments: [],
      abilities: { edit: true },
    });
    expect(await completedAt(w, e.id)).toBeInstanceOf(Date);
    const [activity] = (await activitiesOf(w.t.app.db, w.projectId, 'progress_report')).slice(-1);
    expect(activity?.data).toEqual({ event: { id: e.id, title: e.title } });
    const ownerRows = await bell(w, w.owner.user.id);
    expect(ownerRows).toHaveLength(ownerBell + 1);
    expect(ownerRows.at(-1)?.key).toBe(`report-received:${body.id}:${w.owner.user.id}`);
    // The event's screen, as the app routes it (ReportsTab).
    expect(ownerRows.at(-1)?.link).toBe(`/projects/${e.projectId}/reports/yours/${e.id}`);
    expect(await bell(w, w.cm.user.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: `report-received:${body.id}:${w.cm.user.id}` }),
      ]),
    );
    expect(await bell(w, w.dev.user.id)).toHaveLength(0);
    expect(await mailsTo(w.t.app.db, w.owner.user.email)).toHaveLength(ownerMails + 1);
  });

  it('names every missing answer at once; 0 and 101 are no percentage', async () => {
    const e = await event('developer', w.dev.user.id);
    const empty = await w.dev.client.post('/api/progress-reports/', { event: { id: e.id } });
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
      const response = await w.dev.client.post('/api/progress-reports/', {
        event: { id: e.id },
        ...UPDATE,
        percentage,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json()).percentage).toEqual([R.percentageRange]);
    }
    expect(await completedAt(w, e.id)).toBeNull();
  });

  it('asks the stuck reason when behind and stuck; the reason and remedy of a next deadline at risk are optional', async () => {
    const e = await event('developer', w.dev.user.id);
    const stuck = await w.dev.client.post('/api/progress-reports/', {
      event: { id: e.id },
      ...UPDATE,
      status: 'behind_stuck',
      next_deadline_meet: false,
    });
    expect(stuck.statusCode).toBe(400);
    // Spec 000 §5 lists the required answers; a 'No' only reveals the reason and remedy (§4).
    expect(fieldsOf(stuck.json())).toEqual({ stuck_reason: [R.required] });
    const bare = await event('developer', w.dev.user.id);
    const withoutReason = await w.dev.client.post('/api/progress-reports/', {
      event: { id: bare.id },
      ...UPDATE,
      next_deadline_meet: false,
    });
    expect(withoutReason.statusCode, withoutReason.body).toBe(201);
    expect(withoutReason.json()).toMatchObject({
      next_deadline_meet: false,
      next_deadline_fail_reason: null,
      remarks: null,
    });
    const ok = await w.dev.client.post('/api/progress-reports/', {
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
    const e = await event('developer', w.dev.user.id);
    const first = await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(first.statusCode).toBe(201);
    const second = await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(R.alreadyFiled);

    const race = await event('developer', w.dev.user.id);
    const answers = await Promise.all([
      w.dev.client.post('/api/progress-reports/', { event: { id: race.id }, ...UPDATE }),
      w.dev.client.post('/api/progress-reports/', { event: { id: race.id }, ...UPDATE }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await w.t.app.db.select().from(progressReports).where(eq(progressReports.eventId, race.id));
    expect(rows).toHaveLength(1);
  });
});

describe('who files, and until when', () => {
  it('only the event’s person; an event for nobody by the CM', async () => {
    const mine = await event('developer', w.dev.user.id);
    expect(
      (await w.dev2.client.post('/api/progress-reports/', { event: { id: mine.id }, ...UPDATE })).statusCode,
    ).toBe(403);
    expect(
      (await w.cm.client.post('/api/progress-reports/', { event: { id: mine.id }, ...UPDATE })).statusCode,
    ).toBe(403);
    // Someone outside the project does not learn it exists.
    expect(
      (await w.outsider.client.post('/api/progress-reports/', { event: { id: mine.id }, ...UPDATE }))
        .statusCode,
    ).toBe(404);
    const internal = await event('internal', null);
    expect(
      (await w.dev.client.post('/api/progress-reports/', { event: { id: internal.id }, ...UPDATE }))
        .statusCode,
    ).toBe(403);
    const byCm = await w.cm.client.post('/api/progress-reports/', { event: { id: internal.id }, ...UPDATE });
    expect(byCm.statusCode, byCm.body).toBe(201);
  });

  it('an event for nobody takes one report, from the CM or the CSO, whoever files first', async () => {
    const cso = await loginAs(w.t.app, 'client_support_officer');
    const project = await teamProject(w);
    await w.t.app.db.update(projects).set({ csoId: cso.user.id }).where(eq(projects.id, project.id));
    const milestone = await event('milestone', null, { project: project.id });
    const pmReport = (id: number) => ({
      event: { id },
      ...UPDATE,
      last_deadline_met: true,
      developer_ratings: [
        { user: { id: w.dev.user.id }, rating: 4 },
        { user: { id: w.dev2.user.id }, rating: 5 },
      ],
    });
    const url = `/api/progress-events/${milestone.id}/`;
    expect((await cso.client.get(url)).json()).toMatchObject({ abilities: { file: true } });
    const [byCm, byCso] = await Promise.all([
      w.cm.client.post('/api/progress-reports/', pmReport(milestone.id)),
      cso.client.post('/api/progress-reports/', pmReport(milestone.id)),
    ]);
    expect([byCm.statusCode, byCso.statusCode].sort()).toEqual([201, 409]);
    const refused = byCm.statusCode === 409 ? byCm : byCso;
    expect(refused.json()).toEqual(refusal(R.alreadyFiled));
    const filed = await w.t.app.db
      .select()
      .from(progressReports)
      .where(eq(progressReports.eventId, milestone.id));
    expect(filed).toHaveLength(1);
    expect((await cso.client.get(url)).json()).toMatchObject({
      status: 'completed',
      abilities: { file: false },
    });
    expect((await w.cm.client.get(url)).json()).toMatchObject({ abilities: { file: false } });
  });

  it('closes 7 days past the overdue limit, and on archived projects', async () => {
    // A developer update is overdue a day after it is due; 9 days ago is 8 past the limit.
    const old = await event('developer', w.dev.user.id, { dueAt: new Date(Date.now() - 9 * DAY) });
    const late = await w.dev.client.post('/api/progress-reports/', { event: { id: old.id }, ...UPDATE });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(R.closed);
    const inTime = await event('developer', w.dev.user.id, { dueAt: new Date(Date.now() - 7 * DAY) });
    expect(
      (await w.dev.client.post('/api/progress-reports/', { event: { id: inTime.id }, ...UPDATE })).statusCode,
    ).toBe(201);

    const archived = await teamProject(w);
    await w.t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, archived.id));
    const e = await event('developer', w.dev.user.id, { project: archived.id });
    const response = await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a client survey: it is answered with ratings', async () => {
    const survey = await event('developer_rating', w.owner.user.id);
    const response = await w.owner.client.post('/api/progress-reports/', {
      event: { id: survey.id },
      ...UPDATE,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({ non_field_errors: [R.useRatings] });
  });
});

describe('the other forms', () => {
  it('client report: rate_deliverables and the next-deadline answer are required', async () => {
    const e = await event('client', w.cm.user.id);
    const missing = await w.cm.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual({
      rate_deliverables: [R.required],
      next_deadline_meet: [R.required],
    });
    const ok = await w.cm.client.post('/api/progress-reports/', {
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
    const e = await event('cm', w.cm.user.id);
    const ownerBell = (await bell(w, w.owner.user.id)).length;
    const body = { event: { id: e.id }, ...UPDATE, last_deadline_met: false };
    const missing = await w.cm.client.post('/api/progress-reports/', {
      ...body,
      developer_ratings: [{ user: { id: w.dev.user.id }, rating: 4 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual({
      deadline_report: [R.required],
      deadline_miss_communicated: [R.required],
      developer_ratings: [R.rateEveryDeveloper],
    });
    const ok = await w.cm.client.post('/api/progress-reports/', {
      ...body,
      deadline_report: 'The API was late',
      deadline_miss_communicated: true,
      developer_ratings: [
        { user: { id: w.dev.user.id }, rating: 4 },
        { user: { id: w.dev2.user.id }, rating: 2 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ last_deadline_met: false, deadline_miss_communicated: true });
    const ratings = await w.t.app.db
      .select()
      .from(developerRatings)
      .where(eq(developerRatings.eventId, e.id));
    expect(ratings.map((r) => [r.userId, r.rating, r.createdById]).sort()).toEqual(
      [
        [w.dev.user.id, 4, w.cm.user.id],
        [w.dev2.user.id, 2, w.cm.user.id],
      ].sort(),
    );
    // The w.owner (a client) does not see PM reports: not told.
    expect(await bell(w, w.owner.user.id)).toHaveLength(ownerBell);
  });

  it('developer survey: rate_communication alone', async () => {
    const e = await event('developer_survey', w.dev.user.id);
    const missing = await w.dev.client.post('/api/progress-reports/', { event: { id: e.id } });
    expect(fieldsOf(missing.json())).toEqual({ rate_communication: [R.required] });
    const ok = await w.dev.client.post('/api/progress-reports/', {
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
    const e = await event('developer', w.dev.user.id);
    const filed = (
      await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })
    ).json();
    const url = `/api/progress-reports/${filed.id}/`;
    expect((await w.dev2.client.patch(url, { todo: 'Mine now' })).statusCode).toBe(403);
    expect((await w.owner.client.patch(url, { todo: 'Mine now' })).statusCode).toBe(403);
    expect((await w.outsider.client.patch(url, { todo: 'Mine now' })).statusCode).toBe(404);
    const stuck = await w.dev.client.patch(url, { status: 'behind_stuck' });
    expect(stuck.statusCode).toBe(400);
    expect(fieldsOf(stuck.json())).toEqual({ stuck_reason: [R.required] });
    const ok = await w.dev.client.patch(url, { todo: 'The settings page', percentage: 55 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      todo: 'The settings page',
      percentage: 55,
      accomplished: UPDATE.accomplished,
    });
    expect((await w.owner.client.get(url)).json()).toMatchObject({
      todo: 'The settings page',
      abilities: { edit: false },
    });
  });

  it('clears the answers of a branch the change closes', async () => {
    const e = await event('developer', w.dev.user.id);
    const branched = {
      ...UPDATE,
      status: 'behind_stuck',
      stuck_reason: 'unclear_spec',
      next_deadline_meet: false,
      next_deadline_fail_reason: 'The sandbox is down',
      remarks: 'We mock it',
    };
    const filed = (
      await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...branched })
    ).json();
    expect(filed).toMatchObject({ stuck_reason: 'unclear_spec', remarks: 'We mock it' });
    const url = `/api/progress-reports/${filed.id}/`;
    const back = await w.dev.client.patch(url, { status: 'on_schedule', next_deadline_meet: true });
    expect(back.statusCode, back.body).toBe(200);
    expect((await w.owner.client.get(url)).json()).toMatchObject({
      status: 'on_schedule',
      stuck_reason: null,
      next_deadline_meet: true,
      next_deadline_fail_reason: null,
      remarks: null,
    });
  });

  it('clears an optional answer sent empty, and keeps one left out', async () => {
    const e = await event('developer', w.dev.user.id);
    const atRisk = {
      ...UPDATE,
      next_deadline_meet: false,
      next_deadline_fail_reason: 'The sandbox is down',
      remarks: 'We mock it',
    };
    const filed = (
      await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...atRisk })
    ).json();
    const url = `/api/progress-reports/${filed.id}/`;
    const cleared = await w.dev.client.patch(url, { remarks: '  ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ next_deadline_fail_reason: 'The sandbox is down', remarks: null });
    const required = await w.dev.client.patch(url, { todo: '' });
    expect(fieldsOf(required.json())).toEqual({ todo: [R.required] });
  });

  it('is closed past the window', async () => {
    const e = await event('developer', w.dev.user.id);
    const filed = (
      await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })
    ).json();
    await w.t.app.db
      .update(progressEvents)
      .set({ dueAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(progressEvents.id, e.id));
    const response = await w.dev.client.patch(`/api/progress-reports/${filed.id}/`, { todo: 'Late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(R.closed);
  });
});
