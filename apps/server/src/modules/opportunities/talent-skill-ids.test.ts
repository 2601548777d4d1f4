import type { TalentPoolPage } from '@kazi/shared/opportunities/talent-pool';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { profileSkills, skills, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { createTalent, skillIds } from './test-support.ts';

// users.skill_ids (migration 0038, ADR 031): what the talent pool ranks by, kept from profile_skills.
let t: TestApp;
let admin: SignedIn;
let opportunityId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const opportunity = await createProject(t.app.db, {
    title: 'Skills opportunity',
    stage: 'opportunity',
    skillIds: await skillIds(t.app.db, 'react', 'typescript'),
  });
  opportunityId = opportunity.id;
});
afterAll(() => t.close());

async function poolOf(query: string): Promise<TalentPoolPage> {
  const response = await admin.client.get(`/api/projects/${opportunityId}/talent-pool/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("a person's skills as the ranking reads them (users.skill_ids, kept by migration 0038's triggers)", () => {
  const skillIdsOf = async (userId: number) =>
    (await t.app.db.select({ ids: users.skillIds }).from(users).where(eq(users.id, userId)))[0]?.ids;
  const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

  it('follow every write to profile_skills: added, changed, removed, a skill gone from the catalogue', async () => {
    const db = t.app.db;
    const [react = 0, typescript = 0, python = 0] = await skillIds(db, 'react', 'typescript', 'python');
    const person = await createTalent(db, {
      firstName: 'Kept',
      lastName: 'Skillpool',
      skills: ['typescript'],
    });
    const other = await createTalent(db, { firstName: 'Other', lastName: 'Skillpool', skills: ['python'] });
    expect(await skillIdsOf(person.id)).toEqual([typescript]);

    await db.insert(profileSkills).values([
      { userId: person.id, skillId: react },
      { userId: other.id, skillId: react },
    ]);
    expect(await skillIdsOf(person.id)).toEqual(sorted(react, typescript));
    expect(await skillIdsOf(other.id)).toEqual(sorted(python, react));

    await db
      .update(profileSkills)
      .set({ skillId: python })
      .where(and(eq(profileSkills.userId, person.id), eq(profileSkills.skillId, typescript)));
    expect(await skillIdsOf(person.id)).toEqual(sorted(python, react));

    await db.delete(profileSkills).where(eq(profileSkills.userId, person.id));
    expect(await skillIdsOf(person.id)).toEqual([]);
    expect(await skillIdsOf(other.id)).toHaveLength(2);

    const [gone] = await db
      .insert(skills)
      .values({ name: 'Skillpool Gone', slug: 'skillpool-gone', type: 'other' })
      .returning();
    await db.insert(profileSkills).values({ userId: other.id, skillId: gone?.id as number });
    expect(await skillIdsOf(other.id)).toContain(gone?.id);
    await db.delete(skills).where(eq(skills.id, gone?.id as number));
    expect(await skillIdsOf(other.id)).toEqual(sorted(python, react));
  });

  it("rank a talent by the skills their profile's last save gave them", async () => {
    const talent = await loginAs(t.app, 'developer', { firstName: 'Saved', lastName: 'Skillpool' });
    const [react = 0, typescript = 0] = await skillIds(t.app.db, 'react', 'typescript');
    const matchedOf = async () =>
      (await poolOf('search=saved skillpool')).results.find((row) => row.id === talent.user.id)
        ?.matched_skills;
    const save = (ids: number[]) =>
      talent.client.patch('/api/me/profile/', { skills: ids.map((id) => ({ id, primary: true })) });

    expect((await save([react, typescript])).statusCode).toBe(200);
    expect(await matchedOf()).toBe(2);
    expect((await save([typescript])).statusCode).toBe(200);
    expect(await matchedOf()).toBe(1);
  });
});
