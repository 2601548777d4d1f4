import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { timesheetEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('insertTimesheetMonth', () => {
  it('writes the entries and a month whose total is their sum', async () => {
    const project = await createProject(t.app.db);
    const user = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, user.id);
    const month = await insertTimesheetMonth(t.app.db, {
      projectId: project.id,
      userId: user.id,
      month: '2026-03',
      hoursByDay: { '2026-03-02': 800, '2026-03-03': 725, '2026-03-04': 0 },
      status: 'approved',
      reviewedById: user.id,
    });
    expect(month).toMatchObject({ month: '2026-03-01', status: 'approved', totalHours: 1525, revision: 2 });
    const entries = await t.app.db
      .select()
      .from(timesheetEntries)
      .where(eq(timesheetEntries.userId, user.id));
    expect(entries.map((e) => [e.day, e.hours])).toEqual([
      ['2026-03-02', 800],
      ['2026-03-03', 725],
    ]);
    await expect(
      insertTimesheetMonth(t.app.db, {
        projectId: project.id,
        userId: user.id,
        month: '2026-04',
        hoursByDay: { '2026-05-01': 100 },
      }),
    ).rejects.toThrow(RangeError);
  });
});
