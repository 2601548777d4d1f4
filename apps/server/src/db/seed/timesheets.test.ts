import { parseHours } from '@kazi/shared/hours/hours';
import { expectedMonthHundredths, isWeekend, previousMonth } from '@kazi/shared/timesheets/rules';
import type { TimesheetMonthSummary } from '@kazi/shared/timesheets/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  participationRates,
  participations,
  projects,
  timesheetEntries,
  timesheetMonths,
  users,
} from '../schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_PROJECTS } from './projects.ts';

let t: TestApp;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

const idOf = async (email: string) => {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} is missing`);
  return row.id;
};

/** dev@demo.test's months on the web shop, newest first, as `YYYY-MM` → row. */
async function devWebShopMonths() {
  const [shop] = await t.app.db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.webShop));
  const dev = await idOf('dev@demo.test');
  const rows = await t.app.db
    .select()
    .from(timesheetMonths)
    .where(and(eq(timesheetMonths.projectId, shop?.id ?? 0), eq(timesheetMonths.userId, dev)))
    .orderBy(asc(timesheetMonths.month));
  return { shop, dev, byMonth: new Map(rows.map((row) => [row.month.slice(0, 7), row])) };
}

describe('demo timesheets', () => {
  it('show dev@demo.test on the web shop the month in progress, one awaiting review, one rejected and one approved', async () => {
    const { shop, byMonth } = await devWebShopMonths();
    const cm = await idOf('cm@demo.test');
    const current = today().slice(0, 7);
    const last = previousMonth(current);
    expect(shop?.cmId).toBe(cm);
    expect(byMonth.size).toBeGreaterThanOrEqual(14);

    expect(byMonth.get(current)).toMatchObject({ status: 'pending', reviewedById: null });
    expect(byMonth.get(current)?.totalHours).toBeGreaterThan(0);

    const awaiting = byMonth.get(last);
    expect(awaiting).toMatchObject({ status: 'pending', reviewedById: null, reason: null });
    // Last month is above the expected hours (40 h a week: 176 h), so the reviewer sees it.
    expect(awaiting?.totalHours).toBeGreaterThan(expectedMonthHundredths(4000));

    const rejected = byMonth.get(previousMonth(last));
    expect(rejected).toMatchObject({ status: 'rejected', reviewedById: cm });
    expect(rejected?.reason).toBeTruthy();
    expect(rejected?.reviewedAt).toBeInstanceOf(Date);

    const approved = byMonth.get(previousMonth(previousMonth(last)));
    expect(approved).toMatchObject({ status: 'approved', reviewedById: cm, reason: null });
    expect(approved?.reviewedAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('answer the month view: dev@demo.test sees its four last months, the CM reviews, the client reads', async () => {
    const { shop } = await devWebShopMonths();
    const signIn = async (email: string) => {
      const client = new TestClient(t.app);
      expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
      return client;
    };
    const summary = async (client: TestClient, yearMonth: string) => {
      const response = await client.get(
        `/api/timesheet-entries/summary/?year_month=${yearMonth}&project=${shop?.id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as TimesheetMonthSummary;
    };
    const [dev, cm, client] = [
      await signIn('dev@demo.test'),
      await signIn('cm@demo.test'),
      await signIn('client@demo.test'),
    ];
    const current = today().slice(0, 7);
    const months = [current, previousMonth(current)];
    months.push(previousMonth(months[1] as string), previousMonth(previousMonth(months[1] as string)));
    const mine = [];
    for (const month of months) mine.push((await summary(dev, month)).results);
    expect(mine.map((rows) => rows.map((row) => row.status))).toEqual([
      ['pending'],
      ['pending'],
      ['rejected'],
      ['approved'],
    ]);
    expect(mine[0]?.[0]?.abilities.edit).toBe(true);
    expect(mine[2]?.[0]?.reason).toBeTruthy();
    expect(mine[3]?.[0]?.reviewed_by?.display_name).toBe('Lindiwe Dlamini');

    const awaiting = (await summary(cm, months[1] as string)).results;
    expect(awaiting.length).toBeGreaterThan(1);
    const devRow = awaiting.find((row) => row.user.display_name === 'Amina Nakato');
    expect(devRow?.abilities.review).toBe(true);
    expect(devRow?.total).toBeGreaterThan(devRow?.expected_hours ?? Infinity);
    const read = (await summary(client, months[1] as string)).results;
    expect(read.map((row) => row.user.id).sort()).toEqual(awaiting.map((row) => row.user.id).sort());
    expect(read.every((row) => !row.abilities.review && !row.abilities.edit)).toBe(true);
  });

  it('hold months in every status, over fourteen months, each total the sum of its entries', async () => {
    const months = await t.app.db.select().from(timesheetMonths);
    expect(new Set(months.map((m) => m.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(new Set(months.map((m) => m.month)).size).toBeGreaterThanOrEqual(14);
    const sums = await t.app.db
      .select({
        projectId: timesheetEntries.projectId,
        userId: timesheetEntries.userId,
        month: sql<string>`to_char(date_trunc('month', ${timesheetEntries.day}), 'YYYY-MM-DD')`,
        total: sql<number>`sum(${timesheetEntries.hours})::int`,
      })
      .from(timesheetEntries)
      .groupBy(timesheetEntries.projectId, timesheetEntries.userId, sql`3`);
    const key = (row: { projectId: number; userId: number; month: string }) =>
      `${row.projectId}:${row.userId}:${row.month}`;
    const monthTotals = new Map(months.map((m) => [key(m), m.totalHours]));
    for (const sum of sums) expect(monthTotals.get(key(sum)), key(sum)).toBe(sum.total);
    const summed = new Set(sums.map(key));
    for (const month of months.filter((m) => !summed.has(key(m))))
      expect(month.totalHours, key(month)).toBe(0);
  });

  it('log quarter hours from the first rate to today (to the archiving day), weekends mostly empty', async () => {
    const entries = await t.app.db
      .select({
        day: timesheetEntries.day,
        hours: timesheetEntries.hours,
        start: sql<string>`(select min(${participationRates.effectiveFrom})::text from ${participationRates}
          where ${participationRates.participationId} = ${participations.id})`,
        status: participations.status,
        archivedAt: projects.archivedAt,
      })
      .from(timesheetEntries)
      .innerJoin(
        participations,
        and(
          eq(participations.projectId, timesheetEntries.projectId),
          eq(participations.userId, timesheetEntries.userId),
        ),
      )
      .innerJoin(projects, eq(projects.id, timesheetEntries.projectId));
    expect(entries.length).toBeGreaterThan(500);
    const now = today();
    for (const entry of entries) {
      expect(entry.status).toBe('accepted');
      expect(entry.day >= entry.start && entry.day <= now, `${entry.day} from ${entry.start}`).toBe(true);
      if (entry.archivedAt) expect(entry.day <= entry.archivedAt.toISOString().slice(0, 10)).toBe(true);
      expect(entry.hours % 25).toBe(0);
      expect(entry.hours).toBeGreaterThan(0);
      expect(entry.hours).toBeLessThanOrEqual(2400);
    }
    const weekend = entries.filter((e) => isWeekend(e.day)).length;
    expect(weekend / entries.length).toBeLessThan(0.05);
  });

  it('have reviews only by the project’s CM or an admin, with a date, and reasons only on rejections', async () => {
    const rows = await t.app.db
      .select({
        status: timesheetMonths.status,
        month: timesheetMonths.month,
        reviewedById: timesheetMonths.reviewedById,
        reviewedAt: timesheetMonths.reviewedAt,
        reason: timesheetMonths.reason,
        cmId: projects.cmId,
        reviewerIsAdmin: users.isAdmin,
      })
      .from(timesheetMonths)
      .innerJoin(projects, eq(projects.id, timesheetMonths.projectId))
      .leftJoin(users, eq(users.id, timesheetMonths.reviewedById));
    for (const row of rows) {
      if (row.status === 'pending') {
        expect(row).toMatchObject({ reviewedById: null, reviewedAt: null, reason: null });
        continue;
      }
      expect(row.reviewedById === row.cmId || row.reviewerIsAdmin, JSON.stringify(row)).toBe(true);
      const reviewedOn = row.reviewedAt?.toISOString().slice(0, 10) ?? '';
      expect(row.reviewedAt?.getTime()).toBeLessThanOrEqual(Date.now());
      // Reviewed after the month's last day: in a later month.
      expect(reviewedOn.slice(0, 7) > row.month.slice(0, 7), `${row.month} reviewed ${reviewedOn}`).toBe(
        true,
      );
      if (row.status === 'rejected') expect(row.reason).toBeTruthy();
      else expect(row.reason).toBeNull();
    }
  });

  it('follow each member’s hours per week: expected hours come from the rate in effect', async () => {
    // Designer on the web shop works 20 h a week: a full month stays near 88 h, far below 176 h.
    const designer = await idOf('designer@demo.test');
    const [shop] = await t.app.db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.webShop));
    const [rate] = await t.app.db
      .select({ hours: participationRates.hoursPerWeek })
      .from(participationRates)
      .innerJoin(participations, eq(participations.id, participationRates.participationId))
      .where(and(eq(participations.projectId, shop?.id ?? 0), eq(participations.userId, designer)));
    const expected = expectedMonthHundredths(parseHours(rate?.hours ?? '0') ?? 0);
    const months = await t.app.db
      .select({ total: timesheetMonths.totalHours })
      .from(timesheetMonths)
      .where(and(eq(timesheetMonths.projectId, shop?.id ?? 0), eq(timesheetMonths.userId, designer)));
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(month.total).toBeLessThan(expected * 1.3);
  });
});
