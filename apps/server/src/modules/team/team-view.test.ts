import type { ProjectTeam } from '@kazi/shared/team/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';

let t: TestApp;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
let stranger: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
  stranger = (await loginAs(t.app, 'client')).client;
});
afterAll(() => t.close());

const developer = () => createUserWithRole(t.app.db, 'developer');
const newProject = (overrides: Parameters<typeof createProject>[1] = {}) =>
  createProject(t.app.db, { ownerId: owner.user.id, ...overrides });
const teamOf = async (client: TestClient, projectId: number) => {
  const response = await client.get(`/api/projects/${projectId}/team/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProjectTeam;
};

describe('GET projects/{id}/team/', () => {
  it('shows money by role: staff everything, the owner client rates, a member their own pay', async () => {
    const project = await newProject({ currency: 'USD' });
    const me = await loginAs(t.app, 'developer');
    const other = await developer();
    await addParticipant(t.app.db, project.id, me.user.id, { hoursPerWeek: 20 });
    await addParticipant(t.app.db, project.id, other.id);

    const asStaff = await teamOf(staff, project.id);
    expect(asStaff.participation.map((p) => [p.payout_rate, p.client_rate])).toEqual([
      ['25.00', '40.00'],
      ['25.00', '40.00'],
    ]);
    expect(asStaff.abilities).toMatchObject({ edit_rates: true, view_rates: true, set_cm_cso: false });

    const asOwner = await teamOf(owner.client, project.id);
    expect(asOwner.participation.map((p) => [p.payout_rate, p.client_rate, p.rates])).toEqual([
      [null, '40.00', null],
      [null, '40.00', null],
    ]);
    const asMember = await teamOf(me.client, project.id);
    expect(asMember.participation.map((p) => [p.user.id, p.payout_rate, p.client_rate])).toEqual([
      [me.user.id, '25.00', null],
      [other.id, null, null],
    ]);
    expect(asMember.abilities).toMatchObject({ add_members: false, edit_rates: false });
    expect((await stranger.get(`/api/projects/${project.id}/team/`)).statusCode).toBe(404);
  });

  it('runs the same number of queries for 1 member as for 12', async () => {
    const small = await newProject();
    const large = await newProject();
    await addParticipant(t.app.db, small.id, (await developer()).id);
    for (let i = 0; i < 12; i += 1) await addParticipant(t.app.db, large.id, (await developer()).id);
    const count = async (id: number) =>
      (await t.queries.count(() => staff.get(`/api/projects/${id}/team/`))).statements.length;
    const [one, twelve] = [await count(small.id), await count(large.id)];
    expect(twelve).toBe(one);
    expect(twelve).toBeLessThanOrEqual(6);
  });
});
