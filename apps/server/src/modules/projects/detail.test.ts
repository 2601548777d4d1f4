import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFile } from '../../db/factories/files.ts';
import { addMilestone, addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type TestClient } from '../../test/client.ts';

let t: TestApp;
const as: Record<string, { client: TestClient; user: UserRow }> = {};
let projectId: number;
let url: string;

const detail = async (caller: TestClient, path = url) => {
  const response = await caller.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProjectDetail;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, role] of [
    ['admin', 'admin'],
    ['staff', 'staff'],
    ['payAdmin', 'pay_admin'],
    ['spaceLead', 'space_lead'],
    ['owner', 'client'],
    ['stranger', 'client'],
    ['cm', 'client_manager'],
    ['otherCm', 'client_manager'],
    ['cso', 'client_support_officer'],
    ['member', 'developer'],
    ['invitee', 'developer'],
    ['outsider', 'developer'],
  ] as const) {
    as[name] = await loginAs(t.app, role);
  }
  const creator = as.otherCm as { user: UserRow };
  const project = await createProject(t.app.db, {
    title: 'Mobile banking app',
    ownerId: as.owner?.user.id,
    cmId: as.cm?.user.id,
    csoId: as.cso?.user.id,
    createdById: creator.user.id,
    contactName: 'Jan Jansen',
    contactEmail: 'jan@example.test',
    ccPrimaryEmail: 'cc@example.test',
  });
  projectId = project.id;
  url = `/api/projects/${projectId}/`;
  await addParticipant(t.app.db, projectId, as.member?.user.id as number, {
    payoutRateMinor: 2500,
    clientRateMinor: 4000,
    hoursPerWeek: 40,
  });
  await addParticipant(t.app.db, projectId, as.invitee?.user.id as number, {
    status: 'pending',
    hoursPerWeek: 20,
  });
  await addMilestone(t.app.db, projectId, 'Beta', new Date(Date.now() + 86_400_000));
});
afterAll(() => t.close());

const client = (name: string) => (as[name] as { client: TestClient }).client;

describe('GET projects/{id}/', () => {
  it.each(['admin', 'staff', 'payAdmin', 'spaceLead', 'owner', 'cm', 'otherCm', 'cso', 'member'])(
    '%s may open the project',
    async (name) => {
      const body = await detail(client(name));
      expect(body.view).toBe('full');
      expect(body.abilities.view).toBe(true);
    },
  );

  it.each(['stranger', 'outsider'])('%s gets 404, as for a project that does not exist', async (name) => {
    const response = await client(name).get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('Not found.'));
    expect((await client(name).get('/api/projects/999999/')).json()).toEqual(refusal('Not found.'));
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get(url)).statusCode).toBe(401);
  });

  it('gives a pending invitee the invite view only: their own participation, nothing private', async () => {
    const body = await detail(client('invitee'));
    expect(body.view).toBe('invite');
    expect(body.abilities).toMatchObject({ view: false, answer_invite: true, manage: false });
    expect(body.participation.map((p) => p.user.id)).toEqual([as.invitee?.user.id]);
    expect(body.participation[0]).toMatchObject({
      status: 'pending',
      display_type: 'Pending',
      hours_per_week: 20,
    });
    expect(body.participation[0]?.payout_rate).toBe('25.00');
    expect(body.participation[0]?.client_rate).toBeNull();
    expect(body).toMatchObject({
      contact_email: null,
      cm: null,
      cso: null,
      invoicing_email: null,
      documents_count: 0,
    });
    expect((await client('invitee').get(`/api/activity/?project=${projectId}`)).statusCode).toBe(404);
  });

  it('shows rates to staff and finance, a member their own payout rate, the owner the client rate', async () => {
    const rates = async (name: string) =>
      (await detail(client(name))).participation.find((p) => p.user.id === as.member?.user.id);
    expect(await rates('staff')).toMatchObject({ payout_rate: '25.00', client_rate: '40.00' });
    expect((await rates('payAdmin'))?.rates).toEqual([
      { effective_from: '2020-01-01', hours_per_week: 40, payout_rate: '25.00', client_rate: '40.00' },
    ]);
    expect(await rates('member')).toMatchObject({ payout_rate: '25.00', client_rate: null, rates: [] });
    expect(await rates('owner')).toMatchObject({ payout_rate: null, client_rate: '40.00', rates: [] });
    expect(await rates('cm')).toMatchObject({ payout_rate: null, client_rate: null });
  });

  it('hides the contact and invoicing e-mails from team members', async () => {
    expect(await detail(client('member'))).toMatchObject({
      contact_email: null,
      contact_name: null,
      cc_primary_email: null,
    });
    expect(await detail(client('staff'))).toMatchObject({
      contact_email: 'jan@example.test',
      contact_name: 'Jan Jansen',
    });
    expect(await detail(client('owner'))).toMatchObject({ contact_email: 'jan@example.test' });
  });

  it('names the people, the project role and the abilities of each caller', async () => {
    const owner = await detail(client('owner'));
    expect(owner.owner?.id).toBe(as.owner?.user.id);
    expect(owner.cm?.id).toBe(as.cm?.user.id);
    expect(owner.cso?.id).toBe(as.cso?.user.id);
    expect(owner.user?.id).toBe(as.otherCm?.user.id);
    expect(owner.next_milestone?.title).toBe('Beta');
    expect(owner.project_role).toBe('owner');
    expect(owner.abilities).toMatchObject({
      manage: true,
      manage_team: false,
      manage_cm_cso: false,
      open_settings: true,
    });
    expect((await detail(client('member'))).abilities).toMatchObject({ manage: false, open_settings: false });
    expect((await detail(client('admin'))).abilities).toMatchObject({
      manage: true,
      manage_team: true,
      manage_cm_cso: true,
    });
    expect((await detail(client('staff'))).abilities).toMatchObject({
      manage_team: true,
      manage_cm_cso: false,
    });
    expect((await detail(client('cm'))).project_role).toBe('cm');
    expect((await detail(client('otherCm'))).project_role).toBe('creator');
  });

  it("links each person's avatar where every team member can load it", async () => {
    const cm = as.cm?.user as UserRow;
    const fileId = await createImageFile(t.app.db, cm.id, 'cm.png', t.app.fileStore);
    await t.app.db.update(users).set({ avatarFileId: fileId }).where(eq(users.id, cm.id));
    const seen = await detail(client('owner'));
    expect(seen.cm?.avatar_url).toBeTruthy();
    const image = await client('owner').get(seen.cm?.avatar_url as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('runs the same number of statements for a team of 2 and of 30', async () => {
    await client('admin').get(url); // the session's last-seen touch happens once a minute
    const small = await t.queries.count(() => client('admin').get(url));
    const big = await createProject(t.app.db, { title: 'Big team', ownerId: as.owner?.user.id });
    for (let i = 0; i < 30; i += 1) {
      const person = await createUserWithRole(t.app.db, 'developer');
      await addParticipant(t.app.db, big.id, person.id);
    }
    const large = await t.queries.count(() => client('admin').get(`/api/projects/${big.id}/`));
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(9);
  });
});
