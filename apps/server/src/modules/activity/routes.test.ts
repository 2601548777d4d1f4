import type { ProjectActivity } from '@kazi/shared/projects/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { recordProjectActivities, recordProjectActivity } from '../project-core/index.ts';

let t: TestApp;
let staff: { client: TestClient; user: UserRow };
let member: TestClient;
let stranger: TestClient;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, 'staff');
  const developer = await loginAs(t.app, 'developer');
  member = developer.client;
  stranger = (await loginAs(t.app, 'client')).client;
  projectId = (await createProject(t.app.db, { title: 'Feed' })).id;
  await addParticipant(t.app.db, projectId, developer.user.id);
  const person = { id: developer.user.id, display_name: 'Amina Nakato' };
  await recordProjectActivity(t.app.db, {
    projectId,
    actorId: staff.user.id,
    action: 'create',
    data: { title: 'Feed', category: 'dedicated', stage: 'active' },
  });
  await recordProjectActivities(
    t.app.db,
    Array.from({ length: 24 }, (_, i) => ({
      projectId,
      actorId: staff.user.id,
      action: 'project_updated' as const,
      data: { fields: i % 2 ? ['title'] : ['title', 'deadline'] },
    })),
  );
  await recordProjectActivity(t.app.db, {
    projectId,
    actorId: staff.user.id,
    action: 'developers_added',
    data: { users: [person, { id: 99, display_name: 'Chidi Eze' }] },
  });
  await recordProjectActivity(t.app.db, { projectId, actorId: null, action: 'project_archived', data: {} });
});
afterAll(() => t.close());

describe('GET activity/?project=', () => {
  it('pages through the feed newest first with readable sentences and authors', async () => {
    const response = await member.get(`/api/activity/?project=${projectId}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { count: number; next: string; results: ProjectActivity[] };
    expect(page.count).toBe(27);
    expect(page.results).toHaveLength(20);
    expect(page.results[0]).toMatchObject({
      activity_type: 'project',
      action: 'project_archived',
      activity: 'archived the project',
      data: { author: null },
    });
    expect(page.results[1]).toMatchObject({
      action: 'developers_added',
      activity: 'invited Amina Nakato and Chidi Eze to the team',
      data: { author: { id: staff.user.id } },
    });
    expect(page.results[2]?.activity).toBe('updated the title');
    expect(page.results[3]?.activity).toBe('updated the title and deadline');
    expect(page.next).toBe(`/api/activity/?project=${projectId}&page=2`);
    const older = (await member.get(page.next)).json() as { results: ProjectActivity[]; next: null };
    expect(older.results.at(-1)).toMatchObject({
      action: 'create',
      activity: 'created the dedicated developers project',
    });
    expect(older.next).toBeNull();
  });

  it('answers 404 for a project the caller may not open, 400 without a project', async () => {
    expect((await stranger.get(`/api/activity/?project=${projectId}`)).statusCode).toBe(404);
    expect((await member.get('/api/activity/')).statusCode).toBe(400);
  });

  it('runs a bounded number of statements whatever the page size', async () => {
    await staff.client.get(`/api/activity/?project=${projectId}`);
    const small = await t.queries.count(() =>
      staff.client.get(`/api/activity/?project=${projectId}&page_size=1`),
    );
    const large = await t.queries.count(() =>
      staff.client.get(`/api/activity/?project=${projectId}&page_size=100`),
    );
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(4);
  });
});
