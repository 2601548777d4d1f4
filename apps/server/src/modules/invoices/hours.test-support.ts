// The invoices-from-hours and payouts-from-hours API tests' world: a project whose months are
// approved at rates that change within a month.
import type { Role } from '@kazi/shared/auth/roles';
import type { FromHoursCreated, FromHoursList } from '@kazi/shared/invoices/from-hours';
import { todayIso } from '@kazi/shared/team/rules';
import { previousMonth } from '@kazi/shared/timesheets/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addParticipant, createProject, type ProjectRow } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { participationRates, participations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn, type TestClient } from '../../test/client.ts';

export const LAST_MONTH = previousMonth(todayIso().slice(0, 7));
export const TWO_BACK = previousMonth(LAST_MONTH);
export const day = (yearMonth: string, n: number) => `${yearMonth}-${String(n).padStart(2, '0')}`;

export async function hoursPeople(t: TestApp) {
  const as = (role: Role) => loginAs(t.app, role);
  return {
    admin: await as('admin'),
    finance: await as('pay_admin'),
    staff: await as('staff'),
    cm: await as('client_manager'),
    cso: await as('client_support_officer'),
    owner: await as('client'),
    dev: await as('developer'),
    dev2: await as('developer'),
    dev3: await as('developer'),
  };
}
export type HoursPeople = Awaited<ReturnType<typeof hoursPeople>>;

/** Adds a rate change: from `effectiveFrom`, `clientRateMinor` an hour. */
async function changeRate(db: Db, participationId: number, effectiveFrom: string, clientRateMinor: number) {
  await db
    .insert(participationRates)
    .values({ participationId, effectiveFrom, hoursPerWeek: '40', payoutRateMinor: 2500, clientRateMinor });
}

/**
 * A project owned by the client (a Dutch company: 21 % VAT), its CM and CSO, with `dev` at 40.00
 * an hour and `dev2` at 38.00 until the 15th of last month, 45.00 from then, both since 2020, and
 * `dev3` at 50.00. Last month: dev's and dev2's months approved, dev3's pending; the month before:
 * dev's pending.
 */
export async function hoursProject(
  db: Db,
  p: HoursPeople,
  overrides: Parameters<typeof createProject>[1] = {},
): Promise<ProjectRow> {
  const project = await createProject(db, {
    ownerId: p.owner.user.id,
    createdById: p.owner.user.id,
    cmId: p.cm.user.id,
    csoId: p.cso.user.id,
    ...overrides,
  });
  await addParticipant(db, project.id, p.dev.user.id, { clientRateMinor: 4000 });
  const second = await addParticipant(db, project.id, p.dev2.user.id, { clientRateMinor: 3800 });
  await changeRate(db, second.id, day(LAST_MONTH, 15), 4500);
  await addParticipant(db, project.id, p.dev3.user.id, { clientRateMinor: 5000 });
  const approved = { status: 'approved' as const, reviewedById: p.cm.user.id };
  await insertTimesheetMonth(db, {
    projectId: project.id,
    userId: p.dev.user.id,
    month: LAST_MONTH,
    hoursByDay: { [day(LAST_MONTH, 3)]: 800, [day(LAST_MONTH, 4)]: 725 },
    ...approved,
  });
  await insertTimesheetMonth(db, {
    projectId: project.id,
    userId: p.dev2.user.id,
    month: LAST_MONTH,
    hoursByDay: { [day(LAST_MONTH, 10)]: 800, [day(LAST_MONTH, 14)]: 25, [day(LAST_MONTH, 20)]: 750 },
    ...approved,
  });
  await insertTimesheetMonth(db, {
    projectId: project.id,
    userId: p.dev3.user.id,
    month: LAST_MONTH,
    hoursByDay: { [day(LAST_MONTH, 5)]: 600 },
  });
  await insertTimesheetMonth(db, {
    projectId: project.id,
    userId: p.dev.user.id,
    month: TWO_BACK,
    hoursByDay: { [day(TWO_BACK, 5)]: 600 },
  });
  return project;
}

export const list = async (who: SignedIn | TestClient, projectId: number) => {
  const client = 'client' in who ? who.client : who;
  return client.get(`/api/invoices/from-hours/?project=${projectId}`);
};
export const listed = async (who: SignedIn, projectId: number) =>
  (await list(who, projectId)).json() as FromHoursList;

export const create = (who: SignedIn, projectId: number, month: string, headers?: Record<string, string>) =>
  who.client.post('/api/invoices/from-hours/', { project: projectId, month }, headers ? { headers } : {});
export const created = async (who: SignedIn, projectId: number, month: string) => {
  const response = await create(who, projectId, month);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json() as FromHoursCreated;
};

// Payouts from approved hours (ADR 036).

/** Sets the payout rate (EUR) of the member's rate row that takes effect on `effectiveFrom`. */
async function setPayoutRate(
  db: Db,
  projectId: number,
  userId: number,
  effectiveFrom: string,
  minor: number,
) {
  const [participation] = await db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.projectId, projectId), eq(participations.userId, userId)));
  if (!participation) throw new Error('not on the team');
  await db
    .update(participationRates)
    .set({ payoutRateMinor: minor })
    .where(
      and(
        eq(participationRates.participationId, participation.id),
        eq(participationRates.effectiveFrom, effectiveFrom),
      ),
    );
}

export const payoutMonths = (who: SignedIn, projectId: number) =>
  who.client.get(`/api/invoices/payouts/from-hours/?project=${projectId}`);
export const payOut = (who: SignedIn, projectId: number, month: string, headers?: Record<string, string>) =>
  who.client.post(
    '/api/invoices/payouts/from-hours/',
    { project: projectId, month },
    headers ? { headers } : {},
  );

/**
 * hoursProject with payout rates: last month dev 15.25 h (client 40.00), dev2 8.25 h before the
 * 15th (client 38.00) and 7.5 h after (45.00), dev3 pending. Payout rates: 25.00, and dev2 30.00
 * from the 15th.
 */
export async function payoutHoursProject(db: Db, p: HoursPeople): Promise<ProjectRow> {
  const project = await hoursProject(db, p);
  await setPayoutRate(db, project.id, p.dev2.user.id, day(LAST_MONTH, 15), 3000);
  return project;
}
