import type { Page } from '@kazi/shared/api/pagination';
import { type Country, FEATURED_COUNTRIES } from '@kazi/shared/reference/countries';
import { SKILL_TYPES, type Skill } from '@kazi/shared/reference/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type TestClient } from '../../test/client.ts';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await loginAs(t.app, 'developer'));
});
afterAll(() => t.close());

async function skillsPage(query: string): Promise<Page<Skill>> {
  const response = await client.get(`/api/skills/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (page: Page<Skill>) => page.results.map((s) => s.name);

describe('skills/', () => {
  it('requires sign-in', async () => {
    const response = await anonymous(t.app).get('/api/skills/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });

  it('answers a first page of 20 of a catalogue of at least 300 skills', async () => {
    const page = await skillsPage('');
    expect(page.count).toBeGreaterThanOrEqual(300);
    expect(page.results).toHaveLength(20);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/api/skills/?page=2');
    for (const skill of page.results) {
      expect(skill).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        type: expect.toBeOneOf([...SKILL_TYPES]),
      });
    }
  });

  it('keeps the filters in next and previous', async () => {
    const first = await skillsPage('?type=language');
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/skills/?type=language&page=2');
    const second = await skillsPage('?type=language&page=2');
    expect(second.previous).toBe('/api/skills/?type=language&page=1');
    expect(second.next).toBe('/api/skills/?type=language&page=3');
    expect(names(second)).not.toContain(names(first)[0]);
  });

  it('ranks the exact match, then prefix matches, first', async () => {
    const page = await skillsPage('?search=java');
    expect(names(page).slice(0, 2)).toEqual(['Java', 'JavaScript']);
    for (const name of names(page)) expect(name.toLowerCase()).toMatch(/(^|\s)java/);
  });

  it('searches case-insensitively', async () => {
    const lower = await skillsPage('?search=java');
    const upper = await skillsPage('?search=JAVA');
    expect(upper.count).toBe(lower.count);
    expect(upper.results).toEqual(lower.results);
    expect(names(await skillsPage('?search=POSTGRES'))).toContain('PostgreSQL');
  });

  it('matches the start of any word of the name', async () => {
    expect(names(await skillsPage('?search=native'))).toContain('React Native');
    expect(names(await skillsPage('?search=photoshop'))).toContain('Adobe Photoshop');
    const script = await skillsPage('?search=script');
    expect(names(script)).not.toContain('JavaScript');
  });

  it('tells C, C++ and C# apart', async () => {
    const page = await skillsPage('?type=language&page_size=200');
    const slugs = Object.fromEntries(page.results.map((s) => [s.name, s.slug]));
    expect(slugs).toMatchObject({ C: 'c', 'C++': 'c-plus-plus', 'C#': 'c-sharp' });
    const dotNet = await skillsPage('?search=.net');
    expect(dotNet.results.find((s) => s.name === '.NET')).toMatchObject({
      slug: 'dot-net',
      type: 'framework',
    });
    const quote = await skillsPage(`?search=${encodeURIComponent("africa's")}`);
    expect(names(quote)).toEqual(["Africa's Talking"]);
  });

  it('filters by type', async () => {
    const page = await skillsPage('?type=storage&page_size=200');
    expect(page.count).toBe(page.results.length);
    expect(page.results.every((s) => s.type === 'storage')).toBe(true);
    expect(names(page)).toEqual(expect.arrayContaining(['PostgreSQL', 'MySQL', 'MongoDB', 'Redis']));
    const design = await skillsPage('?type=platform&search=figma');
    expect(names(design)[0]).toBe('Figma');
    const ux = await skillsPage('?type=language&search=ux');
    expect(names(ux)).toEqual(expect.arrayContaining(['UX Design', 'UX Research']));
  });

  it('treats % and _ in a search literally', async () => {
    for (const term of ['%', '_', '%script', 'c_', 'j_va']) {
      const page = await skillsPage(`?search=${encodeURIComponent(term)}`);
      expect(page.count, term).toBe(0);
      expect(page.results).toEqual([]);
    }
    expect((await skillsPage('?search=%5C')).count).toBe(0);
  });

  it('refuses a page_size above 200', async () => {
    const response = await client.get('/api/skills/?page_size=201');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ page_size: [expect.any(String)] });
  });

  it('refuses an unknown type', async () => {
    const response = await client.get('/api/skills/?type=bogus');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: [expect.any(String)] });
  });

  it('has at least 10 skills of every type, and unique slugs and names', async () => {
    for (const type of SKILL_TYPES) {
      const page = await skillsPage(`?type=${type}&page_size=1`);
      expect(page.count, type).toBeGreaterThanOrEqual(10);
    }
    const all: Skill[] = [];
    let next: string | null = '/api/skills/?page_size=200';
    while (next) {
      const response = await client.get(next);
      const answer: Page<Skill> = response.json();
      all.push(...answer.results);
      next = answer.next;
    }
    expect(all.length).toBe((await skillsPage('')).count);
    expect(new Set(all.map((s) => s.slug)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.name.toLowerCase())).size).toBe(all.length);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
  });
});

describe('countries/', () => {
  it('is public and lists 249 countries, featured first, then by name', async () => {
    const response = await anonymous(t.app).get('/api/countries/');
    expect(response.statusCode).toBe(200);
    const countries: Country[] = response.json();
    expect(countries).toHaveLength(249);
    expect(countries.slice(0, 5).map((c) => c.code)).toEqual(['NL', 'UG', 'NG', 'EG', 'KE']);
    expect(countries.slice(0, 5).map((c) => c.code)).toEqual([...FEATURED_COUNTRIES]);
    for (const country of countries) {
      expect(Object.keys(country).sort()).toEqual(['code', 'name']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name).not.toBe('');
    }
    const rest = countries.slice(5).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    expect(countries.find((c) => c.code === 'KE')).toEqual({ code: 'KE', name: 'Kenya' });
  });
});
