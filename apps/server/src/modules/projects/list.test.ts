import type { ProjectCard, ProjectList } from '@kazi/shared/projects/schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMilestone, addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { projectListCountChanges, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../../test/client.ts';

let t: TestApp;
let admin: TestClient;
let client: { client: TestClient; user: UserRow };
let otherClient: { client: TestClient; user: UserRow };
let developer: { client: TestClient; user: UserRow };
let cm: { client: TestClient; user: UserRow };
let spaceLead: TestClient;
const ids: Record<string, number> = {};

const list = async (caller: TestClient, query = '', path = '/api/projects/') => {
  const response = await caller.get(`${path}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProjectList;
};
const titles = (page: ProjectList) => page.results.map((card) => card.title);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'admin')).client;
  client = await loginAs(t.app, 'client');
  otherClient = await loginAs(t.app, 'client');
  developer = await loginAs(t.app, 'developer');
  cm = await loginAs(t.app, 'client_manager');
  spaceLead = (await loginAs(t.app, 'space_lead')).client;
  const db = t.app.db;
  ids.mine = (await createProject(db, { title: 'Client dedicated', ownerId: client.user.id })).id;
  ids.managed = (
    await createProject(db, { title: 'Client managed', category: 'project', ownerId: client.user.id })
  ).id;
  ids.opportunity = (
    await createProject(db, {
      title: 'Client opportunity',
      category: 'other',
      stage: 'opportunity',
      ownerId: client.user.id,
      cmId: cm.user.id,
    })
  ).id;
  ids.archived = (
    await createProject(db, { title: 'Client archived', archived: true, ownerId: client.user.id })
  ).id;
  ids.other = (await createProject(db, { title: 'Other client dedicated', ownerId: otherClient.user.id })).id;
  ids.devTeam = (await createProject(db, { title: 'Team of seven' })).id;
  ids.pending = (await createProject(db, { title: 'Pending invitation' })).id;
  for (let i = 0; i < 7; i += 1) {
    const person = await createUserWithRole(db, 'developer');
    await addParticipant(db, ids.devTeam, person.id);
  }
  await addParticipant(db, ids.devTeam, developer.user.id);
  await addParticipant(db, ids.pending, developer.user.id, { status: 'pending' });
  const day = 86_400_000;
  await addMilestone(db, ids.mine, 'Past milestone', new Date(Date.now() - day));
  await addMilestone(
    db,
    ids.mine,
    'Launch of the first public beta to all our customers',
    new Date(Date.now() + 3 * day),
  );
  await addMilestone(db, ids.mine, 'Later milestone', new Date(Date.now() + 9 * day));
});
afterAll(() => t.close());

describe('GET projects/', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get('/api/projects/')).statusCode).toBe(401);
  });

  it('lists only the projects a client owns, never opportunities nor archived ones', async () => {
    expect(titles(await list(client.client))).toEqual(['Client managed', 'Client dedicated']);
    expect(titles(await list(client.client, 'category=dedicated'))).toEqual(['Client dedicated']);
    expect(titles(await list(client.client, 'stage=opportunity'))).toEqual([]);
    expect(titles(await list(otherClient.client))).toEqual(['Other client dedicated']);
  });

  it('ignores show_all for roles without projects.view_all', async () => {
    expect(titles(await list(client.client, 'show_all=true'))).toEqual([
      'Client managed',
      'Client dedicated',
    ]);
  });

  it('lists a developer only the projects they participate in, pending ones included', async () => {
    expect(titles(await list(developer.client))).toEqual(['Pending invitation', 'Team of seven']);
  });

  it('shows a pending invitee the project on its card, not its team nor its milestones', async () => {
    const colleague = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, ids.pending as number, colleague.id);
    await addMilestone(t.app.db, ids.pending as number, 'Secret kickoff', new Date(Date.now() + 86_400_000));
    const card = (await list(developer.client)).results.find((c) => c.id === ids.pending) as ProjectCard;
    expect(card).toMatchObject({
      title: 'Pending invitation',
      project_role: 'pending_invitee',
      members: [],
      members_count: 0,
      next_milestone: null,
    });
    const full = (await list(admin, 'show_all=true&search=pending')).results[0] as ProjectCard;
    expect(full.members_count).toBe(2);
    expect(full.next_milestone?.title).toBe('Secret kickoff');
    const [detail, team] = await Promise.all([
      developer.client.get(`/api/projects/${ids.pending}/`),
      developer.client.get(`/api/projects/${ids.pending}/team/`),
    ]);
    expect(detail.json()).toMatchObject({ view: 'invite', next_milestone: null, cm: null, cso: null });
    expect(detail.json().participation.map((p: { user: { id: number } }) => p.user.id)).toEqual([
      developer.user.id,
    ]);
    expect(team.statusCode).toBe(404);
  });

  it('shows admins their own projects, and every project with show_all', async () => {
    expect(titles(await list(admin))).toEqual([]);
    const all = await list(admin, 'show_all=true&category=dedicated');
    expect(titles(all)).toEqual([
      'Pending invitation',
      'Team of seven',
      'Other client dedicated',
      'Client dedicated',
    ]);
    expect(titles(await list(spaceLead, 'show_all=true&stage=opportunity'))).toEqual(['Client opportunity']);
  });

  it('keeps the Show all count exact as projects are created, moved, archived and deleted', async () => {
    const db = t.app.db;
    const shown = async (query: string, path = '/api/projects/') =>
      (await list(admin, `show_all=true&${query}`, path)).count;
    const stored = async (archived: boolean, category: 'dedicated' | 'project') => {
      const [row] = await db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.archived, archived), eq(projects.category, category)));
      return row?.n;
    };
    const dedicated = await shown('category=dedicated');
    expect(dedicated).toBe(await stored(false, 'dedicated'));
    const created = await createProject(db, { title: 'Counted once' });
    expect(await shown('category=dedicated')).toBe(dedicated + 1);
    await db.update(projects).set({ category: 'project' }).where(eq(projects.id, created.id));
    expect(await shown('category=dedicated')).toBe(dedicated);
    expect(await shown('category=project')).toBe(await stored(false, 'project'));
    await t.app.jobs.runNow('projects.fold_list_counts');
    expect(await db.select().from(projectListCountChanges)).toEqual([]);
    expect(await shown('category=project')).toBe(await stored(false, 'project'));
    await db.update(projects).set({ archived: true }).where(eq(projects.id, created.id));
    expect(await shown('category=project', '/api/projects/archived/')).toBe(await stored(true, 'project'));
    await db.delete(projects).where(eq(projects.id, created.id));
    expect(await shown('category=project', '/api/projects/archived/')).toBe(await stored(true, 'project'));
    await t.app.jobs.runNow('projects.fold_list_counts');
    expect(await shown('category=project', '/api/projects/archived/')).toBe(await stored(true, 'project'));
    expect(await shown('category=dedicated')).toBe(dedicated);
    expect((await list(admin, 'show_all=true&search=counted')).count).toBe(0);
  });

  it('lists opportunities to the client manager on them', async () => {
    expect(titles(await list(cm.client, 'stage=opportunity'))).toEqual(['Client opportunity']);
  });

  it('lists archived projects at projects/archived/', async () => {
    expect(titles(await list(client.client, '', '/api/projects/archived/'))).toEqual(['Client archived']);
    expect(titles(await list(client.client, 'archived=true'))).toEqual(['Client archived']);
  });

  it('searches titles case-insensitively, treating % and _ literally', async () => {
    expect(titles(await list(admin, 'show_all=true&search=SEVEN'))).toEqual(['Team of seven']);
    expect(titles(await list(admin, 'show_all=true&search=%25'))).toEqual([]);
  });

  it('counts a search’s matches on every page, and past the last one', async () => {
    const search = 'show_all=true&category=dedicated&search=client&page_size=1';
    const first = await list(admin, search);
    expect(first.count).toBe(2); // 'Client dedicated' and 'Other client dedicated'
    expect(first.next).toContain('page=2');
    const second = await list(admin, `${search}&page=2`);
    expect({ count: second.count, next: second.next }).toEqual({ count: 2, next: null });
    const beyond = await list(admin, `${search}&page=5`);
    expect({ count: beyond.count, results: beyond.results }).toEqual({ count: 2, results: [] });
  });

  it('shows up to 5 members, the team size and the nearest upcoming milestone', async () => {
    const [team] = (await list(admin, 'show_all=true&search=seven')).results as [ProjectCard];
    expect(team.members).toHaveLength(5);
    expect(team.members_count).toBe(8);
    expect(team.members[0]).toEqual({
      id: expect.any(Number),
      display_name: expect.any(String),
      avatar_url: null,
    });
    const [mine] = (await list(client.client, 'category=dedicated')).results as [ProjectCard];
    expect(mine.next_milestone?.title).toBe('Launch of the first public beta to all our customers');
    expect(mine.project_role).toBe('owner');
    expect(mine.owner?.id).toBe(client.user.id);
  });

  it('pages with next links that keep the filters', async () => {
    const first = await list(admin, 'show_all=true&category=dedicated&page_size=3');
    expect(first.count).toBe(4);
    expect(first.next).toBe('/api/projects/?show_all=true&category=dedicated&page_size=3&page=2');
    const second = await list(admin, (first.next as string).split('?')[1]);
    expect(titles(second)).toEqual(['Client dedicated']);
    expect(second.next).toBeNull();
  });

  it('runs the same bounded number of statements for 1 card and for 20', async () => {
    const one = await t.queries.count(() => admin.get('/api/projects/?show_all=true&page_size=1'));
    const many = await t.queries.count(() => admin.get('/api/projects/?show_all=true&page_size=20'));
    const listing = (statements: string[]) =>
      statements.filter((s) => !/sessions|csrf|installation/i.test(s));
    expect(listing(many.statements).length).toBe(listing(one.statements).length);
    expect(listing(many.statements).length).toBeLessThanOrEqual(6);
  });

  it('finds projects without a team or a deadline', async () => {
    const attention = titles(await list(admin, 'show_all=true&needs_attention=true'));
    expect(attention).toEqual(expect.arrayContaining(['Client dedicated', 'Client managed']));
    await t.app.db
      .update(projects)
      .set({ deadline: '2031-01-01' })
      .where(eq(projects.id, ids.devTeam as number));
    expect(titles(await list(admin, 'show_all=true&needs_attention=true'))).not.toContain('Team of seven');
  });

  it('refuses bad filters with 400', async () => {
    const response = await admin.get('/api/projects/?category=nope&page_size=500');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(['category', 'page_size']));
  });
});
