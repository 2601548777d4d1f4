import type { Role } from '@kazi/shared/auth/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestResults } from '../../db/factories/test-results.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { auditLog, profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';

let t: TestApp;
let admin: SignedIn;
let talent: SignedIn;
let reviewer: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  talent = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
  reviewer = await createUserWithRole(t.app.db, 'staff', { firstName: 'Rita', lastName: 'Reviewer' });
  await insertTestResults(t.app.db, [
    {
      userId: talent.user.id,
      title: 'Go',
      score: 81,
      takenOn: '2025-05-02',
      reviewerId: reviewer.id,
      notes: 'Good',
    },
    { userId: talent.user.id, title: 'SQL', score: 64, takenOn: '2026-01-20' },
  ]);
});
afterAll(() => t.close());

const vettingAudit = () =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(talent.user.id)),
        inArray(auditLog.action, ['talent.vetted', 'talent.unvetted']),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('devprofile/{id}/ test results', () => {
  it('shows staff every result newest first, with reviewer and notes', async () => {
    const body = (await admin.client.get(`/api/devprofile/${talent.user.id}/`)).json();
    expect(body.test_results).toEqual([
      expect.objectContaining({
        title: 'SQL',
        score: 64,
        taken_on: '2026-01-20',
        reviewer: null,
        notes: null,
      }),
      expect.objectContaining({
        title: 'Go',
        score: 81,
        taken_on: '2025-05-02',
        reviewer: { id: reviewer.id, display_name: 'Rita Reviewer' },
        notes: 'Good',
      }),
    ]);
  });

  it.each<Role>(['pay_admin', 'space_lead', 'client_manager', 'client_support_officer'])(
    'shows %s titles, scores and dates only',
    async (role) => {
      const { client } = await loginAs(t.app, role);
      const body = (await client.get(`/api/devprofile/${talent.user.id}/`)).json();
      expect(body.test_results).toHaveLength(2);
      for (const result of body.test_results)
        expect(Object.keys(result).sort()).toEqual(['id', 'score', 'taken_on', 'title']);
    },
  );

  it('shows the talent their own results without reviewer and notes', async () => {
    const response = await talent.client.get(`/api/devprofile/${talent.user.id}/`);
    expect(response.json().test_results.map((r: { title: string }) => r.title)).toEqual(['SQL', 'Go']);
    expect(response.body).not.toContain('Rita');
    expect(response.body).not.toContain('"notes"');
  });
});

describe('PATCH devprofile/{id}/ (vetting)', () => {
  it('marks the talent vetted and back, one audit row per change, none for no change', async () => {
    const on = await admin.client.patch(`/api/devprofile/${talent.user.id}/`, { is_vetted: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: talent.user.id, is_vetted: true });
    const [stored] = await t.app.db.select().from(profiles).where(eq(profiles.userId, talent.user.id));
    expect(stored?.isVetted).toBe(true);
    await admin.client.patch(`/api/devprofile/${talent.user.id}/`, { is_vetted: true });
    expect((await vettingAudit()).map((row) => row.action)).toEqual(['talent.vetted']);

    const off = await admin.client.patch(`/api/devprofile/${talent.user.id}/`, { is_vetted: false });
    expect(off.json().is_vetted).toBe(false);
    const audit = await vettingAudit();
    expect(audit.map((row) => row.action)).toEqual(['talent.vetted', 'talent.unvetted']);
    expect(audit[1]).toMatchObject({
      actorId: admin.user.id,
      before: { is_vetted: true },
      after: { is_vetted: false },
    });
  });

  it('vets a talent who has no profile row yet', async () => {
    const fresh = await createUserWithRole(t.app.db, 'designer');
    await t.app.db.delete(profiles).where(eq(profiles.userId, fresh.id));
    const response = await admin.client.patch(`/api/devprofile/${fresh.id}/`, { is_vetted: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().is_vetted).toBe(true);
  });

  it('changes once when 10 parallel requests ask the same', async () => {
    const other = await createUserWithRole(t.app.db, 'developer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.client.patch(`/api/devprofile/${other.id}/`, { is_vetted: true }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'talent.vetted'), eq(auditLog.targetId, String(other.id))));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad bodies, ids that are not talents, and roles without tests.manage', async () => {
    for (const body of [{}, { is_vetted: 'yes' }, { is_vetted: true, bio: 'x' }]) {
      expect((await admin.client.patch(`/api/devprofile/${talent.user.id}/`, body)).statusCode).toBe(400);
    }
    const client = await createUserWithRole(t.app.db, 'client');
    expect((await admin.client.patch(`/api/devprofile/${client.id}/`, { is_vetted: true })).statusCode).toBe(
      404,
    );
    for (const role of ['pay_admin', 'client_manager', 'developer'] as Role[]) {
      const { client: caller } = await loginAs(t.app, role);
      expect(
        (await caller.patch(`/api/devprofile/${talent.user.id}/`, { is_vetted: false })).statusCode,
      ).toBe(403);
    }
    expect(
      (await talent.client.patch(`/api/devprofile/${talent.user.id}/`, { is_vetted: true })).statusCode,
    ).toBe(403);
  });
});
