import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { participations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal } from '../../test/client.ts';
import { auditsOf, mailsTo } from '../team/test-support.ts';
import {
  bellOf,
  day,
  entry,
  LAST_MONTH,
  monthRow,
  type People,
  people,
  save,
  storedEntries,
  teamProject,
} from './test-support.ts';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await people(t);
});
afterAll(() => t.close());

const REVIEW = '/api/timesheet-entries/review/';
const STALE = 'This month has changed since it was loaded; reload it and review again';

/** A project whose developer logged 8 hours on the 2nd of last month (pending, revision 1). */
async function loggedMonth(overrides: Parameters<typeof teamProject>[2] = {}) {
  const project = await teamProject(t.app.db, p, overrides);
  const month = await insertTimesheetMonth(t.app.db, {
    projectId: project.id,
    userId: p.dev.user.id,
    month: LAST_MONTH,
    hoursByDay: { [day(LAST_MONTH, 2)]: 800 },
  });
  const review = (action: string, extra: Record<string, unknown> = {}) => ({
    project: project.id,
    user: p.dev.user.id,
    year_month: LAST_MONTH,
    action,
    ...extra,
  });
  return { project, month, review };
}

describe('approve', () => {
  it("by the project's client manager: approved, audited, the developer told in the bell and by mail", async () => {
    const { project, month, review } = await loggedMonth();
    const response = await p.cm.client.post(REVIEW, review('approve', { revision: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      year_month: LAST_MONTH,
      user: p.dev.user.id,
      project: project.id,
      status: 'approved',
      reason: null,
      revision: 2,
    });
    expect(await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH)).toMatchObject({
      status: 'approved',
      reviewedById: p.cm.user.id,
      reviewedAt: expect.any(Date),
    });
    const [audit] = await auditsOf(t.app.db, 'timesheet.approve', month.id);
    expect(audit).toMatchObject({
      actorId: p.cm.user.id,
      before: { status: 'pending', user: p.dev.user.id, project: project.id },
      after: { status: 'approved', revision: 2, total_hours: 8 },
    });
    const bell = (await bellOf(t.app.db, p.dev.user.id)).filter((n) => n.kind === 'timesheet_approved');
    expect(bell.at(-1)).toMatchObject({
      link: `/projects/${project.id}/pay/timesheets?view=month&month=${LAST_MONTH}`,
    });
    expect(bell.at(-1)?.subject).toContain(project.title);
    const mail = (await mailsTo(t.app.db, p.dev.user.email)).at(-1);
    expect(mail?.subject).toMatch(/^Your hours for .+ were approved$/);
    expect(mail?.text).toContain('8 hours');

    // Approved months are read-only, and a second approval no longer applies.
    const again = await p.staff.client.post(REVIEW, review('approve'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(STALE));
    const saved = await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 3), 1)]);
    expect(saved.statusCode).toBe(409);
  });

  it('approves a month with nothing logged (no row yet) for someone on the team', async () => {
    const project = await teamProject(t.app.db, p);
    const response = await p.staff.client.post(REVIEW, {
      project: project.id,
      user: p.dev2.user.id,
      year_month: LAST_MONTH,
      action: 'approve',
      revision: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', revision: 1 });
  });

  it('answers 409 when the month was saved since the revision the reviewer saw', async () => {
    const { project, review } = await loggedMonth();
    await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 4), 2)]);
    const response = await p.cm.client.post(REVIEW, review('approve', { revision: 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(STALE));
    expect(await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH)).toMatchObject({
      status: 'pending',
    });
  });
});

describe('reject', () => {
  it('needs a reason, then mails it as inert text', async () => {
    const { project, month, review } = await loggedMonth();
    const missing = await p.cm.client.post(REVIEW, review('reject'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ reason: ['Rejection reason is required'] });
    const blank = await p.cm.client.post(REVIEW, review('reject', { reason: '   ' }));
    expect(blank.json()).toEqual({ reason: ['Rejection reason is required'] });

    const reason = 'Day 2 was a holiday.\n# See https://evil.example/fix';
    const response = await p.cm.client.post(REVIEW, review('reject', { reason }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason });
    expect((await auditsOf(t.app.db, 'timesheet.reject', month.id))[0]).toMatchObject({
      after: { status: 'rejected', reason },
    });
    const bell = (await bellOf(t.app.db, p.dev.user.id)).filter((n) => n.kind === 'timesheet_rejected');
    expect(bell.at(-1)?.subject).toContain('Day 2 was a holiday.');
    const mail = (await mailsTo(t.app.db, p.dev.user.email)).at(-1);
    expect(mail?.subject).toMatch(/were rejected$/);
    expect(mail?.text).toContain('    Day 2 was a holiday.');
    expect(mail?.text).toContain('    # See https[:]//evil[.]example/fix');
    expect(mail?.text).not.toContain('https://evil.example');

    // The developer corrects and saves: pending again, and the CM approves.
    await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 2), 0)]);
    const approved = await p.cm.client.post(REVIEW, review('approve'));
    expect(approved.json()).toMatchObject({ status: 'approved', reason: null });
  });

  it('a rejected month is approved after all, never rejected twice; for a member who has left too', async () => {
    const { project, month, review } = await loggedMonth();
    const rejected = await p.cm.client.post(REVIEW, review('reject', { reason: 'Too many' }));
    expect(rejected.statusCode, rejected.body).toBe(200);
    const twice = await p.cm.client.post(REVIEW, review('reject', { reason: 'Still too many' }));
    expect(twice.statusCode).toBe(409);

    // The developer leaves the team: they can no longer send the month again.
    const [member] = await t.app.db
      .select({ id: participations.id })
      .from(participations)
      .where(and(eq(participations.projectId, project.id), eq(participations.userId, p.dev.user.id)));
    expect((await p.admin.client.delete(`/api/participation/${member?.id}/`)).statusCode).toBe(204);
    const summary = await p.cm.client.get(
      `/api/timesheet-entries/summary/?year_month=${LAST_MONTH}&project=${project.id}`,
    );
    const row = summary.json().results.find((r: { user: { id: number } }) => r.user.id === p.dev.user.id);
    expect(row).toMatchObject({
      status: 'rejected',
      abilities: { edit: false, review: false, approve: true, reopen: false },
    });

    const approved = await p.cm.client.post(REVIEW, review('approve', { revision: row.revision }));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reason: null });
    expect((await auditsOf(t.app.db, 'timesheet.approve', month.id))[0]).toMatchObject({
      before: { status: 'rejected' },
      after: { status: 'approved' },
    });
  });
});

describe('reopen', () => {
  it('by admins only, with a reason; back to pending; the developer and the CM are told', async () => {
    const { project, month, review } = await loggedMonth();
    await p.cm.client.post(REVIEW, review('approve'));
    expect((await p.staff.client.post(REVIEW, review('reopen', { reason: 'Fix' }))).statusCode).toBe(403);
    expect((await p.cm.client.post(REVIEW, review('reopen', { reason: 'Fix' }))).statusCode).toBe(403);
    const noReason = await p.admin.client.post(REVIEW, review('reopen'));
    expect(noReason.json()).toEqual({ reason: ['A reason is required to re-open a month'] });

    const response = await p.admin.client.post(
      REVIEW,
      review('reopen', { reason: 'The client disputes day 2' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', reason: 'The client disputes day 2' });
    expect(await auditsOf(t.app.db, 'timesheet.reopen', month.id)).toHaveLength(1);
    for (const person of [p.dev, p.cm]) {
      const bell = (await bellOf(t.app.db, person.user.id)).filter((n) => n.kind === 'timesheet_reopened');
      expect(bell).toHaveLength(1);
      expect((await mailsTo(t.app.db, person.user.email)).at(-1)?.text).toContain(
        'The client disputes day 2',
      );
    }
    // Hours may be corrected again.
    expect(
      (await save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 5), 1)])).statusCode,
    ).toBe(200);
    const twice = await p.admin.client.post(REVIEW, review('reopen', { reason: 'Again' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('Only an approved month can be re-opened'));
  });
});

describe('who may review', () => {
  it.each(['owner', 'dev', 'dev2', 'payAdmin', 'cso', 'spaceLead'] as const)('%s: 403', async (who) => {
    const { project, review } = await loggedMonth();
    const response = await p[who].client.post(REVIEW, review('approve'));
    expect(response.statusCode).toBe(403);
    expect(await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH)).toMatchObject({
      status: 'pending',
    });
  });

  it('nobody reviews their own month', async () => {
    const project = await createProject(t.app.db, {});
    await addParticipant(t.app.db, project.id, p.staff.user.id);
    const response = await p.staff.client.post(REVIEW, {
      project: project.id,
      user: p.staff.user.id,
      year_month: LAST_MONTH,
      action: 'approve',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('You cannot review your own timesheet'));
  });

  it('a project or person out of reach, or not on the month, is 404', async () => {
    const { project, review } = await loggedMonth();
    // Another CM does not open the project; a stranger's id is nobody's month here.
    expect((await p.otherCm.client.post(REVIEW, review('approve'))).statusCode).toBe(404);
    expect((await p.cm.client.post(REVIEW, review('approve', { user: p.outsider.user.id }))).statusCode).toBe(
      404,
    );
    expect((await p.cm.client.post(REVIEW, review('approve', { project: 2_000_000_000 }))).statusCode).toBe(
      404,
    );
    // dev2 starts on the 15th of last month: they are on last month, not on the one before.
    const before = await p.cm.client.post(REVIEW, {
      project: project.id,
      user: p.dev2.user.id,
      year_month: '2025-01',
      action: 'approve',
    });
    expect(before.statusCode).toBe(404);
  });

  it('refuses a month after this one, unknown keys and unknown actions (400)', async () => {
    const { review } = await loggedMonth();
    expect((await p.cm.client.post(REVIEW, review('approve', { year_month: '2099-01' }))).json()).toEqual({
      year_month: ['Choose a month from January 2020 to this month'],
    });
    expect((await p.cm.client.post(REVIEW, review('approve', { status: 'approved' }))).json()).toEqual({
      status: ['Unknown field.'],
    });
    expect((await p.cm.client.post(REVIEW, review('delete'))).statusCode).toBe(400);
  });
});

describe('races', () => {
  it('50 parallel approvals: one 200, 49 × 409, one audit row, one mail', async () => {
    const { month, review } = await loggedMonth();
    const mailsBefore = (await mailsTo(t.app.db, p.dev.user.email)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => p.cm.client.post(REVIEW, review('approve'))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await auditsOf(t.app.db, 'timesheet.approve', month.id)).toHaveLength(1);
    expect((await mailsTo(t.app.db, p.dev.user.email)).length).toBe(mailsBefore + 1);
  });

  it('a save and an approval of the same revision in parallel: never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { project, review } = await loggedMonth();
      const [saved, approved] = await Promise.all([
        save(p.dev.client, [entry(project.id, p.dev.user.id, day(LAST_MONTH, 6), 3)]),
        p.cm.client.post(REVIEW, review('approve', { revision: 1 })),
      ]);
      expect([saved.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      const row = await monthRow(t.app.db, project.id, p.dev.user.id, LAST_MONTH);
      const stored = await storedEntries(t.app.db, project.id, p.dev.user.id);
      if (approved.statusCode === 200) {
        expect(row).toMatchObject({ status: 'approved', totalHours: 800 });
        expect(stored).toEqual([[day(LAST_MONTH, 2), 800]]);
      } else {
        expect(row).toMatchObject({ status: 'pending', totalHours: 1100 });
      }
    }
  });
});

describe('mail limits', () => {
  it('refuses a review past MAIL_LIMIT_TIMESHEET_REVIEWS with 429, changing nothing', async () => {
    const limited = await createTestApp({ MAIL_LIMIT_TIMESHEET_REVIEWS: '1/100' });
    try {
      const cm = await loginAs(limited.app, 'client_manager');
      const dev = await loginAs(limited.app, 'developer');
      const project = await createProject(limited.app.db, { cmId: cm.user.id });
      await addParticipant(limited.app.db, project.id, dev.user.id);
      const body = (month: string) => ({
        project: project.id,
        user: dev.user.id,
        year_month: month,
        action: 'approve',
      });
      expect((await cm.client.post(REVIEW, body(LAST_MONTH))).statusCode).toBe(200);
      const second = await cm.client.post(REVIEW, body('2025-01'));
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
      expect(await monthRow(limited.app.db, project.id, dev.user.id, '2025-01')).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
