import { seenByEveryone } from '@kazi/shared/reports/policy';
import { isStillEditable, overdueAt, reportStatus } from '@kazi/shared/reports/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  developerRatings,
  files,
  participations,
  progressEvents,
  progressReportAttachments,
  progressReports,
  projectActivities,
  projects,
  users,
} from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PROJECTS } from './projects.ts';

let t: TestApp;
let seedMs = 0;

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
  seedMs = Date.now() - started;
});
afterAll(() => t.close());

const idOf = async (email: string) => {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} is missing`);
  return row.id;
};
const projectId = async (title: string) => {
  const [row] = await t.app.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`${title} is missing`);
  return row.id;
};

type EventRow = typeof progressEvents.$inferSelect;
const statusOf = (e: EventRow, now = new Date()) =>
  reportStatus({ completed: e.completedAt !== null, overdueAt: e.overdueAt }, now, true);

describe('demo reports', () => {
  it('keep the whole demo seed quick (it runs on first start)', () => {
    expect(seedMs).toBeLessThan(60_000);
  });

  it('hold three months of scheduled events on the active projects, with the schedule’s titles and due hour', async () => {
    const events = await t.app.db.select().from(progressEvents);
    const scheduled = events.filter((e) => e.scheduledOn !== null);
    expect(scheduled.length).toBeGreaterThan(300);
    const days = scheduled.map((e) => e.scheduledOn as string).sort();
    const today = new Date().toISOString().slice(0, 10);
    expect(days.at(-1)).toBe(today);
    expect(Date.parse(today) - Date.parse(days[0] as string)).toBeGreaterThanOrEqual(85 * 86_400_000);
    const titles = { developer: 'Developer update', cm: 'PM report', developer_rating: 'Client survey' };
    for (const e of scheduled) {
      expect(e.dueAt.toISOString(), e.title).toBe(`${e.scheduledOn}T17:00:00.000Z`);
      expect(e.overdueAt.getTime()).toBe(overdueAt(e.type, e.dueAt).getTime());
      expect(e.userId).not.toBeNull();
      if (e.type in titles) expect(e.title).toBe(titles[e.type as keyof typeof titles]);
    }
    const archived = await t.app.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.archived, true));
    const archivedIds = new Set(archived.map((p) => p.id));
    expect(scheduled.some((e) => archivedIds.has(e.projectId))).toBe(false);
    const warehouse = await projectId(DEMO_PROJECTS.warehouse);
    expect(events.some((e) => e.projectId === warehouse)).toBe(false);
    // Developer updates only on the members' update days (dev@demo.test: Mon, Wed, Fri on the web shop).
    const dev = await idOf('dev@demo.test');
    const shop = await projectId(DEMO_PROJECTS.webShop);
    const [member] = await t.app.db
      .select()
      .from(participations)
      .where(sql`${participations.projectId} = ${shop} and ${participations.userId} = ${dev}`);
    const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const devUpdates = scheduled.filter(
      (e) => e.type === 'developer' && e.userId === dev && e.projectId === shop && e.scheduledOn !== today,
    );
    expect(devUpdates.length).toBeGreaterThan(30);
    for (const e of devUpdates) expect(member?.updateDays).toContain(weekday(e.scheduledOn as string));
  });

  it('show every status, and each event is completed exactly when something was filed on it', async () => {
    const events = await t.app.db.select().from(progressEvents);
    const shop = await projectId(DEMO_PROJECTS.webShop);
    const statuses = new Set(events.filter((e) => e.projectId === shop).map((e) => statusOf(e)));
    expect(statuses).toEqual(new Set(['completed', 'pending', 'overdue']));
    const filed = [
      ...(await t.app.db.select().from(progressReports)),
      ...(await t.app.db.select().from(developerRatings)),
    ];
    const firstOf = new Map<number, number>();
    for (const row of filed) {
      const at = row.createdAt.getTime();
      firstOf.set(row.eventId, Math.min(firstOf.get(row.eventId) ?? at, at));
    }
    for (const e of events) {
      expect(e.completedAt?.getTime() ?? null, `${e.id} ${e.title}`).toBe(firstOf.get(e.id) ?? null);
      if (e.completedAt) expect(e.completedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const completed = events.filter((e) => e.completedAt && e.dueAt.getTime() < Date.now());
    expect(
      completed.length / events.filter((e) => e.dueAt.getTime() < Date.now() - 3 * 86_400_000).length,
    ).toBeGreaterThan(0.7);
  });

  it('leave the role cases pending: dev’s update, the CM’s PM report, the client’s and the developer’s surveys', async () => {
    const now = new Date();
    const [dev, cm, client, shop] = [
      await idOf('dev@demo.test'),
      await idOf('cm@demo.test'),
      await idOf('client@demo.test'),
      await projectId(DEMO_PROJECTS.webShop),
    ];
    const events = await t.app.db.select().from(progressEvents);
    const pending = (e: EventRow) => statusOf(e, now) === 'pending';
    const devUpdate = events.find((e) => e.type === 'developer' && e.userId === dev && pending(e));
    expect(devUpdate).toBeDefined();
    expect(now.getTime() - (devUpdate?.dueAt.getTime() ?? 0)).toBeLessThan(2 * 86_400_000);
    expect(events.some((e) => e.type === 'cm' && e.userId === cm && e.projectId === shop && pending(e))).toBe(
      true,
    );
    expect(
      events.some(
        (e) => e.type === 'developer_survey' && e.userId === dev && e.projectId === shop && pending(e),
      ),
    ).toBe(true);
    // The client never sees overdue: a survey they may still answer reads pending to them.
    const survey = events.find(
      (e) =>
        e.type === 'developer_rating' &&
        e.userId === client &&
        e.projectId === shop &&
        e.completedAt === null &&
        isStillEditable(e.overdueAt, now),
    );
    expect(survey).toBeDefined();
    expect(reportStatus({ completed: false, overdueAt: survey?.overdueAt ?? now }, now, false)).toBe(
      'pending',
    );
    // Some developer updates went overdue a day after they were due.
    expect(events.some((e) => e.type === 'developer' && statusOf(e, now) === 'overdue')).toBe(true);
  });

  it('answer with every form: statuses, a stuck reason, a missed deadline, ratings of each developer, surveys, images', async () => {
    const reports = await t.app.db
      .select({ report: progressReports, event: progressEvents })
      .from(progressReports)
      .innerJoin(progressEvents, eq(progressEvents.id, progressReports.eventId));
    expect(new Set(reports.map((r) => r.report.status).filter(Boolean))).toEqual(
      new Set(['ahead', 'on_schedule', 'behind_progressing', 'behind_stuck']),
    );
    for (const { report, event } of reports) {
      if (report.status === 'behind_stuck') expect(report.stuckReason).not.toBeNull();
      if (report.nextDeadlineMeet === false) {
        expect(report.nextDeadlineFailReason).toBeTruthy();
        expect(report.remarks).toBeTruthy();
      }
      if (event.type === 'developer_survey') {
        expect(report.rateCommunication).toBeGreaterThanOrEqual(1);
        expect(report.status).toBeNull();
      } else expect(report.percentage).toBeGreaterThan(0);
      if (event.type === 'client') expect(report.rateDeliverables).not.toBeNull();
      expect(report.authorId).toBe(event.userId ?? report.authorId);
    }
    const missed = reports.filter((r) => r.report.lastDeadlineMet === false);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed[0]?.report.deadlineReport).toBeTruthy();
    expect(reports.some((r) => r.event.type === 'developer_survey')).toBe(true);

    // Percentages rise: the web shop's PM reports, first month against the last.
    const shop = await projectId(DEMO_PROJECTS.webShop);
    const pm = reports
      .filter((r) => r.event.projectId === shop && r.event.type === 'cm')
      .sort((a, b) => a.event.dueAt.getTime() - b.event.dueAt.getTime());
    const mean = (rows: typeof pm) => rows.reduce((s, r) => s + (r.report.percentage ?? 0), 0) / rows.length;
    expect(mean(pm.slice(-4))).toBeGreaterThan(mean(pm.slice(0, 4)) + 20);

    // PM reports rate every developer on the team; filed client surveys too.
    const ratings = await t.app.db.select().from(developerRatings);
    const members = await t.app.db.select().from(participations).where(eq(participations.status, 'accepted'));
    const events = await t.app.db.select().from(progressEvents);
    for (const event of events.filter((e) => e.type === 'cm' || e.type === 'developer_rating')) {
      if (!event.completedAt) continue;
      const team = members
        .filter((m) => m.projectId === event.projectId && m.acceptedAt && m.acceptedAt <= event.dueAt)
        .map((m) => m.userId)
        .sort();
      const rated = ratings
        .filter((r) => r.eventId === event.id)
        .map((r) => r.userId)
        .sort();
      expect(rated, `${event.type} ${event.id}`).toEqual(team);
      expect(ratings.filter((r) => r.eventId === event.id).every((r) => r.createdById === event.userId)).toBe(
        true,
      );
    }
    expect(ratings.some((r) => events.find((e) => e.id === r.eventId)?.type === 'developer_rating')).toBe(
      true,
    );

    const attachments = await t.app.db
      .select({ file: files })
      .from(progressReportAttachments)
      .innerJoin(files, eq(files.id, progressReportAttachments.fileId));
    expect(attachments.length).toBeGreaterThanOrEqual(3);
    expect(attachments.length).toBeLessThanOrEqual(4);
    for (const { file } of attachments) {
      expect(file.mimeType).toBe('image/png');
      const stream = await t.app.fileStore.open(file.storedName);
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('add a client and an internal event by hand, and answer two past milestones (one stays overdue)', async () => {
    const events = await t.app.db.select().from(progressEvents);
    const hand = events.filter((e) => e.scheduledOn === null && e.type !== 'milestone');
    expect(hand.map((e) => e.type).sort()).toEqual(['client', 'internal']);
    const milestones = events.filter((e) => e.type === 'milestone' && e.dueAt.getTime() < Date.now());
    expect(milestones.filter((e) => e.completedAt).length).toBe(2);
    expect(milestones.filter((e) => statusOf(e) === 'overdue').length).toBe(1);
    // The feed names the reports on events everyone on the project sees (updates, milestones) only.
    const activity = await t.app.db
      .select()
      .from(projectActivities)
      .where(inArray(projectActivities.action, ['progress_report']));
    const byId = new Map(events.map((e) => [e.id, e]));
    const reported = await t.app.db.select({ eventId: progressReports.eventId }).from(progressReports);
    const open = reported.filter((r) => seenByEveryone(byId.get(r.eventId)?.type ?? 'cm'));
    expect(activity.length).toBe(open.length);
    expect(
      activity.every((a) =>
        seenByEveryone(byId.get((a.data as { event: { id: number } }).event.id)?.type ?? 'cm'),
      ),
    ).toBe(true);
  });
});
