import type { ProjectList } from '@kazi/shared/projects/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_PROJECTS } from './projects.ts';

let t: TestApp;
const signIn = async (email: string) => {
  const client = new TestClient(t.app);
  expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return client;
};
const titles = async (client: TestClient, query: string, path = '/api/projects/') =>
  ((await client.get(`${path}?${query}`)).json() as ProjectList).results.map((card) => card.title);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

describe('demo projects', () => {
  it('give the client dedicated and managed projects, archived ones, and nothing of another client', async () => {
    const client = await signIn('client@demo.test');
    expect(await titles(client, 'category=dedicated&stage=active')).toEqual(
      expect.arrayContaining([DEMO_PROJECTS.webShop, DEMO_PROJECTS.tracking]),
    );
    expect(await titles(client, 'category=project&stage=active')).toEqual(
      expect.arrayContaining([DEMO_PROJECTS.supportApp, DEMO_PROJECTS.warehouse]),
    );
    expect(await titles(client, '', '/api/projects/archived/')).toEqual(
      expect.arrayContaining([DEMO_PROJECTS.crm, DEMO_PROJECTS.website]),
    );
    expect(await titles(client, 'show_all=true')).not.toContain(DEMO_PROJECTS.internal);
    expect(await titles(client, 'stage=opportunity')).toEqual([]);
  });

  it('give staff opportunities, active and archived, and every project with show_all', async () => {
    const admin = await signIn('admin@demo.test');
    expect(await titles(admin, 'stage=opportunity&show_all=true')).toEqual(
      expect.arrayContaining([DEMO_PROJECTS.fintech, DEMO_PROJECTS.designSystem]),
    );
    expect(await titles(admin, 'stage=opportunity&show_all=true', '/api/projects/archived/')).toEqual([
      DEMO_PROJECTS.chatbot,
    ]);
    const all = (await admin.get('/api/projects/?show_all=true&page_size=200')).json() as ProjectList;
    expect(all.count).toBeGreaterThanOrEqual(7);
  });

  it('record who created each project and filled its slots', async () => {
    const admin = await signIn('admin@demo.test');
    const [card] = ((await admin.get('/api/projects/?show_all=true&search=web shop')).json() as ProjectList)
      .results;
    const feed = (await admin.get(`/api/activity/?project=${card?.id}&page_size=200`)).json() as {
      results: { action: string }[];
    };
    expect(feed.results.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'project_owner_added', 'cm_added', 'cso_added']),
    );
  });
});
