import type { Role } from '@kazi/shared/auth/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestResults } from '../../db/factories/test-results.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { auditLog, talentTestResults } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type SignedIn } from '../../test/client.ts';

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let amina: UserRow;
let brian: UserRow;
let reviewer: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  staff = await loginAs(t.app, 'staff');
  amina = await createUserWithRole(t.app.db, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
  brian = await createUserWithRole(t.app.db, 'designer', { firstName: 'Brian', lastName: 'Otieno' });
  reviewer = await createUserWithRole(t.app.db, 'client_manager', {
    firstName: 'Rita',
    lastName: 'Reviewer',
  });
});
afterAll(() => t.close());

const auditOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'test_result'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.id));

const valid = () => ({
  user: { id: amina.id },
  title: 'Go assessment',
  score: 88,
  taken_on: '2026-02-10',
  reviewer: { id: reviewer.id },
  notes: 'Strong on concurrency.',
});

describe('POST test-results/', () => {
  it('records a result with its reviewer and notes, and an audit row', async () => {
    const response = await admin.client.post('/api/test-results/', valid());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      user: { id: amina.id, display_name: 'Amina Nakato', avatar_url: null },
      title: 'Go assessment',
      score: 88,
      taken_on: '2026-02-10',
      reviewer: { id: reviewer.id, display_name: 'Rita Reviewer' },
      notes: 'Strong on concurrency.',
    });
    const audit = await auditOf(body.id);
    expect(audit.map((row) => row.action)).toEqual(['test_result.create']);
    expect(audit[0]?.actorId).toBe(admin.user.id);
    expect(audit[0]?.after).toMatchObject({ user_id: amina.id, score: 88, has_notes: true });
    // Free text about a person stays out of the audit log.
    expect(JSON.stringify(audit[0]?.after)).not.toContain('concurrency');
  });

  it('takes reviewer and notes as optional; empty notes are none', async () => {
    const response = await staff.client.post('/api/test-results/', {
      user: { id: brian.id },
      title: 'Figma challenge',
      score: 0,
      taken_on: '2026-01-01',
      notes: '  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ score: 0, reviewer: null, notes: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['score above 100', { score: 101 }, 'score'],
    ['negative score', { score: -1 }, 'score'],
    ['fractional score', { score: 50.5 }, 'score'],
    ['score as text', { score: '80' }, 'score'],
    ['empty title', { title: '   ' }, 'title'],
    ['title too long', { title: 'x'.repeat(201) }, 'title'],
    ['future date', { taken_on: '2099-01-01' }, 'taken_on'],
    ['date before 1900', { taken_on: '1899-12-31' }, 'taken_on'],
    ['impossible date', { taken_on: '2026-02-30' }, 'taken_on'],
    ['missing user', { user: undefined }, 'user'],
    ['unknown field', { is_vetted: true }, 'is_vetted'],
  ])('refuses %s (400 on the field), storing nothing', async (_name, change, field) => {
    const before = await t.app.db.select().from(talentTestResults);
    const response = await admin.client.post('/api/test-results/', { ...valid(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await t.app.db.select().from(talentTestResults)).toHaveLength(before.length);
  });

  it('refuses a user who is not an active developer or designer, and a reviewer who is not staff-side', async () => {
    const client = await createUserWithRole(t.app.db, 'client');
    const inactive = await createUserWithRole(t.app.db, 'developer', { isActive: false });
    for (const id of [client.id, inactive.id, admin.user.id, 2_000_000_000]) {
      const response = await admin.client.post('/api/test-results/', { ...valid(), user: { id } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ user: ['Choose an active developer or designer'] });
    }
    const response = await admin.client.post('/api/test-results/', {
      ...valid(),
      reviewer: { id: brian.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ reviewer: ['The reviewer must be a Kazi staff member'] });
  });

  it.each<Role>([
    'pay_admin',
    'space_lead',
    'client_manager',
    'client_support_officer',
    'client',
    'developer',
  ])('is refused to %s (403)', async (role) => {
    const { client } = await loginAs(t.app, role);
    expect((await client.post('/api/test-results/', valid())).statusCode).toBe(403);
    expect((await client.get('/api/test-results/')).statusCode).toBe(403);
  });

  it('is refused to anonymous callers (401)', async () => {
    expect((await anonymous(t.app).get('/api/test-results/')).statusCode).toBe(401);
  });
});

describe('GET test-results/', () => {
  it('lists newest first, filters by developer and searches by name', async () => {
    const [older, newer] = await insertTestResults(t.app.db, [
      { userId: brian.id, title: 'Old test', takenOn: '2020-03-01' },
      { userId: brian.id, title: 'New test', takenOn: '2026-03-01' },
    ]);
    const all = (await admin.client.get('/api/test-results/?page_size=200')).json();
    const days = all.results.map((row: { taken_on: string }) => row.taken_on);
    expect(days).toEqual([...days].sort().reverse());
    expect(all.results[0].id).toBe(newer?.id);

    const mine = (await admin.client.get(`/api/test-results/?user=${brian.id}&page_size=200`)).json();
    expect(mine.results.every((row: { user: { id: number } }) => row.user.id === brian.id)).toBe(true);
    expect(mine.results.map((row: { id: number }) => row.id)).toContain(older?.id);

    const search = (await admin.client.get('/api/test-results/?search=NAKAT')).json();
    expect(search.count).toBeGreaterThan(0);
    expect(search.results.every((row: { user: { id: number } }) => row.user.id === amina.id)).toBe(true);
    expect((await admin.client.get('/api/test-results/?search=%25')).json().count).toBe(0);
  });

  it('pages by 20 with next and previous links that keep the filters', async () => {
    const many = await createUserWithRole(t.app.db, 'developer', { firstName: 'Paged', lastName: 'Person' });
    await insertTestResults(
      t.app.db,
      Array.from({ length: 23 }, (_, i) => ({ userId: many.id, title: `Test ${i}` })),
    );
    const first = (await admin.client.get(`/api/test-results/?user=${many.id}`)).json();
    expect(first.count).toBe(23);
    expect(first.results).toHaveLength(20);
    expect(first.next).toContain(`user=${many.id}`);
    expect(first.next).toContain('page=2');
    const second = (await admin.client.get(first.next)).json();
    expect(second.results).toHaveLength(3);
    expect(second.previous).toContain('page=1');
    expect(second.next).toBeNull();
  });

  it('runs the same statements for 1 row as for 50', async () => {
    const count = async (size: number) =>
      (await t.queries.count(() => admin.client.get(`/api/test-results/?page_size=${size}`))).statements
        .length;
    const one = await count(1);
    expect(await count(50)).toBe(one);
  });
});

describe('GET, PATCH, DELETE test-results/{id}/', () => {
  it('reads, changes (with an audit row of what changed) and deletes after which it is 404', async () => {
    const created = (await admin.client.post('/api/test-results/', valid())).json();
    const read = await staff.client.get(`/api/test-results/${created.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const patched = await staff.client.patch(`/api/test-results/${created.id}/`, {
      score: 91,
      reviewer: null,
      notes: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ score: 91, reviewer: null, notes: null, title: 'Go assessment' });
    let audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['test_result.create', 'test_result.update']);
    expect(audit[1]?.before).toMatchObject({ score: 88, reviewer_id: reviewer.id, has_notes: true });
    expect(audit[1]?.after).toMatchObject({ score: 91, reviewer_id: null, has_notes: false });

    // The same values again change nothing and record nothing.
    await staff.client.patch(`/api/test-results/${created.id}/`, { score: 91 });
    expect(await auditOf(created.id)).toHaveLength(2);

    const bad = await staff.client.patch(`/api/test-results/${created.id}/`, {
      score: 500,
      taken_on: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['score', 'taken_on']);

    const deleted = await admin.client.delete(`/api/test-results/${created.id}/`);
    expect(deleted.statusCode).toBe(204);
    audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      'test_result.create',
      'test_result.update',
      'test_result.delete',
    ]);
    expect((await admin.client.get(`/api/test-results/${created.id}/`)).statusCode).toBe(404);
    expect((await admin.client.patch(`/api/test-results/${created.id}/`, { score: 1 })).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/test-results/${created.id}/`)).statusCode).toBe(404);
  });

  it('edits a result whose developer and reviewer have since left; only a changed person is checked', async () => {
    const leaver = await createUserWithRole(t.app.db, 'developer', { firstName: 'Lea', lastName: 'Ver' });
    const oldReviewer = await createUserWithRole(t.app.db, 'client_manager');
    const created = (
      await admin.client.post('/api/test-results/', {
        ...valid(),
        user: { id: leaver.id },
        reviewer: { id: oldReviewer.id },
      })
    ).json();
    await t.app.db.execute(
      sql`update users set is_active = false where id in (${leaver.id}, ${oldReviewer.id})`,
    );
    // The dialog sends every field back as it was.
    const typo = await staff.client.patch(`/api/test-results/${created.id}/`, {
      ...valid(),
      user: { id: leaver.id },
      reviewer: { id: oldReviewer.id },
      title: 'Go assessment (fixed)',
    });
    expect(typo.statusCode, typo.body).toBe(200);
    expect(typo.json()).toMatchObject({ title: 'Go assessment (fixed)' });
    const inactive = await createUserWithRole(t.app.db, 'developer', { isActive: false });
    const moved = await staff.client.patch(`/api/test-results/${created.id}/`, { user: { id: inactive.id } });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json())).toEqual(['user']);
  });

  it('answers 404 for unknown ids and ids no record can have', async () => {
    expect((await admin.client.get('/api/test-results/2000000000/')).json()).toEqual(refusal('Not found.'));
    expect((await admin.client.get('/api/test-results/abc/')).statusCode).toBe(404);
  });

  it('deletes once when asked twice in parallel: one 204, one 404, one audit row', async () => {
    const [row] = await insertTestResults(t.app.db, [{ userId: amina.id }]);
    const id = row?.id as number;
    const answers = await Promise.all([
      admin.client.delete(`/api/test-results/${id}/`),
      staff.client.delete(`/api/test-results/${id}/`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 404]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['test_result.delete']);
  });
});

describe('GET test-results/people/', () => {
  it('finds developers and designers to test, and staff-side reviewers, by the start of the name', async () => {
    const developers = (await admin.client.get('/api/test-results/people/?role=developer&search=am')).json();
    expect(developers.results.map((p: { id: number }) => p.id)).toContain(amina.id);
    const ids = (await admin.client.get('/api/test-results/people/?role=developer&page_size=200'))
      .json()
      .results.map((p: { id: number }) => p.id);
    expect(ids).toContain(brian.id);
    expect(ids).not.toContain(reviewer.id);
    expect(ids).not.toContain(admin.user.id);
    const reviewers = (await admin.client.get('/api/test-results/people/?role=reviewer&page_size=200'))
      .json()
      .results.map((p: { id: number }) => p.id);
    expect(reviewers).toEqual(expect.arrayContaining([reviewer.id, admin.user.id, staff.user.id]));
    expect(reviewers).not.toContain(amina.id);
    expect((await admin.client.get('/api/test-results/people/?role=owner')).statusCode).toBe(400);
  });
});
