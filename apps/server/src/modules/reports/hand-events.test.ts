import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.ts';
import { activitiesOf } from '../team/test-support.ts';
import { ago, event, eventsWorld, HOUR, project } from './test-support.ts';

const w = eventsWorld();

describe('POST and PATCH progress-events/ (staff, events added by hand)', () => {
  const add = (client: TestClient, projectId: number, body: Record<string, unknown>) =>
    client.post('/api/progress-events/', {
      project: { id: projectId },
      title: 'Weekly client report',
      due_at: '2026-06-01',
      ...body,
    });

  it('gives a client event to the cso (else the cm) and an internal one to the cm (else nobody)', async () => {
    const p = await project(w);
    const client = await add(w.staff.client, p.id, { type: 'client' });
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json()).toMatchObject({
      type: 'client',
      form: 'client_report',
      due_at: '2026-06-01T00:00:00.000Z',
      user: { id: w.cso.user.id },
      created_by: { id: w.staff.user.id },
      project: { id: p.id, title: p.title },
      abilities: { edit: true, file: false },
    });
    expect((await add(w.staff.client, p.id, { type: 'internal' })).json().user).toMatchObject({
      id: w.cm.user.id,
    });
    const noCso = await project(w, { csoId: null });
    expect((await add(w.staff.client, noCso.id, { type: 'client' })).json().user).toMatchObject({
      id: w.cm.user.id,
    });
    const nobody = await project(w, { csoId: null, cmId: null });
    expect((await add(w.staff.client, nobody.id, { type: 'internal' })).json().user).toBeNull();
    const milestone = await add(w.staff.client, p.id, {
      type: 'milestone',
      due_at: '2026-06-01T09:30:00+02:00',
    });
    expect(milestone.json()).toMatchObject({
      type: 'milestone',
      user: null,
      due_at: '2026-06-01T07:30:00.000Z',
    });
    // The feed, which everyone on the project reads, names only the events everyone sees.
    const added = await activitiesOf(w.t.app.db, p.id, 'progress_event_added');
    expect(added.map((a) => (a.data as { type: string }).type)).toEqual(['milestone']);
  });

  it('refuses others (403), strangers’ projects (404), archived projects (409) and bad bodies (400)', async () => {
    const p = await project(w);
    expect((await add(w.cm.client, p.id, { type: 'client' })).statusCode).toBe(403);
    expect((await add(w.owner.client, p.id, { type: 'client' })).statusCode).toBe(403);
    expect((await add(w.staff.client, 999_999, { type: 'client' })).statusCode).toBe(404);
    const archived = await project(w, { archived: true });
    expect((await add(w.staff.client, archived.id, { type: 'internal' })).statusCode).toBe(409);
    const scheduledType = await add(w.staff.client, p.id, { type: 'developer' });
    expect([scheduledType.statusCode, scheduledType.json()]).toEqual([
      400,
      { type: ['Select a valid choice.'] },
    ]);
    const badDay = await add(w.staff.client, p.id, { type: 'client', due_at: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json())).toEqual(['due_at']);
    expect(
      (await add(w.staff.client, p.id, { type: 'client', user: { id: w.dev.user.id } })).statusCode,
    ).toBe(400);
  });

  it('changes a hand-added event (a date move needs a reason) but never a scheduled one', async () => {
    const p = await project(w);
    const created = (await add(w.staff.client, p.id, { type: 'internal' })).json() as ReportEvent;
    const renamed = await w.staff.client.patch(`/api/progress-events/${created.id}/`, {
      title: 'Internal review',
    });
    expect(renamed.json()).toMatchObject({ title: 'Internal review', type: 'internal' });
    const noReason = await w.staff.client.patch(`/api/progress-events/${created.id}/`, {
      due_at: '2026-06-03',
    });
    expect(noReason.statusCode).toBe(400);
    const moved = await w.staff.client.patch(`/api/progress-events/${created.id}/`, {
      due_at: '2026-06-03',
      change_log: { reason: 'Holiday' },
    });
    expect(moved.json()).toMatchObject({ due_at: '2026-06-03T00:00:00.000Z' });
    // Not everyone on the project sees an internal event: its changes stay off the feed (spec 000 §6).
    expect(await activitiesOf(w.t.app.db, p.id, 'progress_event_updated')).toHaveLength(0);

    const scheduled = await event(w, p.id, 'developer', 'Scheduled update', ago(HOUR), w.dev.user.id, {
      scheduledOn: '2026-01-05',
    });
    expect((await w.staff.client.get(`/api/progress-events/${scheduled.id}/`)).json().abilities.edit).toBe(
      false,
    );
    expect(
      (await w.staff.client.patch(`/api/progress-events/${scheduled.id}/`, { title: 'x' })).statusCode,
    ).toBe(403);
    expect((await w.dev.client.patch(`/api/progress-events/${created.id}/`, { title: 'x' })).statusCode).toBe(
      403,
    );
    const survey = await event(w, p.id, 'developer_survey', 'Survey', ago(HOUR), w.dev.user.id);
    // Staff do not see developer surveys: not even their existence.
    expect(
      (await w.staff.client.patch(`/api/progress-events/${survey.id}/`, { title: 'x' })).statusCode,
    ).toBe(404);
  });
});
