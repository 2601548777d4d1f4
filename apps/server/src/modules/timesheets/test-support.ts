import type { Role } from '@kazi/shared/auth/roles';
import { todayIso } from '@kazi/shared/team/rules';
import { previousMonth } from '@kazi/shared/timesheets/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addParticipant, createProject, type ProjectRow } from '../../db/factories/projects.ts';
import { notifications, timesheetEntries, timesheetMonths } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';

/** Test helpers shared by the timesheets API tests. */

export const TODAY = todayIso();
export const THIS_MONTH = TODAY.slice(0, 7);
/** Last month: every day of it is in the past, whatever day the suite runs. */
export const LAST_MONTH = previousMonth(THIS_MONTH);
export const day = (yearMonth: string, n: number) => `${yearMonth}-${String(n).padStart(2, '0')}`;

export async function people(t: TestApp) {
  const as = (role: Role) => loginAs(t.app, role);
  return {
    admin: await as('admin'),
    staff: await as('staff'),
    cm: await as('client_manager'),
    otherCm: await as('client_manager'),
    owner: await as('client'),
    stranger: await as('client'),
    payAdmin: await as('pay_admin'),
    cso: await as('client_support_officer'),
    spaceLead: await as('space_lead'),
    dev: await as('developer'),
    dev2: await as('developer'),
    outsider: await as('developer'),
  };
}
export type People = Awaited<ReturnType<typeof people>>;

/**
 * A project owned by `owner`, managed by `cm` (cso: `cso`), with `dev` on the team since 2020
 * (40 hours a week) and `dev2` since the 15th of last month (20 hours a week).
 */
export async function teamProject(
  db: Db,
  p: People,
  overrides: Parameters<typeof createProject>[1] = {},
): Promise<ProjectRow> {
  const project = await createProject(db, {
    ownerId: p.owner.user.id,
    createdById: p.owner.user.id,
    cmId: p.cm.user.id,
    csoId: p.cso.user.id,
    ...overrides,
  });
  await addParticipant(db, project.id, p.dev.user.id, { effectiveFrom: '2020-01-01', hoursPerWeek: 40 });
  await addParticipant(db, project.id, p.dev2.user.id, {
    effectiveFrom: day(LAST_MONTH, 15),
    hoursPerWeek: 20,
  });
  return project;
}

export const entry = (projectId: number, userId: number, dayOf: string, hours: number | string) => ({
  day: dayOf,
  hours_worked: hours,
  project: projectId,
  user: userId,
});

export const save = (
  who: TestClient,
  entries: ReturnType<typeof entry>[],
  headers?: Record<string, string>,
) => who.post('/api/timesheet-entries/bulk/', { timesheet_entries: entries }, headers ? { headers } : {});

export async function monthRow(db: Db, projectId: number, userId: number, yearMonth: string) {
  const [row] = await db
    .select()
    .from(timesheetMonths)
    .where(
      and(
        eq(timesheetMonths.projectId, projectId),
        eq(timesheetMonths.userId, userId),
        eq(timesheetMonths.month, `${yearMonth}-01`),
      ),
    );
  return row ?? null;
}

/** The days and hundredths stored for a person on a project. */
export async function storedEntries(db: Db, projectId: number, userId: number) {
  const rows = await db
    .select({ day: timesheetEntries.day, hours: timesheetEntries.hours })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.projectId, projectId), eq(timesheetEntries.userId, userId)))
    .orderBy(asc(timesheetEntries.day));
  return rows.map((row) => [row.day, row.hours] as const);
}

/** Every month row whose total is not the sum of its entries (the invariant the save keeps). */
export async function totalsOffTheirEntries(db: Db) {
  const result = (await db.execute(sql`
    select m.id, m.total_hours, coalesce(sum(e.hours), 0)::int as summed
    from timesheet_months m
    left join timesheet_entries e on e.project_id = m.project_id and e.user_id = m.user_id
      and e.day >= m.month and e.day < (m.month + interval '1 month')::date
    group by m.id
    having m.total_hours <> coalesce(sum(e.hours), 0)`)) as unknown as { rows: unknown[] };
  return result.rows;
}

export async function bellOf(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.id));
}
