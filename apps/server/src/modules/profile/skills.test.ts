import type { Profile } from '@kazi/shared/profile/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSkills, skills } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.db.select({ id: skills.id, slug: skills.slug }).from(skills);
  ids = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});
afterAll(() => t.close());

const skillCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(skills))[0]?.n;

describe('skills on me/profile/', () => {
  it('keeps the chosen order, primary flags and years, grouped by type', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const response = await client.patch('/api/me/profile/', {
      skills: [
        { id: ids['type-script'] ?? ids.typescript, primary: true, years_of_experience: 5 },
        { id: ids.react, primary: true },
        { id: ids['node-js'], years_of_experience: '3' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: Profile = response.json();
    expect(body.skills.map((s) => [s.slug, s.primary, s.years_of_experience])).toEqual([
      ['typescript', true, 5],
      ['react', true, null],
      ['node-js', false, 3],
    ]);
    expect(body.skills_details.language.map((s) => s.name)).toEqual(['TypeScript']);
    expect(body.skills_details.platform.map((s) => s.name)).toEqual(['Node.js']);
  });

  it('finds free text by slug, or adds it once to the catalogue as type other', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const before = await skillCount();
    const response = await client.patch('/api/me/profile/', {
      skills: [{ name: 'c++' }, { name: 'Kafka Streams' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().skills.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ['C++', 'language'],
      ['Kafka Streams', 'other'],
    ]);
    const { client: another } = await loginAs(t.app, 'designer');
    await another.patch('/api/me/profile/', { skills: [{ name: 'kafka streams' }] });
    expect(await skillCount()).toBe((before ?? 0) + 1);
  });

  it("refuses a skill chosen twice: '{name} is already a skill'", async () => {
    const { client } = await loginAs(t.app, 'developer');
    const response = await client.patch('/api/me/profile/', {
      skills: [{ id: ids.python }, { name: 'Python' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ skills: ['Python is already a skill'] });
  });

  it('refuses more than 5 primary skills', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const chosen = ['python', 'go', 'rust', 'java', 'kotlin', 'swift'].map((slug) => ({
      id: ids[slug],
      primary: true,
    }));
    const response = await client.patch('/api/me/profile/', { skills: chosen });
    expect(response.json()).toEqual({ skills: ['You can mark at most 5 skills as primary'] });
    const five = await client.patch('/api/me/profile/', { skills: chosen.slice(0, 5) });
    expect(five.statusCode).toBe(200);
  });

  it('keeps at least one skill once a talent has any', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    expect((await client.patch('/api/me/profile/', { skills: [] })).statusCode).toBe(200);
    await client.patch('/api/me/profile/', { skills: [{ id: ids.go }] });
    const response = await client.patch('/api/me/profile/', { skills: [] });
    expect(response.json()).toEqual({ skills: ['You must have at least one skill'] });
    const rows = await t.app.db.select().from(profileSkills).where(eq(profileSkills.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown ids and entries without id or name', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const response = await client.patch('/api/me/profile/', { skills: [{ id: 99999999 }] });
    expect(response.json()).toEqual({ 'skills.0.id': ['This skill does not exist.'] });
    const empty = await client.patch('/api/me/profile/', { skills: [{ primary: true }] });
    expect(empty.json()).toEqual({ 'skills.0': ['Give the skill an id or a name.'] });
  });

  it('takes skills as nested multipart keys too', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const response = await client.upload(
      '/api/me/profile/',
      [
        { name: 'skills[0][id]', value: String(ids.django) },
        { name: 'skills[0][primary]', value: 'true' },
        { name: 'skills[1][name]', value: 'Flask' },
        { name: 'skills[1][years_of_experience]', value: '2' },
        { name: 'bio', value: 'Backend developer.' },
      ],
      { method: 'PATCH' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().skills.map((s: { slug: string; primary: boolean }) => [s.slug, s.primary]),
    ).toEqual([
      ['django', true],
      ['flask', false],
    ]);
  });

  it('reads a profile with many skills in a bounded number of statements', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const few = await t.queries.count(() => client.get('/api/me/profile/'));
    const many = Object.values(ids)
      .slice(0, 60)
      .map((id) => ({ id }));
    expect((await client.patch('/api/me/profile/', { skills: many })).statusCode).toBe(200);
    const lots = await t.queries.count(() => client.get('/api/me/profile/'));
    expect(lots.result.json().skills).toHaveLength(60);
    expect(lots.statements.length).toBe(few.statements.length);
    expect(lots.statements.length).toBeLessThanOrEqual(5);
  });
});
