import { TALENT_COUNT_CAP, type TalentPoolPage } from '@kazi/shared/opportunities/talent-pool';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { interestPolls, shortlistEntries, talentTestResults, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { createTalent, namesOf, skillIds } from './test-support.ts';

// GET projects/{id}/talent-pool/ (ADR 031).
let t: TestApp;
let admin: SignedIn;
let cm: SignedIn;
let cso: SignedIn;
let owner: SignedIn;
let member: SignedIn;
let opportunityId: number;
let foreignId: number;
let activeId: number;
const ids: Record<string, number> = {};

const url = (query = '', id = opportunityId) => `/api/projects/${id}/talent-pool/${query ? `?${query}` : ''}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  admin = await loginAs(t.app, 'admin');
  cm = await loginAs(t.app, 'client_manager');
  cso = await loginAs(t.app, 'client_support_officer');
  owner = await loginAs(t.app, 'client');
  member = await loginAs(t.app, 'developer', { firstName: 'Member', lastName: 'Zzpool' });
  const [react, typescript, python, figma] = await skillIds(db, 'react', 'typescript', 'python', 'figma');
  const opportunity = await createProject(db, {
    title: 'Pool opportunity',
    stage: 'opportunity',
    ownerId: owner.user.id,
    createdById: owner.user.id,
    cmId: cm.user.id,
    csoId: cso.user.id,
    skillIds: [react as number, typescript as number],
  });
  opportunityId = opportunity.id;
  await addParticipant(db, opportunity.id, member.user.id);
  foreignId = (await createProject(db, { title: 'Foreign', stage: 'opportunity' })).id;
  activeId = (await createProject(db, { title: 'Active', cmId: cm.user.id })).id;
  const specs = [
    {
      key: 'amina',
      firstName: 'Amina',
      lastName: 'Xqpool',
      country: 'KE',
      years: 6,
      vetted: true,
      skills: ['react', 'typescript'],
    },
    {
      key: 'chidi',
      firstName: 'Chidi',
      lastName: 'Xqpool',
      country: 'NG',
      years: 3,
      skills: ['react', 'python'],
    },
    {
      key: 'kofi',
      firstName: 'Kofi',
      lastName: 'Xqpool',
      country: 'GH',
      years: 9,
      vetted: true,
      skills: ['python'],
    },
    {
      key: 'nadia',
      firstName: 'Nadia',
      lastName: 'Xqpool',
      country: 'EG',
      category: 'designer' as const,
      skills: ['figma'],
    },
    { key: 'unfinished', firstName: 'Unfinished', lastName: 'Xqpool', unfinished: true, skills: ['react'] },
    { key: 'gone', firstName: 'Gone', lastName: 'Xqpool', inactive: true, skills: ['react'] },
  ];
  for (const spec of specs) ids[spec.key] = (await createTalent(db, spec)).id;
  void python;
  void figma;
  await db.insert(talentTestResults).values(
    [95, 80, 70, 60].map((score, index) => ({
      userId: ids.amina as number,
      title: `Test ${index + 1}`,
      score,
      takenOn: `2026-0${index + 1}-10`,
    })),
  );
  // Amina's current payout rate: her latest rate on a team she is on.
  const past = await createProject(db, { title: 'Past work' });
  await addParticipant(db, past.id, ids.amina as number, {
    payoutRateMinor: 3_000,
    effectiveFrom: '2025-01-01',
  });
  await db.insert(shortlistEntries).values({ projectId: opportunityId, userId: ids.chidi as number });
  await db
    .insert(interestPolls)
    .values({ projectId: opportunityId, userId: ids.chidi as number, status: 'interested' });
});
afterAll(() => t.close());

async function page(client: SignedIn, query: string, id = opportunityId): Promise<TalentPoolPage> {
  const response = await client.client.get(url(query, id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('who may browse the talent pool', () => {
  it('answers the staff-side roles, refuses clients and talents, hides other projects', async () => {
    expect((await cm.client.get(url())).statusCode).toBe(200);
    expect((await cso.client.get(url())).statusCode).toBe(200);
    expect((await owner.client.get(url())).statusCode).toBe(403);
    expect((await member.client.get(url())).statusCode).toBe(403);
    // The cm is not on the foreign opportunity and may not show every project: 404.
    expect((await cm.client.get(url('', foreignId))).statusCode).toBe(404);
    expect((await admin.client.get(url('', 2_000_000_000))).statusCode).toBe(404);
    // A project that is no longer an opportunity has no talent pool.
    expect((await cm.client.get(url('', activeId))).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('lists active, onboarded developers and designers, ranked by the opportunity skills', async () => {
    const body = await page(admin, 'search=xqpool');
    expect(namesOf(body.results)).toEqual(['Amina Xqpool', 'Chidi Xqpool', 'Kofi Xqpool', 'Nadia Xqpool']);
    expect(body.results.map((talent) => talent.matched_skills)).toEqual([2, 1, 0, 0]);
    expect(body).toMatchObject({ count: 4, count_capped: false, next: null, previous: null });
  });

  it('shows skills, experience, vetted, the latest three tests, the poll and the shortlist', async () => {
    const [amina, chidi] = (await page(admin, 'search=xqpool')).results;
    expect(amina).toMatchObject({
      country: 'KE',
      country_name: 'Kenya',
      category: 'developer',
      years_of_experience: 6,
      is_vetted: true,
      skills: [{ name: 'React' }, { name: 'TypeScript' }],
      interest: null,
      shortlisted: false,
      payout_rate: '30.00',
    });
    expect(amina?.test_results.map((test) => test.score)).toEqual([60, 70, 80]);
    expect(chidi).toMatchObject({ shortlisted: true, interest: { status: 'interested' }, payout_rate: null });
  });

  it('gives payout rates only to who sees rates', async () => {
    const [amina] = (await page(cm, 'search=amina xqpool')).results;
    expect(amina).toBeDefined();
    expect(amina).not.toHaveProperty('payout_rate');
  });

  it('searches names, skills and countries', async () => {
    expect(namesOf((await page(admin, 'search=kofi')).results)).toEqual(['Kofi Xqpool']);
    expect(namesOf((await page(admin, 'search=pyth')).results).filter((n) => n?.endsWith('Xqpool'))).toEqual([
      'Chidi Xqpool',
      'Kofi Xqpool',
    ]);
    expect(namesOf((await page(admin, 'search=ghan')).results)).toContain('Kofi Xqpool');
    expect((await page(admin, 'search=%25_')).results).toEqual([]);
  });

  it('filters by skills (ranked by matches), country, category and vetted', async () => {
    const [react, python] = await skillIds(t.app.db, 'react', 'python');
    const bySkills = await page(admin, `search=xqpool&skills=${python},${react}`);
    expect(namesOf(bySkills.results)).toEqual(['Chidi Xqpool', 'Amina Xqpool', 'Kofi Xqpool']);
    expect(namesOf((await page(admin, 'search=xqpool&country=GH')).results)).toEqual(['Kofi Xqpool']);
    expect(namesOf((await page(admin, 'search=xqpool&category=designer')).results)).toEqual(['Nadia Xqpool']);
    expect(namesOf((await page(admin, 'search=xqpool&vetted=true')).results)).toEqual([
      'Amina Xqpool',
      'Kofi Xqpool',
    ]);
  });

  it('refuses bad filters with the field named', async () => {
    const response = await admin.client.get(url('country=XX&category=boss&skills=a'));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['category', 'country', 'skills']);
  });

  it('pages, keeping the filters in the links', async () => {
    const first = await page(admin, 'search=xqpool&page_size=3');
    expect(first.results).toHaveLength(3);
    expect(first.count).toBe(4);
    expect(first.next).toContain('search=xqpool');
    const second = await page(admin, 'search=xqpool&page_size=3&page=2');
    expect(namesOf(second.results)).toEqual(['Nadia Xqpool']);
    expect(second.count).toBe(4);
  });

  it('runs a bounded number of statements whatever the page size', async () => {
    // Both pages full (the count runs); one person or four, the same statements.
    const small = await t.queries.count(() => admin.client.get(url('page_size=1')));
    const large = await t.queries.count(() => admin.client.get(url('page_size=4')));
    expect(small.result.statusCode).toBe(200);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(12);
  });

  it('counts a search with its page: the same count on a full page, a later one and one past the end', async () => {
    const counts = [];
    for (const at of ['page_size=2', 'page_size=2&page=2', 'page_size=3&page=2', 'page_size=2&page=9']) {
      const body = await page(admin, `search=xqpool&${at}`);
      counts.push([body.count, body.count_capped]);
    }
    expect(counts).toEqual(Array(4).fill([4, false]));
    // The page counted its matches: no statement of its own counts them.
    const { statements } = await t.queries.count(() => admin.client.get(url('search=xqpool&page_size=2')));
    expect(statements.filter((statement) => /^select count\(\*\)/.test(statement))).toEqual([]);
  });

  it(`counts exactly below ${TALENT_COUNT_CAP} (count_capped false)`, async () => {
    const body = await page(admin, 'page_size=1');
    expect(body.count_capped).toBe(false);
    expect(body.count).toBeGreaterThanOrEqual(4);
  });
});

describe('the ranking at scale, tier by tier (no search text)', () => {
  // Rare skills only these people have: their places do not depend on the other tests' people.
  const tierSpecs = [
    { firstName: 'Zoe', skills: ['elixir', 'haskell', 'ocaml'] },
    { firstName: 'Ada', skills: ['elixir', 'haskell', 'ocaml'] },
    { firstName: 'Bea', skills: ['elixir', 'ocaml'] },
    { firstName: 'Cal', skills: ['haskell', 'ocaml'] },
    { firstName: 'Eve', skills: ['haskell'] },
    { firstName: 'Dan', skills: ['ocaml'] },
    { firstName: 'Abe', skills: ['elixir'] },
    { firstName: 'Fay', skills: [] },
  ];
  let rare: number[];
  let rareOpportunityId: number;
  beforeAll(async () => {
    for (const spec of tierSpecs) await createTalent(t.app.db, { ...spec, lastName: 'Tierpool' });
    rare = await skillIds(t.app.db, 'elixir', 'haskell', 'ocaml');
    rareOpportunityId = (
      await createProject(t.app.db, {
        title: 'Rare skills opportunity',
        stage: 'opportunity',
        skillIds: rare.slice(0, 2),
      })
    ).id;
  });

  async function allPages(query: string, pageSize: number, id = opportunityId) {
    const results: TalentPoolPage['results'] = [];
    for (let number = 1; number <= 50; number += 1) {
      const body = await page(admin, `${query}&page_size=${pageSize}&page=${number}`, id);
      results.push(...body.results);
      if (!body.next) return { results, count: body.count };
    }
    throw new Error('more than 50 pages');
  }

  it('with a skills filter: more of the skills first, then by name, across page boundaries', async () => {
    const expected = ['Ada', 'Zoe', 'Bea', 'Cal', 'Abe', 'Dan', 'Eve'].map((name) => `${name} Tierpool`);
    // Three skills find the people with two or more by pairs; seven (four nobody has) by holders.
    const unheld = await skillIds(t.app.db, 'cobol', 'fortran', 'prolog', 'zig');
    for (const filter of [rare, [...rare, ...unheld]])
      for (const pageSize of [1, 2, 3, 20]) {
        const { results, count } = await allPages(`skills=${filter.join(',')}`, pageSize);
        expect(namesOf(results), `${filter.length} skills, page_size=${pageSize}`).toEqual(expected);
        expect(results.map((talent) => talent.matched_skills)).toEqual([3, 3, 2, 2, 1, 1, 1]);
        expect(count).toBe(7);
      }
    // One skill: one tier, by name.
    const { results } = await allPages(`skills=${rare[2]}`, 2);
    expect(namesOf(results)).toEqual(['Ada', 'Bea', 'Cal', 'Dan', 'Zoe'].map((name) => `${name} Tierpool`));
  });

  it("without one: the opportunity's skills rank everybody, the people with none last by name", async () => {
    const { results: whole } = await allPages('category=developer', 200, rareOpportunityId);
    expect(namesOf(whole.slice(0, 6))).toEqual(
      ['Ada', 'Zoe', 'Abe', 'Bea', 'Cal', 'Eve'].map((name) => `${name} Tierpool`),
    );
    expect(whole.slice(0, 6).map((talent) => talent.matched_skills)).toEqual([2, 2, 1, 1, 1, 1]);
    const rest = whole.slice(6);
    expect(rest.every((talent) => talent.matched_skills === 0)).toBe(true);
    expect(namesOf(rest)).toEqual(expect.arrayContaining(['Dan Tierpool', 'Fay Tierpool']));
    // Page by page, the same order as the whole list.
    for (const pageSize of [2, 5]) {
      const { results } = await allPages('category=developer', pageSize, rareOpportunityId);
      expect(results.map((talent) => talent.id)).toEqual(whole.map((talent) => talent.id));
    }
  });
});

describe('who is a talent (db/schema/users.ts talentCondition, one rule for the pool and the Tests pickers)', () => {
  it('counts active, onboarded developers and designers without staff flags, and nobody else', async () => {
    const db = t.app.db;
    const spec = (firstName: string, extra: Partial<Parameters<typeof createTalent>[1]> = {}) =>
      createTalent(db, { firstName, lastName: 'Whopool', ...extra });
    const talents = [await spec('Developer'), await spec('Designer', { category: 'designer' })];
    const others = [
      await spec('Unfinished', { unfinished: true }),
      await spec('Inactive', { inactive: true }),
      await createUserWithRole(db, 'developer', { firstName: 'Staffer', lastName: 'Whopool', isStaff: true }),
      await createUserWithRole(db, 'developer', { firstName: 'Admin', lastName: 'Whopool', isAdmin: true }),
      await createUserWithRole(db, 'developer', {
        firstName: 'Payer',
        lastName: 'Whopool',
        isPayAdmin: true,
      }),
      await createUserWithRole(db, 'space_lead', { firstName: 'Lead', lastName: 'Whopool' }),
      await createUserWithRole(db, 'client', { firstName: 'Client', lastName: 'Whopool' }),
      await createUserWithRole(db, 'client_manager', { firstName: 'Manager', lastName: 'Whopool' }),
    ];
    const purged = await spec('Purged');
    await db.update(users).set({ personalDataPurgedAt: new Date() }).where(eq(users.id, purged.id));
    others.push(purged);
    // The flagged developers finished onboarding: only their flags keep them out.
    for (const person of others.slice(2, 5)) expect(person.canContribute, person.firstName).toBe(true);
    const expected = talents.map((person) => person.id).sort((a, b) => a - b);

    const pool = (await page(admin, 'search=whopool&page_size=50')).results.map((talent) => talent.id);
    expect(pool.sort((a, b) => a - b)).toEqual(expected);
    const picker = await admin.client.get(
      '/api/test-results/people/?role=developer&search=whopool&page_size=50',
    );
    expect(picker.statusCode, picker.body).toBe(200);
    expect(
      picker
        .json()
        .results.map((person: { id: number }) => person.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(expected);
  });
});
