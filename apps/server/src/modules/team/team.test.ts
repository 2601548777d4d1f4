import type { ProjectTeam } from '@kazi/shared/team/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { addRate } from '../../db/factories/team.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { participationRates, participations, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { activitiesOf, auditsOf, dayFromToday, mailsTo } from './test-support.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
let stranger: TestClient;
let cmUser: UserRow;
let csoUser: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'admin')).client;
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
  stranger = (await loginAs(t.app, 'client')).client;
  cmUser = await createUserWithRole(t.app.db, 'client_manager');
  csoUser = await createUserWithRole(t.app.db, 'client_support_officer');
});
afterAll(() => t.close());

const developer = () => createUserWithRole(t.app.db, 'developer');
const newProject = (overrides: Parameters<typeof createProject>[1] = {}) =>
  createProject(t.app.db, { ownerId: owner.user.id, ...overrides });
const member = (id: number, hours = 40, payout = '25.00', client = '40.00', extra = {}) => ({
  user: { id },
  payment_structure: { hours_per_week: hours, payout_rate: payout, client_rate: client },
  ...extra,
});
const teamOf = async (client: TestClient, projectId: number) => {
  const response = await client.get(`/api/projects/${projectId}/team/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProjectTeam;
};

describe('PATCH projects/{id}/ participation (adding members)', () => {
  it('invites a developer: pending, first rate row, one activity, one mail', async () => {
    const project = await newProject({ title: 'Invoice engine' });
    const dev = await developer();
    const response = await staff.patch(`/api/projects/${project.id}/`, { participation: [member(dev.id)] });
    expect(response.statusCode, response.body).toBe(200);

    const [row] = await t.app.db
      .select()
      .from(participations)
      .where(eq(participations.projectId, project.id));
    expect(row).toMatchObject({ userId: dev.id, status: 'pending' });
    const rates = await t.app.db
      .select()
      .from(participationRates)
      .where(eq(participationRates.participationId, row?.id ?? 0));
    expect(rates).toMatchObject([
      { hoursPerWeek: '40.00', payoutRateMinor: 2500, clientRateMinor: 4000, effectiveFrom: dayFromToday(0) },
    ]);
    const added = await activitiesOf(t.app.db, project.id, 'developers_added');
    expect(added).toHaveLength(1);
    expect(added[0]?.data).toEqual({
      users: [{ id: dev.id, display_name: `${dev.firstName} ${dev.lastName}` }],
    });
    const mails = await mailsTo(t.app.db, dev.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'project-invite',
      subject: expect.stringContaining('Invoice engine'),
    });
    expect(mails[0]?.text).toContain(`/projects/${project.id}/accept_invite`);
  });

  it.each([
    [{ user: { id: 1 } }, 'participation.0.payment_structure'],
    [
      { payment_structure: { hours_per_week: 1, payout_rate: '1', client_rate: '1' } },
      'participation.0.user',
    ],
    [
      { user: { id: 1 }, payment_structure: { hours_per_week: 1, payout_rate: '1' } },
      'participation.0.payment_structure.client_rate',
    ],
  ])("answers 'Team member(s) details required' for %j", async (entry, key) => {
    const project = await newProject();
    const response = await staff.patch(`/api/projects/${project.id}/`, { participation: [entry] });
    expect(response.statusCode).toBe(400);
    expect(response.json()[key]).toEqual(['Team member(s) details required']);
  });

  it('refuses negative numbers and unknown keys, changing nothing', async () => {
    const project = await newProject();
    const dev = await developer();
    const negative = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, -1)],
    });
    expect(negative.json()).toEqual({
      'participation.0.payment_structure.hours_per_week': ['Enter a value of 0 or more'],
    });
    for (const extra of [{ status: 'accepted' }, { is_admin: true }]) {
      const response = await staff.patch(`/api/projects/${project.id}/`, {
        participation: [member(dev.id, 40, '1', '1', extra)],
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      await t.app.db.select().from(participations).where(eq(participations.projectId, project.id)),
    ).toEqual([]);
  });

  it('refuses people who cannot join a team, and people already on it', async () => {
    const project = await newProject();
    const dev = await developer();
    await addParticipant(t.app.db, project.id, dev.id);
    const notTalent = await createUserWithRole(t.app.db, 'client');
    const notOnboarded = await createUserWithRole(t.app.db, 'developer', {
      profile: null,
      idDocument: false,
    });
    const response = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(notTalent.id), member(notOnboarded.id), member(999_999)],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([
      'participation.0.user',
      'participation.1.user',
      'participation.2.user',
    ]);
    const twice = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id), member(dev.id)],
    });
    expect(twice.json()).toEqual({ 'participation.1.user': ['This person is listed twice'] });
  });

  it("lets the owner invite people at rates of 0, never set rates, and keeps others' projects hidden", async () => {
    const project = await newProject();
    const dev = await developer();
    const other = await developer();
    const free = await owner.client.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 20, '0', '0')],
    });
    expect(free.statusCode, free.body).toBe(200);
    const priced = await owner.client.patch(`/api/projects/${project.id}/`, {
      participation: [member(other.id)],
    });
    expect(priced.statusCode).toBe(403);
    const rerated = await owner.client.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 20, '10', '0')],
    });
    expect(rerated.statusCode).toBe(403);
    const hidden = await stranger.patch(`/api/projects/${project.id}/`, {
      participation: [member(other.id)],
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('people who cannot contribute yet (onboarding unfinished)', () => {
  it('may neither invite members nor edit the team, whatever the UI shows', async () => {
    const unfinished = await loginAs(t.app, 'client', { company: null });
    const project = await newProject({ ownerId: unfinished.user.id });
    const dev = await developer();
    const invite = await unfinished.client.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 20, '0', '0')],
    });
    expect(invite.statusCode).toBe(403);
    const team = await teamOf(unfinished.client, project.id);
    expect(team.abilities).toMatchObject({ add_members: false, edit_rates: false, remind: false });
    expect(
      await t.app.db.select().from(participations).where(eq(participations.projectId, project.id)),
    ).toEqual([]);
    const staffLike = await loginAs(t.app, 'staff', { type: 1, category: 'developer', profile: null });
    expect(staffLike.user.canContribute).toBe(false);
    const edit = await staffLike.client.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id)],
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe('PATCH projects/{id}/ participation (effective-dated rates)', () => {
  it('adds a row from today, keeps the old one, audits it and shows the history to staff', async () => {
    const project = await newProject();
    const dev = await developer();
    const row = await addParticipant(t.app.db, project.id, dev.id, { effectiveFrom: '2024-01-01' });
    const response = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 30, '27.50', '45.00')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const team = await teamOf(staff, project.id);
    const shown = team.participation[0];
    expect(shown).toMatchObject({
      hours_per_week: 30,
      payout_rate: '27.50',
      client_rate: '45.00',
      expected_monthly_total: '5940.00',
      expected_monthly_payout: '3630.00',
      effective_from: dayFromToday(0),
    });
    expect(shown?.rates?.map((r) => [r.effective_from, r.payout_rate])).toEqual([
      [dayFromToday(0), '27.50'],
      ['2024-01-01', '25.00'],
    ]);
    const audits = await auditsOf(t.app.db, 'participation.rate_changed', row.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ effective_from: '2024-01-01', payout_rate_minor: 2500 });
    expect(await activitiesOf(t.app.db, project.id, 'project_participation_updated')).toHaveLength(1);
  });

  it('does nothing when the values do not change', async () => {
    const project = await newProject();
    const dev = await developer();
    await addParticipant(t.app.db, project.id, dev.id);
    const response = await staff.patch(`/api/projects/${project.id}/`, { participation: [member(dev.id)] });
    expect(response.statusCode).toBe(200);
    expect(await activitiesOf(t.app.db, project.id, 'project_participation_updated')).toEqual([]);
  });

  it('dates a change in the past for staff, never before the latest rate', async () => {
    const project = await newProject();
    const dev = await developer();
    const row = await addParticipant(t.app.db, project.id, dev.id, { effectiveFrom: '2024-01-01' });
    await addRate(t.app.db, row.id, '2025-03-01', { payoutRateMinor: 2600 });
    const early = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 40, '30', '40', { effective_from: '2025-02-01' })],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      'participation.0.effective_from': ['A rate change cannot apply before the latest rate (2025-03-01)'],
    });
    const later = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 40, '30', '40', { effective_from: '2025-06-01' })],
    });
    expect(later.statusCode, later.body).toBe(200);
    const team = await teamOf(staff, project.id);
    expect(team.participation[0]?.rates?.map((r) => r.effective_from)).toEqual([
      '2025-06-01',
      '2025-03-01',
      '2024-01-01',
    ]);
  });
});

describe('PATCH projects/{id}/ owner, cm and cso', () => {
  it('lets admins set the cm and cso, recording each change once', async () => {
    const project = await newProject();
    const response = await admin.patch(`/api/projects/${project.id}/`, {
      cm: { id: cmUser.id },
      cso: { id: csoUser.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ cm: { id: cmUser.id }, cso: { id: csoUser.id } });
    expect((await activitiesOf(t.app.db, project.id)).map((a) => a.action)).toEqual([
      'cm_added',
      'cso_added',
    ]);
    const removed = await admin.patch(`/api/projects/${project.id}/`, { cm: null });
    expect(removed.statusCode).toBe(200);
    expect((await activitiesOf(t.app.db, project.id, 'cm_removed')).length).toBe(1);
    const [row] = await t.app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ cmId: null, csoId: csoUser.id });
  });

  it('refuses the cm and cso to staff and owners (403), changing nothing', async () => {
    const project = await newProject();
    for (const client of [staff, owner.client]) {
      const response = await client.patch(`/api/projects/${project.id}/`, { cm: { id: cmUser.id } });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await t.app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.cmId).toBeNull();
  });

  it('lets owners and staff set the owner, who must be a client', async () => {
    const project = await newProject({ createdById: owner.user.id });
    const nextOwner = await createUserWithRole(t.app.db, 'client');
    const dev = await developer();
    const wrong = await staff.patch(`/api/projects/${project.id}/`, { owner: { id: dev.id } });
    expect(wrong.json()).toEqual({ owner: ['The project owner must be a client'] });
    const stranger = await createUserWithRole(t.app.db, 'client');
    const right = await owner.client.patch(`/api/projects/${project.id}/`, { owner: { id: nextOwner.id } });
    expect(right.statusCode, right.body).toBe(200);
    // The client created it, so they keep seeing it (but no longer manage it) after handing it on.
    const again = await owner.client.patch(`/api/projects/${project.id}/`, { owner: { id: stranger.id } });
    expect(again.statusCode).toBe(403);
    expect((await activitiesOf(t.app.db, project.id)).map((a) => a.action)).toEqual([
      'project_owner_removed',
      'project_owner_added',
    ]);
  });
});
