import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educations, profileProjects, skills, workExperiences } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type SignedIn } from '../../test/client.ts';

let t: TestApp;
let dev: SignedIn;
let other: SignedIn;
let skillIds: number[];

const now = new Date();
const thisYear = now.getUTCFullYear();
const nextMonth =
  now.getUTCMonth() === 11
    ? { month: 1, year: thisYear + 1 }
    : { month: now.getUTCMonth() + 2, year: thisYear };

const work = (overrides: Record<string, unknown> = {}) => ({
  company: 'Andela',
  position: 'Backend engineer',
  location: 'Kampala',
  details: 'Built payment services in Go.',
  start_month: 3,
  start_year: thisYear - 3,
  end_month: 6,
  end_year: thisYear - 1,
  ...overrides,
});
const education = (overrides: Record<string, unknown> = {}) => ({
  institution: 'Makerere University',
  award: 'BSc Computer Science',
  details: null,
  start_month: 8,
  start_year: thisYear - 8,
  end_month: 6,
  end_year: thisYear - 4,
  ...overrides,
});
const project = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mobile money wallet',
  details: 'A wallet app for market vendors.',
  category: 'other',
  start_month: 1,
  start_year: thisYear - 2,
  end_month: null,
  end_year: null,
  project_link: 'https://wallet.example.com',
  repository_link: '',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  dev = await loginAs(t.app, 'developer');
  other = await loginAs(t.app, 'developer');
  const rows = await t.app.db.select({ id: skills.id }).from(skills).orderBy(skills.id).limit(3);
  skillIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

describe('me/work/', () => {
  it('adds, lists, changes and deletes the caller’s own entries', async () => {
    const created = await dev.client.post(
      '/api/me/work/',
      work({ skills: [skillIds[1], { id: skillIds[0] }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({ company: 'Andela', location: 'Kampala', end_year: thisYear - 1 });
    expect(entry.skills.map((s: { id: number }) => s.id)).toEqual([skillIds[1], skillIds[0]]);
    expect(entry.skills[0]).toEqual({
      id: skillIds[1],
      name: expect.any(String),
      slug: expect.any(String),
      type: expect.any(String),
    });

    const list = (await dev.client.get('/api/me/work/')).json();
    expect(list).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.results[0].skills).toHaveLength(2);

    const changed = await dev.client.patch(`/api/me/work/${entry.id}/`, {
      end_month: null,
      end_year: null,
      skills: [skillIds[2]],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ company: 'Andela', end_month: null, end_year: null });
    expect(changed.json().skills.map((s: { id: number }) => s.id)).toEqual([skillIds[2]]);

    const kept = await dev.client.patch(`/api/me/work/${entry.id}/`, { location: '' });
    expect(kept.json()).toMatchObject({ location: null });
    expect(kept.json().skills.map((s: { id: number }) => s.id)).toEqual([skillIds[2]]);

    expect((await dev.client.delete(`/api/me/work/${entry.id}/`)).statusCode).toBe(204);
    expect((await dev.client.delete(`/api/me/work/${entry.id}/`)).statusCode).toBe(404);
  });

  it('gives every message at once for an empty body', async () => {
    const response = await dev.client.post('/api/me/work/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      company: ['Company is required'],
      position: ['Job title is required'],
      details: ['Experience is required'],
      start_month: ['Start date is required'],
      start_year: ['Start date is required'],
      end_month: ['End date is required'],
      end_year: ['End date is required'],
    });
  });

  it.each([
    [
      'blank text',
      { company: '  ', position: '' },
      { company: ['Company is required'], position: ['Job title is required'] },
    ],
    [
      'details over 450',
      { details: 'x'.repeat(451) },
      { details: ['Ensure this field has no more than 450 characters.'] },
    ],
    [
      'a start in the future',
      { start_month: nextMonth.month, start_year: nextMonth.year, end_month: null, end_year: null },
      // In December too, when next month is in a year the year select does not offer yet.
      { start_year: ["Start date shouldn't be in the future"] },
    ],
    [
      'a start after the end',
      { start_month: 7, start_year: thisYear - 1, end_month: 6, end_year: thisYear - 1 },
      { start_year: ['Start date is greater than end date'] },
    ],
    ['half an end date', { end_month: null }, { end_month: ['End date is required'] }],
    ['a month out of range', { start_month: 13 }, { start_month: ['Enter a valid month'] }],
    ['an unknown skill', { skills: [999_999] }, { skills: ['Select a valid skill.'] }],
  ])('refuses %s', async (_name, overrides, expected) => {
    const response = await dev.client.post('/api/me/work/', work(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('accepts an entry that starts this month and is ongoing, and one that starts and ends in the same month', async () => {
    const month = now.getUTCMonth() + 1;
    const ongoing = await dev.client.post(
      '/api/me/work/',
      work({ start_month: month, start_year: thisYear, end_month: null, end_year: null }),
    );
    expect(ongoing.statusCode, ongoing.body).toBe(201);
    const sameMonth = await dev.client.post(
      '/api/me/work/',
      work({ start_month: 5, start_year: 2020, end_month: 5, end_year: 2020 }),
    );
    expect(sameMonth.statusCode, sameMonth.body).toBe(201);
    const list = (await dev.client.get('/api/me/work/')).json();
    expect(list.results[0].id).toBe(ongoing.json().id);
  });

  it('checks a PATCH’s dates against the stored ones', async () => {
    const entry = (await dev.client.post('/api/me/work/', work())).json();
    const late = await dev.client.patch(`/api/me/work/${entry.id}/`, {
      start_year: thisYear - 1,
      start_month: 12,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ start_year: ['Start date is greater than end date'] });
    const [row] = await t.app.db.select().from(workExperiences).where(eq(workExperiences.id, entry.id));
    expect(row?.startYear).toBe(thisYear - 3);
  });

  it.each([
    { user_id: 1 },
    { id: 5 },
    { is_admin: true },
    { owner: 3 },
    JSON.parse('{"__proto__": {"polluted": true}}'),
  ])('refuses unknown or forbidden keys (%o) and changes nothing', async (extra) => {
    const before = await t.app.db.select({ n: count() }).from(workExperiences);
    const response = await dev.client.post('/api/me/work/', { ...work(), ...extra });
    expect(response.statusCode).toBe(400);
    // `__proto__` is refused by the JSON parser itself, the other keys by the schema.
    const messages = Object.values(response.json()).flat();
    expect(messages.includes('Unknown field.') || messages.includes('JSON parse error.')).toBe(true);
    expect(await t.app.db.select({ n: count() }).from(workExperiences)).toEqual(before);
  });
});

describe('me/education/ and me/project/', () => {
  it('education: messages, present end, details optional', async () => {
    const empty = await dev.client.post('/api/me/education/', {});
    expect(empty.json()).toMatchObject({
      institution: ['Institution is required'],
      award: ['Award is required'],
    });
    const created = await dev.client.post(
      '/api/me/education/',
      education({ details: '', end_month: null, end_year: null }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ details: null, end_month: null, end_year: null });
    expect(created.json()).not.toHaveProperty('skills');
    const withSkills = await dev.client.post('/api/me/education/', education({ skills: [skillIds[0]] }));
    expect(withSkills.json()).toEqual({ skills: ['Unknown field.'] });
  });

  it('project: title, links, category', async () => {
    const empty = await dev.client.post('/api/me/project/', { ...project(), title: '' });
    expect(empty.json()).toEqual({ title: ['Select a project'] });
    for (const link of [
      'not a link',
      'javascript:alert(1)',
      'ftp://files.example.com',
      'https://localhost',
    ]) {
      const response = await dev.client.post(
        '/api/me/project/',
        project({ project_link: link, repository_link: link }),
      );
      expect(response.json(), link).toEqual({
        project_link: ['Invalid link'],
        repository_link: ['Invalid link'],
      });
    }
    const wrongCategory = await dev.client.post('/api/me/project/', project({ category: 'tunga' }));
    expect(wrongCategory.json()).toEqual({ category: ['Select a valid choice.'] });
    const created = await dev.client.post(
      '/api/me/project/',
      project({
        category: 'kazi_project',
        repository_link: 'https://github.com/kazi/wallet',
        skills: skillIds,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      category: 'kazi_project',
      project_link: 'https://wallet.example.com',
      repository_link: 'https://github.com/kazi/wallet',
    });
    const cleared = await dev.client.patch(`/api/me/project/${created.json().id}/`, { project_link: null });
    expect(cleared.json().project_link).toBeNull();
  });
});

describe('record scope and access', () => {
  it('never shows or touches another developer’s entries (404, rows unchanged)', async () => {
    const theirs = {
      work: (await other.client.post('/api/me/work/', work({ company: 'Theirs' }))).json(),
      education: (await other.client.post('/api/me/education/', education())).json(),
      project: (await other.client.post('/api/me/project/', project())).json(),
    };
    for (const [kind, entry] of Object.entries(theirs)) {
      const list = (await dev.client.get(`/api/me/${kind}/?page_size=200`)).json();
      expect(list.results.map((e: { id: number }) => e.id)).not.toContain(entry.id);
      expect(
        (await dev.client.patch(`/api/me/${kind}/${entry.id}/`, { details: 'Mine now' })).statusCode,
      ).toBe(404);
      expect((await dev.client.delete(`/api/me/${kind}/${entry.id}/`)).statusCode).toBe(404);
    }
    const [work1] = await t.app.db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.id, theirs.work.id));
    expect(work1?.details).toBe('Built payment services in Go.');
    expect(
      await t.app.db.select().from(educations).where(eq(educations.id, theirs.education.id)),
    ).toHaveLength(1);
    expect(
      await t.app.db.select().from(profileProjects).where(eq(profileProjects.id, theirs.project.id)),
    ).toHaveLength(1);
  });

  it('refuses clients and staff (403) and anonymous callers (401)', async () => {
    const client = await loginAs(t.app, 'client');
    const admin = await loginAs(t.app, 'admin');
    expect((await client.client.get('/api/me/work/')).statusCode).toBe(403);
    expect((await admin.client.post('/api/me/project/', project())).statusCode).toBe(403);
    expect((await anonymous(t.app).get('/api/me/education/')).statusCode).toBe(401);
  });

  it('lets space leads and designers keep a profile too', async () => {
    for (const role of ['space_lead', 'designer'] as const) {
      const { client } = await loginAs(t.app, role);
      expect((await client.post('/api/me/education/', education())).statusCode).toBe(201);
    }
  });
});
