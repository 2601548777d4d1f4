import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn, type TestClient } from '../../test/client.ts';

// Owner changes stay inside the client's company (ADR 018): an owner or the project's client
// manager hands the project only to a client of the owner's company, and every refusal is the
// same 400; staff hand it to any client.
let t: TestApp;
let owner: SignedIn;
let cm: SignedIn;
let staff: TestClient;
let colleague: UserRow;
let outsider: UserRow;
let inactive: UserRow;
let developer: UserRow;
let admin: UserRow;

const ACME = {
  name: 'Acme Logistics B.V.',
  street: 'Herengracht',
  plotNumber: '100',
  postalCode: '1015 BS',
  city: 'Amsterdam',
  country: 'NL',
  vatNumber: 'NL123456789B01',
};
const REFUSED = { owner: [MESSAGES.team.ownerSameCompany] };

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t.app, 'client', { company: ACME });
  cm = await loginAs(t.app, 'client_manager');
  staff = (await loginAs(t.app, 'staff')).client;
  colleague = await createUserWithRole(t.app.db, 'client', {
    company: { ...ACME, name: ' acme  LOGISTICS b.v. ' },
  });
  outsider = await createUserWithRole(t.app.db, 'client', { company: { ...ACME, name: 'Beta Freight Ltd' } });
  inactive = await createUserWithRole(t.app.db, 'client', { company: ACME, isActive: false });
  developer = await createUserWithRole(t.app.db, 'developer');
  admin = await createUserWithRole(t.app.db, 'admin');
});
afterAll(() => t.close());

const newProject = (ownerId: number | null = owner.user.id) =>
  createProject(t.app.db, { ownerId, cmId: cm.user.id });
const ownerOf = async (id: number) =>
  (await t.app.db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, id)))[0]
    ?.ownerId;
const handOver = (caller: TestClient, projectId: number, ownerId: number) =>
  caller.patch(`/api/projects/${projectId}/`, { owner: { id: ownerId } });

describe('an owner or the client manager', () => {
  it.each([
    ['owner', () => owner.client],
    ['client manager', () => cm.client],
  ])('(%s) hands the project to a client of the same company', async (_, caller) => {
    const project = await newProject();
    const response = await handOver(caller(), project.id, colleague.id);
    expect([200, 204]).toContain(response.statusCode);
    expect(await ownerOf(project.id)).toBe(colleague.id);
  });

  it.each([
    ['owner', () => owner.client],
    ['client manager', () => cm.client],
  ])('(%s) gets one identical 400 for every id that is not such a client', async (_, caller) => {
    const project = await newProject();
    const refusals = [999_999, inactive.id, developer.id, outsider.id, admin.id, cm.user.id];
    for (const id of refusals) {
      const response = await handOver(caller(), project.id, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED);
    }
    expect(await ownerOf(project.id)).toBe(owner.user.id);
  });

  it.each([
    ['owner', () => owner.client],
    ['client manager', () => cm.client],
  ])('(%s) cannot leave the project without an owner', async (_, caller) => {
    const project = await newProject();
    const response = await caller().patch(`/api/projects/${project.id}/`, { owner: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await ownerOf(project.id)).toBe(owner.user.id);
  });

  it('cannot name an owner once the project has none: there is no company to stay in', async () => {
    const project = await newProject(null);
    const response = await handOver(cm.client, project.id, colleague.id);
    expect(response.json()).toEqual(REFUSED);
    expect(await ownerOf(project.id)).toBeNull();
  });

  it('may keep the current owner', async () => {
    const project = await newProject();
    expect((await handOver(owner.client, project.id, owner.user.id)).statusCode).toBe(200);
  });
});

describe('staff', () => {
  it('hand the project to a client of any company', async () => {
    const project = await newProject();
    const response = await handOver(staff, project.id, outsider.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await ownerOf(project.id)).toBe(outsider.id);
  });

  it('get one identical 400 for an id that is not an active client', async () => {
    const project = await newProject();
    for (const id of [999_999, inactive.id, developer.id]) {
      const response = await handOver(staff, project.id, id);
      expect(response.json()).toEqual({ owner: [MESSAGES.team.ownerOnlyClients] });
    }
  });
});

describe('the owner picker of a project (team-candidates/?role=owner&project=)', () => {
  const offered = async (caller: TestClient, projectId: number) => {
    const response = await caller.get(`/api/team-candidates/?role=owner&project=${projectId}&page_size=200`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results.map((person: { id: number }) => person.id) as number[];
  };

  it('offers the client manager the clients of the owner’s company only', async () => {
    const project = await newProject();
    const ids = await offered(cm.client, project.id);
    expect(ids).toContain(colleague.id);
    expect(ids).toContain(owner.user.id);
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(inactive.id);
    expect(await offered(cm.client, (await newProject(null)).id)).toEqual([]);
  });

  it('offers staff every client', async () => {
    const ids = await offered(staff, (await newProject()).id);
    expect(ids).toEqual(expect.arrayContaining([colleague.id, outsider.id]));
  });

  it('is 403 to a client manager of another project, and 404 outside their scope', async () => {
    const other = await loginAs(t.app, 'client_manager');
    const project = await newProject();
    const response = await other.client.get(`/api/team-candidates/?role=owner&project=${project.id}`);
    expect(response.statusCode).toBe(404);
    const archived = await createProject(t.app.db, {
      ownerId: owner.user.id,
      cmId: other.user.id,
      archived: true,
    });
    expect(
      (await other.client.get(`/api/team-candidates/?role=owner&project=${archived.id}`)).statusCode,
    ).toBe(403);
  });
});
