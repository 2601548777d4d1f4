import type { Invitation } from '@kazi/shared/team/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { mailsTo } from './test-support.ts';

let t: TestApp;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
let cm: UserRow;
let cso: UserRow;
let adminUser: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
  cm = await createUserWithRole(t.app.db, 'client_manager');
  cso = await createUserWithRole(t.app.db, 'client_support_officer');
  adminUser = await createUserWithRole(t.app.db, 'admin');
});
afterAll(() => t.close());

async function invitation(category: 'dedicated' | 'project', slots = true) {
  const project = await createProject(t.app.db, {
    category,
    ownerId: owner.user.id,
    ...(slots ? { cmId: cm.id, csoId: cso.id } : {}),
  });
  const dev = await loginAs(t.app, 'developer');
  const row = await addParticipant(t.app.db, project.id, dev.user.id, {
    status: 'pending',
    hoursPerWeek: 32,
    payoutRateMinor: 2750,
  });
  return { project, dev, row };
}

describe('GET projects/{id}/invitation/', () => {
  it('shows a pending invitee the five-item checklist of a dedicated project and their own pay', async () => {
    const { project, dev, row } = await invitation('dedicated');
    const response = await dev.client.get(`/api/projects/${project.id}/invitation/`);
    expect(response.statusCode, response.body).toBe(200);
    const body: Invitation = response.json();
    expect(body.participation).toEqual({
      id: row.id,
      status: 'pending',
      hours_per_week: 32,
      payout_rate: '27.50',
      effective_from: '2020-01-01',
    });
    expect(body.checklist.map((item) => item.key)).toEqual([
      'terms',
      'developer_guide',
      'weekly_hours',
      'progress_reports',
      'notify_contact',
    ]);
    expect(body.checklist[2]?.label).toBe('I accept to work 32 hours per week on this project');
    expect(body.contact?.id).toBe(cm.id);
    // Pending, the rest of the project stays closed.
    expect((await dev.client.get(`/api/projects/${project.id}/team/`)).statusCode).toBe(404);
  });

  it('has four items on a managed project', async () => {
    const { project, dev } = await invitation('project');
    const body: Invitation = (await dev.client.get(`/api/projects/${project.id}/invitation/`)).json();
    expect(body.checklist).toHaveLength(4);
  });

  it('is 404 for anyone without a participation', async () => {
    const { project } = await invitation('dedicated');
    expect((await staff.get(`/api/projects/${project.id}/invitation/`)).statusCode).toBe(404);
    const stranger = await loginAs(t.app, 'developer');
    expect((await stranger.client.get(`/api/projects/${project.id}/invitation/`)).statusCode).toBe(404);
  });
});

describe('POST projects/{id}/remind/', () => {
  it('mails every pending invitee again, or just one', async () => {
    const { project, dev } = await invitation('dedicated');
    const second = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, second.id, { status: 'pending' });
    const accepted = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, accepted.id, { status: 'accepted' });

    const all = await staff.post(`/api/projects/${project.id}/remind/`, {});
    expect(all.json()).toEqual({ message: 'Reminder sent to 2 pending team member(s)' });
    const one = await owner.client.post(`/api/projects/${project.id}/remind/`, { remind_user_id: second.id });
    expect(one.json()).toEqual({ message: 'Reminder sent to 1 pending team member(s)' });
    expect((await mailsTo(t.app.db, dev.user.email)).map((m) => m.template)).toEqual([
      'project-invite-reminder',
    ]);
    expect(await mailsTo(t.app.db, second.email)).toHaveLength(2);
    expect(await mailsTo(t.app.db, accepted.email)).toEqual([]);
    const notPending = await staff.post(`/api/projects/${project.id}/remind/`, {
      remind_user_id: accepted.id,
    });
    expect(notPending.json()).toEqual({ remind_user_id: ['Select a valid choice.'] });
  });

  it('is for those who add members: a member gets 403, a stranger 404', async () => {
    const { project } = await invitation('dedicated');
    const member = await loginAs(t.app, 'developer');
    await addParticipant(t.app.db, project.id, member.user.id, { status: 'accepted' });
    expect((await member.client.post(`/api/projects/${project.id}/remind/`, {})).statusCode).toBe(403);
    const stranger = await loginAs(t.app, 'client');
    expect((await stranger.client.post(`/api/projects/${project.id}/remind/`, {})).statusCode).toBe(404);
  });
});

describe('POST projects/{id}/question/', () => {
  it('mails the question to the client manager and the support officer', async () => {
    const { project, dev } = await invitation('dedicated');
    const response = await dev.client.post(`/api/projects/${project.id}/question/`, {
      body: 'Is the weekly schedule flexible?',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your question has been sent to the project managers' });
    for (const person of [cm, cso]) {
      const [mail] = await mailsTo(t.app.db, person.email);
      expect(mail?.template).toBe('project-question');
      expect(mail?.text).toContain('Is the weekly schedule flexible?');
      expect(mail?.text).toContain(dev.user.email);
    }
    expect(await mailsTo(t.app.db, owner.user.email)).toEqual([]);
  });

  it('goes to the admins when the project has no client manager or support officer', async () => {
    const { project, dev } = await invitation('project', false);
    await dev.client.post(`/api/projects/${project.id}/question/`, { body: 'Who do I report to?' });
    expect((await mailsTo(t.app.db, adminUser.email)).length).toBeGreaterThanOrEqual(1);
  });

  it.each([[{}], [{ body: '   ' }]])("answers 'The ask question field is required' for %j", async (body) => {
    const { project, dev } = await invitation('dedicated');
    const response = await dev.client.post(`/api/projects/${project.id}/question/`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: ['The ask question field is required'] });
  });

  it('is for members and invitees only', async () => {
    const { project } = await invitation('dedicated');
    expect((await staff.post(`/api/projects/${project.id}/question/`, { body: 'Hi' })).statusCode).toBe(403);
    const stranger = await loginAs(t.app, 'developer');
    expect(
      (await stranger.client.post(`/api/projects/${project.id}/question/`, { body: 'Hi' })).statusCode,
    ).toBe(404);
  });
});

describe('GET team-candidates/', () => {
  it('finds developers who can contribute, by name, leaving out the excluded', async () => {
    const amina = await createUserWithRole(t.app.db, 'developer', {
      firstName: 'Zawadi',
      lastName: 'Kimaro',
    });
    const designer = await createUserWithRole(t.app.db, 'designer', {
      firstName: 'Zawadi',
      lastName: 'Otieno',
    });
    await createUserWithRole(t.app.db, 'developer', {
      firstName: 'Zawadi',
      lastName: 'Unfinished',
      profile: null,
      idDocument: false,
    });
    await createUserWithRole(t.app.db, 'client', { firstName: 'Zawadi', lastName: 'Client' });
    const response = await staff.get('/api/team-candidates/?role=developer&search=zawadi');
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().results.map((p: { id: number; type_label: string }) => [p.id, p.type_label]),
    ).toEqual([
      [amina.id, 'Developer'],
      [designer.id, 'Designer'],
    ]);
    const excluded = await staff.get(
      `/api/team-candidates/?role=developer&search=zawadi&exclude=${amina.id}`,
    );
    expect(excluded.json().count).toBe(1);
  });

  it('offers the slots by type, to staff-side roles only', async () => {
    const response = await staff.get(
      `/api/team-candidates/?role=cso&search=${encodeURIComponent(cso.firstName)}`,
    );
    expect(response.json().results.map((p: { id: number }) => p.id)).toContain(cso.id);
    expect((await owner.client.get('/api/team-candidates/?role=owner')).statusCode).toBe(403);
    expect((await owner.client.get('/api/team-candidates/?role=developer')).statusCode).toBe(200);
    expect((await staff.get('/api/team-candidates/?role=boss')).statusCode).toBe(400);
  });

  it('matches e-mail prefixes for staff only; a client finds people by name only', async () => {
    const dev = await createUserWithRole(t.app.db, 'developer', {
      firstName: 'Baraka',
      lastName: 'Mwangi',
      email: 'prefix.probe@hidden-corp.test',
    });
    const ids = async (caller: TestClient, search: string) => {
      const response = await caller.get(
        `/api/team-candidates/?role=developer&search=${encodeURIComponent(search)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results.map((p: { id: number }) => p.id) as number[];
    };
    expect(await ids(staff, 'prefix.pro')).toEqual([dev.id]);
    expect(await ids(owner.client, 'prefix.pro')).toEqual([]);
    expect(await ids(owner.client, 'prefix')).toEqual([]);
    expect(await ids(owner.client, 'Prefix.Probe@hidden-corp.test')).toEqual([]);
    expect(await ids(owner.client, 'bara')).toEqual([dev.id]);
    expect(await ids(owner.client, 'baraka mw')).toEqual([dev.id]);
  });

  it('answers in the same number of queries for a page of 1 as for a page of 20', async () => {
    for (let i = 0; i < 20; i += 1)
      await createUserWithRole(t.app.db, 'developer', { firstName: 'Querycount' });
    const count = async (size: number) =>
      (
        await t.queries.count(() =>
          staff.get(`/api/team-candidates/?role=developer&search=querycount&page_size=${size}`),
        )
      ).statements.length;
    const [one, twenty] = [await count(1), await count(20)];
    expect(twenty).toBe(one);
    expect(twenty).toBeLessThanOrEqual(4);
  });
});
