import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { participationRates, participations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type TestClient } from '../../test/client.ts';
import { activitiesOf, auditsOf } from './test-support.ts';

const ratesOf = (projectId: number) =>
  t.app.db
    .select()
    .from(participationRates)
    .where(eq(participationRates.removedFromId, projectId))
    .orderBy(asc(participationRates.effectiveFrom));

let t: TestApp;
let staff: TestClient;
let ownerClient: TestClient;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  const owner = await loginAs(t.app, 'client');
  ownerClient = owner.client;
  ownerId = owner.user.id;
});
afterAll(() => t.close());

async function invited(status: 'initial' | 'pending' | 'accepted' = 'pending', archived = false) {
  const project = await createProject(t.app.db, { ownerId, archived });
  const dev = await loginAs(t.app, 'developer');
  const row = await addParticipant(t.app.db, project.id, dev.user.id, { status });
  return { project, dev, row };
}

describe('PATCH participation/{id}/ status accepted', () => {
  it('is the invitee’s own act: accepted once, audited, in the feed', async () => {
    const { project, dev, row } = await invited();
    const response = await dev.client.patch(`/api/participation/${row.id}/`, { status: 'accepted' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, status: 'accepted', updates_on: true });
    const again = await dev.client.patch(`/api/participation/${row.id}/`, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('This invitation has already been accepted'));
    expect(await auditsOf(t.app.db, 'participation.accepted', row.id)).toHaveLength(1);
    expect(await activitiesOf(t.app.db, project.id, 'developers_accepted_invitation')).toHaveLength(1);
    // Accepted, the developer now opens the project.
    expect((await dev.client.get(`/api/projects/${project.id}/team/`)).statusCode).toBe(200);
  });

  it('accepts from initial too', async () => {
    const { dev, row } = await invited('initial');
    expect((await dev.client.patch(`/api/participation/${row.id}/`, { status: 'accepted' })).statusCode).toBe(
      200,
    );
  });

  it('lets exactly one of 20 parallel accepts through', async () => {
    const { dev, row } = await invited();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        dev.client.patch(`/api/participation/${row.id}/`, { status: 'accepted' }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await auditsOf(t.app.db, 'participation.accepted', row.id)).toHaveLength(1);
  });

  it('is refused to anyone else (staff 403, strangers 404) and on archived projects (409)', async () => {
    const { row } = await invited();
    expect((await staff.patch(`/api/participation/${row.id}/`, { status: 'accepted' })).statusCode).toBe(403);
    const stranger = await loginAs(t.app, 'developer');
    expect(
      (await stranger.client.patch(`/api/participation/${row.id}/`, { status: 'accepted' })).statusCode,
    ).toBe(404);
    const archived = await invited('pending', true);
    const response = await archived.dev.client.patch(`/api/participation/${archived.row.id}/`, {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(409);
    const [stored] = await t.app.db
      .select()
      .from(participations)
      .where(eq(participations.id, archived.row.id));
    expect(stored?.status).toBe('pending');
  });

  it('is 404 to a fellow invitee, who sees only their own participation', async () => {
    const { project, row } = await invited();
    const fellow = await loginAs(t.app, 'developer');
    await addParticipant(t.app.db, project.id, fellow.user.id, { status: 'pending' });
    for (const body of [{ status: 'accepted' }, { updates_enabled: false }]) {
      expect((await fellow.client.patch(`/api/participation/${row.id}/`, body)).statusCode).toBe(404);
    }
  });

  it.each([[{ status: 'pending' }], [{ status: 'accepted', user: 3 }], [{}]])(
    'refuses %j with 400',
    async (body) => {
      const { dev, row } = await invited();
      expect((await dev.client.patch(`/api/participation/${row.id}/`, body)).statusCode).toBe(400);
    },
  );
});

describe('PATCH participation/{id}/ update switch and days', () => {
  it('lets team managers switch updates and choose days (Monday 0 to Friday 4)', async () => {
    const { project, row } = await invited('accepted');
    const off = await staff.patch(`/api/participation/${row.id}/`, { updates_enabled: false });
    expect(off.json()).toMatchObject({ updates_enabled: false, updates_on: false });
    const days = await staff.patch(`/api/participation/${row.id}/`, {
      day_selection_for_updates: true,
      update_days: '4,0, 2',
    });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json()).toMatchObject({ update_days: '0,2,4' });
    const activity = await activitiesOf(t.app.db, project.id, 'project_participation_updated');
    expect(activity.map((a) => (a.data as { fields: string[] }).fields)).toEqual([
      ['updates_enabled'],
      ['update_days'],
    ]);
    const bad = await staff.patch(`/api/participation/${row.id}/`, { update_days: '0,5' });
    expect(bad.json()).toEqual({ update_days: ['Choose weekdays from Monday (0) to Friday (4)'] });
  });

  it('lets a member change their own only while initial', async () => {
    const initial = await invited('initial');
    const mine = await initial.dev.client.patch(`/api/participation/${initial.row.id}/`, {
      update_days: '1,3',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const accepted = await invited('accepted');
    const late = await accepted.dev.client.patch(`/api/participation/${accepted.row.id}/`, {
      updates_enabled: false,
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual(refusal('You can edit your participation only before it is sent to you'));
  });

  it('is refused to the owner, who does not manage the team', async () => {
    const { row } = await invited('accepted');
    expect(
      (await ownerClient.patch(`/api/participation/${row.id}/`, { updates_enabled: false })).statusCode,
    ).toBe(403);
  });

  it('shows the switch off while project notifications are disabled', async () => {
    const project = await createProject(t.app.db, { ownerId, notificationsDisabled: true });
    const dev = await createUserWithRole(t.app.db, 'developer');
    const row = await addParticipant(t.app.db, project.id, dev.id);
    const response = await staff.patch(`/api/participation/${row.id}/`, { updates_enabled: true });
    expect(response.json()).toMatchObject({ updates_enabled: true, updates_on: false });
  });
});

describe('DELETE participation/{id}/', () => {
  it('removes a member who logged nothing with their rates, keeping them in the audit row', async () => {
    const { project, row } = await invited('accepted');
    const response = await staff.delete(`/api/participation/${row.id}/`);
    expect(response.statusCode).toBe(204);
    expect(await t.app.db.select().from(participations).where(eq(participations.id, row.id))).toEqual([]);
    expect(await ratesOf(project.id)).toEqual([]);
    const [audit] = await auditsOf(t.app.db, 'participation.removed', row.id);
    expect(audit?.before).toMatchObject({ status: 'accepted', rates: [{ payout_rate_minor: 2500 }] });
    expect(await activitiesOf(t.app.db, project.id, 'developers_removed')).toHaveLength(1);
    expect((await staff.delete(`/api/participation/${row.id}/`)).statusCode).toBe(404);
  });

  it('keeps the rates that price the hours a member logged, naming the project and person; not a later change', async () => {
    const { project, row } = await invited('accepted');
    await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: row.userId,
      month: '2026-03',
      hoursByDay: { '2026-03-02': 800 },
    });
    await t.app.db.insert(participationRates).values([
      { participationId: row.id, effectiveFrom: '2026-03-01', payoutRateMinor: 3000 },
      { participationId: row.id, effectiveFrom: '2026-04-01', payoutRateMinor: 3500 },
    ]);
    expect((await staff.delete(`/api/participation/${row.id}/`)).statusCode).toBe(204);
    expect((await ratesOf(project.id)).map((rate) => [rate.effectiveFrom, rate.payoutRateMinor])).toEqual([
      ['2020-01-01', 2500],
      ['2026-03-01', 3000],
    ]);
    expect(await ratesOf(project.id)).toMatchObject([
      { participationId: null, removedUserId: row.userId },
      { participationId: null, removedUserId: row.userId },
    ]);
  });

  it('is refused on archived projects', async () => {
    const { row } = await invited('accepted', true);
    expect((await staff.delete(`/api/participation/${row.id}/`)).statusCode).toBe(409);
  });
});
