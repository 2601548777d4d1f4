import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { auditLog, projectActivities, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type TestClient } from '../../test/client.ts';

let t: TestApp;
let staff: TestClient;
let admin: TestClient;
let owner: { client: TestClient; user: UserRow };
let member: { client: TestClient; user: UserRow };
let cm: { client: TestClient; user: UserRow };

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  admin = (await loginAs(t.app, 'admin')).client;
  owner = await loginAs(t.app, 'client');
  member = await loginAs(t.app, 'developer');
  cm = await loginAs(t.app, 'client_manager');
});
afterAll(() => t.close());

async function newProject(overrides: Partial<typeof projects.$inferInsert> = {}) {
  const project = await createProject(t.app.db, {
    ownerId: owner.user.id,
    cmId: cm.user.id,
    expectedStartDate: '2030-01-01',
    expectedEndDate: '2030-12-31',
    ...overrides,
  });
  await addParticipant(t.app.db, project.id, member.user.id);
  return project;
}
const row = async (id: number) => (await t.app.db.select().from(projects).where(eq(projects.id, id)))[0];
const actions = async (id: number) =>
  (
    await t.app.db
      .select({ action: projectActivities.action, data: projectActivities.data })
      .from(projectActivities)
      .where(eq(projectActivities.projectId, id))
      .orderBy(projectActivities.id)
  ).map((r) => r.action);
const patch = (caller: TestClient, id: number, body: unknown) =>
  caller.patch(`/api/projects/${id}/`, body as object);

describe('PATCH projects/{id}/ details', () => {
  it('lets the owner edit title, description and invoicing, with one activity row', async () => {
    const project = await newProject();
    const response = await patch(owner.client, project.id, {
      title: '  Payments platform  ',
      description: 'New description',
      invoicing_email: 'Billing@Example.test',
      cc_primary_email: '',
      skills: ['React', 'react ', 'Elm-ish DSL'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: ProjectDetail = response.json();
    expect(body).toMatchObject({
      title: 'Payments platform',
      description: 'New description',
      invoicing_email: 'billing@example.test',
      cc_primary_email: null,
    });
    expect(body.skills.map((s) => s.name)).toEqual(['React', 'Elm-ish DSL']);
    expect(await actions(project.id)).toEqual(['project_updated']);
  });

  it('records nothing when nothing changes', async () => {
    const project = await newProject({ title: 'Same' });
    expect((await patch(owner.client, project.id, { title: 'Same' })).statusCode).toBe(200);
    expect(await actions(project.id)).toEqual([]);
  });

  it('lets the project cm and staff edit, not a team member (403, nothing changes)', async () => {
    const project = await newProject({ title: 'Original' });
    expect((await patch(cm.client, project.id, { title: 'By the cm' })).statusCode).toBe(200);
    expect((await patch(staff, project.id, { title: 'By staff' })).statusCode).toBe(200);
    const refused = await patch(member.client, project.id, { title: 'By a member' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('You do not have permission to perform this action.'));
    expect((await row(project.id))?.title).toBe('By staff');
  });

  it('answers 404 for projects outside the caller’s scope', async () => {
    const project = await createProject(t.app.db, { title: 'Someone else’s' });
    expect((await patch(owner.client, project.id, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await row(project.id))?.title).toBe('Someone else’s');
  });

  it.each([
    [{ is_admin: true }, 'is_admin'],
    [{ owner_id: 5 }, 'owner_id'],
    [{ status: 'active' }, 'status'],
    [{ created_by_id: 1 }, 'created_by_id'],
    [{ title: 'x', archived_at: '2020-01-01' }, 'archived_at'],
  ])('refuses unknown keys (%j) with 400, changing nothing', async (body, key) => {
    const project = await newProject({ title: 'Untouched' });
    const response = await patch(admin, project.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(key);
    expect((await row(project.id))?.title).toBe('Untouched');
  });

  it('refuses __proto__ in the JSON body', async () => {
    const project = await newProject({ title: 'Untouched' });
    const response = await admin.request(
      'PATCH',
      `/api/projects/${project.id}/`,
      '{"__proto__":{"x":1},"title":"y"}',
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(response.statusCode).toBe(400);
    expect((await row(project.id))?.title).toBe('Untouched');
  });

  it('refuses an empty body', async () => {
    const project = await newProject();
    const response = await patch(admin, project.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Nothing to update.'] });
  });

  it('gives the spec’s messages for every failing field at once', async () => {
    const project = await newProject();
    const response = await patch(admin, project.id, {
      title: ' ',
      description: '',
      invoicing_email: 'nope',
      contact_email: 'also nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      invoicing_email: ['Invalid email address.'],
      contact_email: ['Invalid email address.'],
    });
  });

  it('checks the expected dates against the stored ones', async () => {
    const project = await newProject();
    const bad = async (body: object) => (await patch(admin, project.id, body)).json();
    expect(await bad({ expected_start_date: '2031-02-01' })).toEqual({
      expected_start_date: ['Start date is greater than end date'],
    });
    expect(await bad({ expected_end_date: '2029-12-31' })).toEqual({
      expected_end_date: ['End date cannot be before the start date'],
    });
    expect(await bad({ expected_end_date: '2020-01-01', expected_start_date: '2019-01-01' })).toEqual({
      expected_end_date: ['End date cannot be before today'],
    });
    expect(await bad({ expected_end_date: '2100-01-01' })).toEqual({
      expected_end_date: ['Dates cannot be after 31 Dec 2099'],
    });
    expect(await bad({ expected_start_date: '2030-02-30' })).toEqual({
      expected_start_date: ['Enter a valid date.'],
    });
    const ok = await patch(admin, project.id, { expected_end_date: '2099-12-31' });
    expect(ok.json()).toMatchObject({ expected_end_date: '2099-12-31' });
  });

  it('refuses the no-end-date sentinel on opportunities', async () => {
    const project = await newProject({ stage: 'opportunity' });
    const response = await patch(admin, project.id, { expected_end_date: '2099-12-31' });
    expect(response.json()).toEqual({ expected_end_date: ['An opportunity needs an end date'] });
  });

  it('leaves opportunity details to staff', async () => {
    const project = await newProject({ stage: 'opportunity' });
    expect((await patch(owner.client, project.id, { title: 'Client edit' })).statusCode).toBe(403);
    expect((await patch(staff, project.id, { title: 'Staff edit' })).statusCode).toBe(200);
  });
});

describe('PATCH projects/{id}/ handing the project over', () => {
  it('lets the owner hand the project to another client, who then has it', async () => {
    const project = await newProject();
    const next = await loginAs(t.app, 'client');
    const response = await patch(owner.client, project.id, { owner: { id: next.user.id } });
    expect(response.statusCode, response.body).toBe(204); // they no longer see it
    expect((await row(project.id))?.ownerId).toBe(next.user.id);
    expect((await owner.client.get(`/api/projects/${project.id}/`)).statusCode).toBe(404);
    expect((await next.client.get(`/api/projects/${project.id}/`)).statusCode).toBe(200);
    const back = await patch(owner.client, project.id, { owner: { id: owner.user.id } });
    expect(back.statusCode).toBe(404);
  });
});

describe('PATCH projects/{id}/ state changes', () => {
  it('archives once: the second request is 409; one audit row, one activity row', async () => {
    const project = await newProject();
    const first = await patch(owner.client, project.id, { archived: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ archived: true, archived_at: expect.any(String) });
    const second = await patch(owner.client, project.id, { archived: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(refusal('This project is already archived.'));
    expect(await actions(project.id)).toEqual(['project_archived']);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'project'), eq(auditLog.targetId, String(project.id))));
    expect(audits.map((a) => a.action)).toEqual(['project.archive']);
    const back = await patch(owner.client, project.id, { archived: false });
    expect(back.json()).toMatchObject({ archived: false, archived_at: null });
    expect(await actions(project.id)).toEqual(['project_archived', 'project_unarchived']);
  });

  it('lets exactly one of 12 parallel archive requests through', async () => {
    const project = await newProject();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => patch(staff, project.id, { archived: true })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const [count] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.archive'), eq(auditLog.targetId, String(project.id))));
    expect(count?.n).toBe(1);
  });

  it('refuses archiving to a team member', async () => {
    const project = await newProject();
    expect((await patch(member.client, project.id, { archived: true })).statusCode).toBe(403);
    expect((await row(project.id))?.archived).toBe(false);
  });

  it('converts managed ↔ dedicated, 409 when already so', async () => {
    const project = await newProject({ category: 'dedicated' });
    const response = await patch(owner.client, project.id, { category: 'project' });
    expect(response.json()).toMatchObject({ category: 'project' });
    expect((await patch(owner.client, project.id, { category: 'project' })).statusCode).toBe(409);
    expect((await patch(owner.client, project.id, { category: 'other' })).statusCode).toBe(400);
    expect(await actions(project.id)).toEqual(['project_converted']);
  });

  it('converts an opportunity into an active project (staff only), once', async () => {
    const project = await newProject({ stage: 'opportunity' });
    expect((await patch(owner.client, project.id, { stage: 'active' })).statusCode).toBe(403);
    const response = await patch(staff, project.id, { stage: 'active' });
    expect(response.json()).toMatchObject({ stage: 'active' });
    const again = await patch(staff, project.id, { stage: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('This opportunity is already an active project.'));
    expect((await patch(staff, project.id, { stage: 'opportunity' })).statusCode).toBe(400);
    expect(await actions(project.id)).toEqual(['activate']);
  });

  it('does not convert an archived opportunity: 409 until it is restored', async () => {
    const project = await newProject({ stage: 'opportunity' });
    expect((await patch(staff, project.id, { archived: true })).statusCode).toBe(200);
    const refused = await patch(staff, project.id, { stage: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(
      refusal('This project is archived; restore it from the archive to change it.'),
    );
    expect(await actions(project.id)).toEqual(['project_archived']);
    expect((await patch(staff, project.id, { archived: false })).statusCode).toBe(200);
    expect((await patch(staff, project.id, { stage: 'active' })).json()).toMatchObject({ stage: 'active' });
  });

  it('leaves project notifications to roles that manage teams', async () => {
    const project = await newProject();
    expect((await patch(owner.client, project.id, { notifications_disabled: true })).statusCode).toBe(403);
    const response = await patch(staff, project.id, { notifications_disabled: true });
    expect(response.json()).toMatchObject({ notifications_disabled: true });
  });

  it('checks every part before writing: a forbidden part leaves the allowed ones unchanged', async () => {
    const project = await newProject({ title: 'Before' });
    const response = await patch(owner.client, project.id, { title: 'After', notifications_disabled: true });
    expect(response.statusCode).toBe(403);
    expect((await row(project.id))?.title).toBe('Before');
  });

  it('rolls back every part when a later one fails', async () => {
    const project = await newProject({ title: 'Before', category: 'dedicated' });
    const response = await patch(owner.client, project.id, { title: 'After', category: 'dedicated' });
    expect(response.statusCode).toBe(409);
    expect((await row(project.id))?.title).toBe('Before');
    expect(await actions(project.id)).toEqual([]);
  });
});
