import type { ProgressEvent, TimelineChange } from '@kazi/shared/planning/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTimelineChange } from '../../db/factories/planning.ts';
import { addMilestone, addParticipant, createProject } from '../../db/factories/projects.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { projects, timelineChanges } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { activitiesOf, auditsOf } from '../team/test-support.ts';

let t: TestApp;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
let member: { client: TestClient; user: UserRow };
let stranger: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
  member = await loginAs(t.app, 'developer');
  stranger = (await loginAs(t.app, 'client')).client;
});
afterAll(() => t.close());

async function project(overrides: Parameters<typeof createProject>[1] = {}) {
  const row = await createProject(t.app.db, { ownerId: owner.user.id, ...overrides });
  await addParticipant(t.app.db, row.id, member.user.id);
  return row;
}
const changesOf = async (client: TestClient, id: number) => {
  const response = await client.get(`/api/projects/${id}/timeline-changes/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as TimelineChange[];
};

describe('PATCH projects/{id}/ start_date and deadline', () => {
  it('sets the dates the first time without a reason, then asks one for every change', async () => {
    const p = await project();
    const first = await staff.patch(`/api/projects/${p.id}/`, {
      start_date: '2026-01-05',
      deadline: '2026-06-30',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ start_date: '2026-01-05', deadline: '2026-06-30' });

    const noReason = await staff.patch(`/api/projects/${p.id}/`, { deadline: '2026-07-31' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ 'change_log.reason': ['A reason is required to change a date'] });

    const moved = await staff.patch(`/api/projects/${p.id}/`, {
      start_date: '2026-01-05',
      deadline: '2026-07-31',
      change_log: { reason: 'The client added a payments module' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const log = await changesOf(member.client, p.id);
    expect(log.map((c) => [c.field, c.previous_value, c.new_value, c.reason])).toEqual([
      ['deadline', '2026-06-30', '2026-07-31', 'The client added a payments module'],
      ['deadline', null, '2026-06-30', ''],
      ['start_date', null, '2026-01-05', ''],
    ]);
    expect(log[0]?.target).toEqual({ id: p.id, title: p.title });
    expect((await activitiesOf(t.app.db, p.id, 'timeline_updated')).length).toBe(2);
    expect(await auditsOf(t.app.db, 'project.timeline_changed', p.id)).toHaveLength(2);
  });

  it.each([
    [{ deadline: '2026-06-30' }, { start_date: ['Start date is required'] }],
    [{ start_date: '2026-06-30' }, { deadline: ['End date is required'] }],
    [
      { start_date: '2026-07-01', deadline: '2026-06-30' },
      { start_date: ['Start date is greater than end date'] },
    ],
  ])('refuses %j', async (body, errors) => {
    const p = await project();
    const response = await staff.patch(`/api/projects/${p.id}/`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    const [row] = await t.app.db.select().from(projects).where(eq(projects.id, p.id));
    expect([row?.startDate, row?.deadline]).toEqual([null, null]);
  });

  it('is staff only: the owner 403, a stranger 404, unknown keys 400', async () => {
    const p = await project();
    const body = { start_date: '2026-01-05', deadline: '2026-06-30' };
    expect((await owner.client.patch(`/api/projects/${p.id}/`, body)).statusCode).toBe(403);
    expect((await stranger.patch(`/api/projects/${p.id}/`, body)).statusCode).toBe(404);
    expect(
      (await staff.patch(`/api/projects/${p.id}/`, { ...body, change_log: { reason: 'x', at: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(await t.app.db.select().from(timelineChanges).where(eq(timelineChanges.projectId, p.id))).toEqual(
      [],
    );
  });
});

describe('progress-events/ (milestones)', () => {
  it('lets staff add a milestone that members then list, latest due first', async () => {
    const p = await project();
    await addMilestone(t.app.db, p.id, 'Design sign-off', new Date('2026-03-01T00:00:00Z'));
    const created = await staff.post('/api/progress-events/', {
      project: { id: p.id },
      title: 'Beta release',
      type: 'milestone',
      due_at: '2026-02-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Beta release', due_at: '2026-02-01T00:00:00.000Z' });
    const list = await member.client.get(`/api/progress-events/?project=${p.id}&type=milestone`);
    expect(list.json().results.map((e: ProgressEvent) => [e.title, e.abilities.edit])).toEqual([
      ['Design sign-off', false],
      ['Beta release', false],
    ]);
    expect((await activitiesOf(t.app.db, p.id, 'progress_event_added')).length).toBe(1);
  });

  it.each([
    [{ title: ' ', due_at: '2026-02-01' }, { title: ['Title is required'] }],
    [{ title: 'X' }, { due_at: ['Due date is required'] }],
    [{ title: 'X', due_at: '2026-02-01', type: 'cm' }, { type: ['Select a valid choice.'] }],
    [{ title: 'X', due_at: '2026-02-01', status: 'done' }, { status: ['Unknown field.'] }],
  ])('refuses %j', async (body, errors) => {
    const p = await project();
    const response = await staff.post('/api/progress-events/', { project: { id: p.id }, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('needs a reason to move a due date, and logs the move', async () => {
    const p = await project();
    const event = await addMilestone(t.app.db, p.id, 'Launch', new Date('2026-05-01T00:00:00Z'));
    const renamed = await staff.patch(`/api/progress-events/${event.id}/`, { title: 'Public launch' });
    expect(renamed.json()).toMatchObject({ title: 'Public launch' });
    const noReason = await staff.patch(`/api/progress-events/${event.id}/`, { due_at: '2026-05-15' });
    expect(noReason.json()).toEqual({ 'change_log.reason': ['A reason is required to change a date'] });
    const moved = await staff.patch(`/api/progress-events/${event.id}/`, {
      due_at: '2026-05-15',
      change_log: { reason: 'App store review' },
    });
    expect(moved.json()).toMatchObject({ due_at: '2026-05-15T00:00:00.000Z' });
    const [change] = await changesOf(owner.client, p.id);
    expect(change).toMatchObject({
      field: 'due_at',
      target_type: 'progress_event',
      target: { id: event.id, title: 'Public launch' },
      previous_value: '2026-05-01T00:00:00.000Z',
      new_value: '2026-05-15T00:00:00.000Z',
      reason: 'App store review',
    });
    expect((await activitiesOf(t.app.db, p.id, 'progress_event_updated')).length).toBe(2);
  });

  it('keeps the moves of events a person may not see out of their change log and the feed (spec 000 §6)', async () => {
    const p = await project();
    const add = async (type: string, title: string) => {
      const response = await staff.post('/api/progress-events/', {
        project: { id: p.id },
        type,
        title,
        due_at: '2026-05-01',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const internal = await add('internal', 'Margin review');
    const client = await add('client', 'Client check-in');
    for (const id of [internal, client]) {
      const moved = await staff.patch(`/api/progress-events/${id}/`, {
        due_at: '2026-05-08',
        change_log: { reason: 'Finance asked for a week' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const moves = async (who: TestClient) => (await changesOf(who, p.id)).map((change) => change.target?.id);
    expect(await moves(staff)).toEqual([client, internal]);
    expect(await moves(owner.client)).toEqual([client]);
    expect(await moves(member.client)).toEqual([internal]);
    expect(await activitiesOf(t.app.db, p.id, 'progress_event_updated')).toHaveLength(0);
  });

  it('keeps milestones to the project: strangers 404, archived projects 409', async () => {
    const p = await project();
    const event = await addMilestone(t.app.db, p.id, 'Launch', new Date('2026-05-01T00:00:00Z'));
    expect((await stranger.get(`/api/progress-events/?project=${p.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/progress-events/${event.id}/`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/progress-events/${event.id}/`)).statusCode).toBe(200);
    const archived = await project({ archived: true });
    const refused = await staff.post('/api/progress-events/', {
      project: { id: archived.id },
      title: 'Late',
      due_at: '2026-02-01',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('lists in the same number of queries for 1 milestone as for 30', async () => {
    const one = await project();
    const many = await project();
    await addMilestone(t.app.db, one.id, 'Only', new Date());
    for (let i = 0; i < 30; i += 1) await addMilestone(t.app.db, many.id, `M${i}`, new Date());
    const count = async (id: number) =>
      (await t.queries.count(() => member.client.get(`/api/progress-events/?project=${id}&page_size=50`)))
        .statements.length;
    const [a, b] = [await count(one.id), await count(many.id)];
    expect(b).toBe(a);
    // The session, the project, the page, the count, and the reports and ratings filed on the page.
    expect(b).toBeLessThanOrEqual(6);
  });

  it('lists the change log in the same number of queries for 1 change as for 20', async () => {
    const one = await project();
    const many = await project();
    await addTimelineChange(t.app.db, {
      projectId: one.id,
      field: 'deadline',
      reason: 'x',
      previousValue: null,
      newValue: '2026-01-01',
    });
    for (let i = 0; i < 20; i += 1) {
      await addTimelineChange(t.app.db, {
        projectId: many.id,
        field: 'deadline',
        reason: `r${i}`,
        previousValue: null,
        newValue: '2026-01-01',
      });
    }
    const count = async (id: number) =>
      (await t.queries.count(() => member.client.get(`/api/projects/${id}/timeline-changes/?page_size=50`)))
        .statements.length;
    const [a, b] = [await count(one.id), await count(many.id)];
    expect(b).toBe(a);
    expect(b).toBeLessThanOrEqual(4);
  });
});
