import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';

let t: TestApp;
let skillIds: number[];
const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.db.select({ id: skills.id }).from(skills).orderBy(skills.id).limit(3);
  skillIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

const work = (overrides: Record<string, unknown>) => ({
  company: 'Andela',
  position: 'Backend engineer',
  details: 'Built payment services in Go.',
  start_month: 3,
  start_year: thisYear - 3,
  end_month: 6,
  end_year: thisYear - 1,
  ...overrides,
});
const project = (overrides: Record<string, unknown>) => ({
  title: 'Mobile money wallet',
  start_month: 1,
  start_year: thisYear - 2,
  end_month: null,
  end_year: null,
  ...overrides,
});

/** docs/quality.md, Query count: a list runs the same few statements whatever its page size. */
describe('lists', () => {
  it('run the same few statements for 1 entry per page as for 60, skills included', async () => {
    const { client } = await loginAs(t.app, 'developer');
    for (let n = 0; n < 60; n++) {
      await client.post('/api/me/work/', work({ company: `Company ${n}`, skills: skillIds }));
      await client.post('/api/me/project/', project({ title: `Project ${n}`, skills: skillIds }));
    }
    for (const kind of ['work', 'project', 'education']) {
      const one = await t.queries.count(() => client.get(`/api/me/${kind}/?page_size=1`));
      const many = await t.queries.count(() => client.get(`/api/me/${kind}/?page_size=200`));
      expect(many.result.statusCode).toBe(200);
      expect(many.statements.length, many.statements.join('\n')).toBeLessThanOrEqual(5);
      expect(many.statements.length).toBe(one.statements.length);
    }
    const page = (await client.get('/api/me/work/?page_size=25&page=2')).json();
    expect(page).toMatchObject({
      count: 60,
      next: '/api/me/work/?page_size=25&page=3',
      previous: '/api/me/work/?page_size=25&page=1',
    });
    expect(page.results[0].skills).toHaveLength(3);
  });
});
