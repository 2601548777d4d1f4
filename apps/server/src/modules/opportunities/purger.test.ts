import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { createShortlistShare } from '../../db/factories/shortlist-shares.ts';
import { projectActivities, shortlistEntries, shortlistFeedback, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTalent } from './test-support.ts';

// The personal data purge (accounts.purge) on opportunities: what people wrote about the talent goes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOKEN = 'P'.repeat(43);

describe('the personal data purge', () => {
  it("blanks the client's questions and staff's removal reasons about a purged talent, keeping the rows", async () => {
    const db = t.app.db;
    const gone = await createTalent(db, { firstName: 'Gone', lastName: 'Purgepool' });
    const stays = await createTalent(db, { firstName: 'Stays', lastName: 'Purgepool' });
    const project = await createProject(db, { title: 'Purge opportunity', stage: 'opportunity' });
    const share = await createShortlistShare(db, { projectId: project.id, token: TOKEN, password: 'pw' });
    await db.insert(shortlistEntries).values([
      {
        projectId: project.id,
        userId: gone.id,
        removedAt: new Date(),
        removedReason: 'Gone was rude in the interview',
      },
      { projectId: project.id, userId: gone.id },
      { projectId: project.id, userId: stays.id },
    ]);
    await db.insert(shortlistFeedback).values([
      {
        shareId: share.id,
        projectId: project.id,
        userId: gone.id,
        answer: 'question',
        question: 'Is Gone sober?',
      },
      {
        shareId: share.id,
        projectId: project.id,
        userId: stays.id,
        answer: 'question',
        question: 'Can Stays start?',
      },
    ]);
    const person = (user: { id: number }) => ({ id: user.id, display_name: 'Someone' });
    await db.insert(projectActivities).values([
      {
        projectId: project.id,
        action: 'shortlist_removed',
        data: { users: [person(gone), person(stays)], reason: 'Both too expensive' },
      },
      {
        projectId: project.id,
        action: 'shortlist_removed',
        data: { users: [person(stays)], reason: 'Busy' },
      },
    ]);

    await db
      .update(users)
      .set({ isActive: false, deactivatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, gone.id));
    await t.app.jobs.runNow('accounts.purge');

    const feedback = await db
      .select()
      .from(shortlistFeedback)
      .where(eq(shortlistFeedback.projectId, project.id));
    expect(feedback.map((row) => [row.userId, row.answer, row.question])).toEqual(
      expect.arrayContaining([
        [gone.id, 'question', null],
        [stays.id, 'question', 'Can Stays start?'],
      ]),
    );
    const entries = await db.select().from(shortlistEntries).where(eq(shortlistEntries.userId, gone.id));
    expect(entries).toHaveLength(2);
    expect(entries.map((row) => row.removedReason)).toEqual([null, null]);
    const feed = await db
      .select()
      .from(projectActivities)
      .where(eq(projectActivities.projectId, project.id))
      .orderBy(projectActivities.id);
    expect(feed.map((row) => (row.data as { reason: string }).reason)).toEqual(['', 'Busy']);
    // Safe to run again.
    await t.app.jobs.runNow('accounts.purge');
  });
});
