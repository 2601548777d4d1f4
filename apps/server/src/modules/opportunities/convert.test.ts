import type { Role } from '@kazi/shared/auth/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlistCandidate } from '../../db/factories/candidates.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { participations, projects, shortlistEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { mailsTo } from '../team/test-support.ts';

let t: TestApp;
let staff: SignedIn;
let owner: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, 'staff');
  owner = await createUserWithRole(t.app.db, 'client');
});
afterAll(() => t.close());

const row = (userId: number, hours = 20) => ({
  user: { id: userId },
  payment_structure: { hours_per_week: hours, payout_rate: '25.00', client_rate: '45.00' },
});

/** An opportunity with an available person, one who said no, one asked only and one taken off. */
async function opportunity() {
  const project = await createProject(t.app.db, {
    stage: 'opportunity',
    category: 'project',
    ownerId: owner.id,
  });
  const available = await createUserWithRole(t.app.db, 'developer', {
    firstName: 'Ama',
    lastName: 'Available',
  });
  const declined = await createUserWithRole(t.app.db, 'developer', {
    firstName: 'Dan',
    lastName: 'Declined',
  });
  const asked = await createUserWithRole(t.app.db, 'designer', { firstName: 'Asa', lastName: 'Asked' });
  const removed = await createUserWithRole(t.app.db, 'developer', { firstName: 'Rem', lastName: 'Removed' });
  const stranger = await createUserWithRole(t.app.db, 'developer', {
    firstName: 'Sam',
    lastName: 'Stranger',
  });
  await shortlistCandidate(t.app.db, project.id, available.id, 'interested');
  await shortlistCandidate(t.app.db, project.id, declined.id, 'uninterested');
  await shortlistCandidate(t.app.db, project.id, asked.id, null);
  await shortlistCandidate(t.app.db, project.id, removed.id, 'interested', { removed: true });
  return { project, available, declined, asked, removed, stranger };
}

const stageOf = async (id: number) =>
  (await t.app.db.select().from(projects).where(eq(projects.id, id)))[0]?.stage;
const teamOf = (id: number) => t.app.db.select().from(participations).where(eq(participations.projectId, id));

describe('Convert to Project with people', () => {
  it('converts and invites an available shortlisted person: pending participation, invitation mail, one request', async () => {
    const { project, available } = await opportunity();
    const response = await staff.client.patch(`/api/projects/${project.id}/`, {
      stage: 'active',
      participation: [row(available.id, 30)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stageOf(project.id)).toBe('active');
    const team = await teamOf(project.id);
    expect(team.map((p) => [p.userId, p.status])).toEqual([[available.id, 'pending']]);
    const mails = await mailsTo(t.app.db, available.email);
    expect(mails.map((mail) => mail.template)).toEqual(['project-invite']);
    // The shortlist stays as it was.
    const shortlist = await t.app.db
      .select()
      .from(shortlistEntries)
      .where(and(eq(shortlistEntries.projectId, project.id), eq(shortlistEntries.userId, available.id)));
    expect(shortlist[0]?.removedAt).toBeNull();
  });

  it('refuses anyone not shortlisted and available, naming each row, and changes nothing', async () => {
    const { project, available, declined, asked, removed, stranger } = await opportunity();
    const response = await staff.client.patch(`/api/projects/${project.id}/`, {
      stage: 'active',
      participation: [row(available.id), row(declined.id), row(asked.id), row(removed.id), row(stranger.id)],
    });
    expect(response.statusCode, response.body).toBe(400);
    const message = 'Only shortlisted people who said they are available can join the team';
    expect(response.json()).toEqual({
      'participation.1.user': [message],
      'participation.2.user': [message],
      'participation.3.user': [message],
      'participation.4.user': [message],
    });
    expect(await stageOf(project.id)).toBe('opportunity');
    expect(await teamOf(project.id)).toEqual([]);
    expect(await mailsTo(t.app.db, available.email)).toEqual([]);
  });

  it('converts without people as before, and lets a person already on the team be listed', async () => {
    const plain = await opportunity();
    const response = await staff.client.patch(`/api/projects/${plain.project.id}/`, { stage: 'active' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stageOf(plain.project.id)).toBe('active');

    const withMember = await opportunity();
    await addParticipant(t.app.db, withMember.project.id, withMember.stranger.id, { status: 'pending' });
    const listed = await staff.client.patch(`/api/projects/${withMember.project.id}/`, {
      stage: 'active',
      participation: [row(withMember.stranger.id, 40), row(withMember.available.id)],
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await teamOf(withMember.project.id)).map((p) => p.userId).sort()).toEqual(
      [withMember.stranger.id, withMember.available.id].sort(),
    );
  });

  it.each<Role>(['pay_admin', 'space_lead', 'client_manager', 'client', 'developer'])(
    'refuses %s, and the project stays an opportunity',
    async (role) => {
      const { project, available } = await opportunity();
      const { client } = await loginAs(t.app, role);
      const response = await client.patch(`/api/projects/${project.id}/`, {
        stage: 'active',
        participation: [row(available.id)],
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(await stageOf(project.id)).toBe('opportunity');
      expect(await teamOf(project.id)).toEqual([]);
    },
  );
});

describe('GET projects/{id}/convert-candidates/', () => {
  it('lists the available shortlisted people not on the team yet, by name', async () => {
    const { project, available } = await opportunity();
    const other = await createUserWithRole(t.app.db, 'developer', { firstName: 'Abe', lastName: 'Also' });
    await shortlistCandidate(t.app.db, project.id, other.id, 'interested');
    const response = await staff.client.get(`/api/projects/${project.id}/convert-candidates/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: other.id, display_name: 'Abe Also', avatar_url: null },
      { id: available.id, display_name: 'Ama Available', avatar_url: null },
    ]);
    await addParticipant(t.app.db, project.id, other.id, { status: 'pending' });
    const after = (await staff.client.get(`/api/projects/${project.id}/convert-candidates/`)).json();
    expect(after.results.map((p: { id: number }) => p.id)).toEqual([available.id]);
  });

  it('answers 404 once the project is active, 404 for unknown ids and 403 without opportunity.manage', async () => {
    const active = await createProject(t.app.db, { stage: 'active' });
    expect((await staff.client.get(`/api/projects/${active.id}/convert-candidates/`)).statusCode).toBe(404);
    expect((await staff.client.get('/api/projects/2000000000/convert-candidates/')).statusCode).toBe(404);
    const { project } = await opportunity();
    const { client } = await loginAs(t.app, 'client_manager');
    expect((await client.get(`/api/projects/${project.id}/convert-candidates/`)).statusCode).toBe(403);
  });
});
