import { MESSAGES } from '@kazi/shared/messages';
import { seenByEveryone } from '@kazi/shared/reports/policy';
import { DAY_MS, formOf, overdueAt, type ProgressEventType } from '@kazi/shared/reports/rules';
import { eventsDueOn, type ScheduledEvent } from '@kazi/shared/reports/schedule';
import { and, eq, inArray } from 'drizzle-orm';
import { insertDeveloperRating, insertProgressReport, insertReportAttachment } from '../factories/reports.ts';
import { developerRatings, progressEvents, progressReports, projectActivities } from '../schema/index.ts';
import {
  addDays,
  atHour,
  type DemoProjectRow,
  dayOf,
  developersOn,
  factsOn,
  HISTORY_DAYS,
  hash,
  loadProjects,
  type PlannedEvent,
  reportFor,
} from './reports-content.ts';
import type { DemoSeeder } from './seeders.ts';

/**
 * Demo reports (ADR 030): three months of the events the report schedules make on the active demo
 * projects (eventsDueOn day by day, as the `reports.schedule` job does), with most past ones
 * answered — percentages rising, every progress status, a missed deadline, PM reports rating each
 * developer, client surveys, developer surveys, four images — and some left without a report
 * (overdue); the warehouse project keeps its empty state. The latest are pending: dev@demo.test's
 * developer update and, on the web shop, its developer survey, cm@demo.test's PM report and
 * client@demo.test's client survey. On a day when the
 * schedule leaves one of those without a pending event (a weekend, the other survey's week), one
 * is added for today as if its schedule had run. Plus a hand-added client and internal event, and
 * PM reports on two past milestones (planning's third past one stays overdue).
 */
export const seedReports: DemoSeeder = async ({ db, person, fileStore }) => {
  const now = new Date();
  const today = dayOf(now);
  const cm = person('cm@demo.test');
  const dev = person('dev@demo.test');
  const client = person('client@demo.test');
  const entries = await loadProjects(db);
  // The warehouse project (six days old, no team yet) keeps the empty states: no planning, no reports.
  const active = entries.filter(
    (e) => e.project.stage === 'active' && !e.project.archived && e.key !== 'warehouse',
  );
  const webShop = entries.find((e) => e.key === 'webShop');
  if (!webShop) throw new Error('demo project webShop is missing');

  const planned: PlannedEvent[] = [];
  const byEntry = new Map<PlannedEvent, DemoProjectRow>();
  const scheduled = (entry: DemoProjectRow, event: ScheduledEvent): PlannedEvent => {
    const created = atHour(event.day, 0);
    const row: PlannedEvent = {
      projectId: event.projectId,
      type: event.type,
      title: MESSAGES.reports.eventTypes[event.type],
      userId: event.userId,
      scheduledOn: event.day,
      dueAt: event.dueAt,
      createdById: null,
      createdAt: created < now ? created : now,
    };
    planned.push(row);
    byEntry.set(row, entry);
    return row;
  };
  for (const entry of active) {
    const first = dayOf(entry.project.createdAt);
    for (let back = HISTORY_DAYS; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      if (day < first) continue;
      for (const event of eventsDueOn(day, factsOn(entry, day))) scheduled(entry, event);
    }
  }

  // The role cases the demo always shows, pending on the day it is seeded.
  const pending = (e: PlannedEvent) => now.getTime() <= overdueAt(e.type, e.dueAt).getTime();
  const fileable = (e: PlannedEvent) => now.getTime() <= overdueAt(e.type, e.dueAt).getTime() + 7 * DAY_MS;
  const keepOpen = new Set<PlannedEvent>();
  const ensure = (
    type: ProgressEventType,
    userId: number,
    onlyWebShop: boolean,
    open: (e: PlannedEvent) => boolean,
  ) => {
    const mine = planned.filter(
      (e) => e.type === type && e.userId === userId && (!onlyWebShop || e.projectId === webShop.project.id),
    );
    const found = mine.filter(open);
    if (found.length) for (const e of found) keepOpen.add(e);
    else
      keepOpen.add(
        scheduled(webShop, {
          projectId: webShop.project.id,
          type,
          userId,
          day: today,
          dueAt: atHour(today, 17),
        }),
      );
  };
  ensure('developer', dev.id, false, pending);
  ensure('cm', cm.id, true, pending);
  ensure('developer_survey', dev.id, true, pending);
  // A client never sees overdue: any survey they may still answer reads pending to them.
  ensure('developer_rating', client.id, true, fileable);

  // Hand-added events on the web shop: a client report (filed, with an image) and an internal one (pending).
  const cso = webShop.project.csoId ?? cm.id;
  const clientEvent: PlannedEvent = {
    projectId: webShop.project.id,
    type: 'client',
    title: 'Monthly report for Acme: checkout and search',
    userId: cso,
    scheduledOn: null,
    dueAt: atHour(addDays(today, -9), 17),
    createdById: cm.id,
    createdAt: atHour(addDays(today, -16), 10),
    attachment: { name: 'checkout-conversion.png', rgb: [25, 118, 210] },
  };
  const internalEvent: PlannedEvent = {
    projectId: webShop.project.id,
    type: 'internal',
    title: 'Internal review: B2B portal estimate',
    userId: cm.id,
    scheduledOn: null,
    dueAt: atHour(addDays(today, -1), 17),
    createdById: cm.id,
    createdAt: atHour(addDays(today, -6), 10),
  };
  for (const event of [clientEvent, internalEvent]) {
    planned.push(event);
    byEntry.set(event, webShop);
  }
  keepOpen.add(internalEvent);

  // Answers: most past events, on their due day (now and then a day late); a few stay open.
  let missedDeadline = false;
  let stuck = false;
  const dueDesc = [...planned].sort((a, b) => b.dueAt.getTime() - a.dueAt.getTime());
  for (const event of [...dueDesc].reverse()) {
    const entry = byEntry.get(event) as DemoProjectRow;
    const day = event.scheduledOn ?? dayOf(event.dueAt);
    const daysAgo = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
    const h = hash(`${event.projectId}|${event.type}|${event.userId}|${day}|${event.title}`);
    if (keepOpen.has(event) || daysAgo <= 0) continue;
    const forced: Parameters<typeof reportFor>[4] = {};
    if (
      formOf(event.type) === 'pm_report' &&
      !missedDeadline &&
      entry.key === 'webShop' &&
      daysAgo >= 14 &&
      daysAgo <= 19
    ) {
      missedDeadline = true;
      forced.lastDeadlineMissed =
        'The checkout redesign went live three days late: the payment provider’s sandbox was down.';
      forced.status = 'behind_progressing';
    }
    if (
      event.type === 'developer' &&
      !stuck &&
      entry.key === 'supportApp' &&
      daysAgo >= 10 &&
      daysAgo <= 14
    ) {
      stuck = true;
      forced.status = 'behind_stuck';
    }
    // The missed deadline and the stuck update are always answered; the others mostly.
    const filedShare = daysAgo <= 2 ? 35 : 88;
    if (event !== clientEvent && !forced.status && h % 100 >= filedShare) continue;
    const late = daysAgo >= 3 && (h >>> 12) % 100 < 15;
    const at = late ? atHour(addDays(day, 1), 10) : atHour(day, 9 + ((h >>> 10) % 8));
    const by = event.userId as number;
    const developers = developersOn(entry, day);
    const form = formOf(event.type);
    if (form === 'client_rating') {
      if (developers.length === 0) continue; // nobody to rate: the survey stays open
      event.filing = {
        by,
        at,
        ratings: developers.map((userId) => ({ userId, rating: 3 + ((h + userId) % 3) })),
      };
      continue;
    }
    event.filing = { by, at, report: reportFor(event, entry, daysAgo, h, forced) };
    if (form === 'pm_report')
      event.filing.ratings = developers.map((userId) => ({ userId, rating: 3 + (((h >>> 2) + userId) % 3) }));
  }
  // Images on the client report and on dev@demo.test's three latest answered updates on the web shop.
  const images: PlannedEvent['attachment'][] = [
    { name: 'b2b-portal-draft.png', rgb: [67, 160, 71] },
    { name: 'search-results.png', rgb: [255, 160, 0] },
    { name: 'order-history.png', rgb: [142, 36, 170] },
  ];
  for (const event of dueDesc) {
    if (!images.length) break;
    if (event.type === 'developer' && event.userId === dev.id && event.projectId === webShop.project.id)
      if (event.filing?.report) event.attachment = images.shift();
  }

  const eventRows = await db
    .insert(progressEvents)
    .values(
      planned.map((e) => ({
        projectId: e.projectId,
        type: e.type,
        title: e.title,
        dueAt: e.dueAt,
        userId: e.userId,
        createdById: e.createdById,
        scheduledOn: e.scheduledOn,
        createdAt: e.createdAt,
        updatedAt: e.createdAt,
        completedAt: e.filing?.at ?? null,
      })),
    )
    .returning({ id: progressEvents.id });
  const idOf = new Map(planned.map((e, i) => [e, eventRows[i]?.id as number]));

  const filed = planned.filter((e) => e.filing?.report);
  const reportRows = filed.length
    ? await db
        .insert(progressReports)
        .values(
          filed.map((e) => ({
            eventId: idOf.get(e) as number,
            authorId: e.filing?.by,
            ...e.filing?.report,
            createdAt: e.filing?.at,
            updatedAt: e.filing?.at,
          })),
        )
        .returning({ id: progressReports.id, eventId: progressReports.eventId })
    : [];
  const ratings = planned.flatMap((e) =>
    (e.filing?.ratings ?? []).map((r) => ({
      eventId: idOf.get(e) as number,
      userId: r.userId,
      createdById: e.filing?.by,
      rating: r.rating,
      createdAt: e.filing?.at,
      updatedAt: e.filing?.at,
    })),
  );
  if (ratings.length) await db.insert(developerRatings).values(ratings);
  const reportOf = new Map(reportRows.map((r) => [r.eventId, r.id]));
  for (const event of filed) {
    if (!event.attachment || !event.filing) continue;
    await insertReportAttachment(db, {
      reportId: reportOf.get(idOf.get(event) as number) as number,
      ownerId: event.filing.by,
      name: event.attachment.name,
      store: fileStore,
      rgb: event.attachment.rgb,
    });
  }

  const activity: (typeof projectActivities.$inferInsert)[] = [];
  for (const event of planned) {
    const ref = { id: idOf.get(event) as number, title: event.title };
    if (event.scheduledOn === null && seenByEveryone(event.type))
      activity.push({
        projectId: event.projectId,
        actorId: event.createdById,
        action: 'progress_event_added',
        data: { event: ref, type: event.type },
        createdAt: event.createdAt,
      });
    if (event.filing && seenByEveryone(event.type))
      activity.push({
        projectId: event.projectId,
        actorId: event.filing.by,
        action: 'progress_report',
        data: { event: ref },
        createdAt: event.filing.at,
      });
  }

  // Planning's past milestones: two answered by their CM with a PM report, the third stays overdue.
  const milestones = await db
    .select()
    .from(progressEvents)
    .where(
      and(
        eq(progressEvents.type, 'milestone'),
        inArray(progressEvents.title, ['Designs approved', 'Data exported to the new CRM']),
      ),
    );
  for (const milestone of milestones) {
    const entry = entries.find((e) => e.project.id === milestone.projectId);
    if (!entry) continue;
    const author = entry.project.cmId ?? cm.id;
    const day = dayOf(new Date(milestone.dueAt.getTime() - DAY_MS));
    const at = atHour(day, 16);
    const daysAgo = Math.round((now.getTime() - at.getTime()) / DAY_MS);
    const h = hash(`milestone|${milestone.id}`);
    const plannedMilestone: PlannedEvent = { ...milestone, scheduledOn: null, createdById: null };
    const report = await insertProgressReport(db, {
      eventId: milestone.id,
      authorId: author,
      createdAt: at,
      ...reportFor(plannedMilestone, entry, Math.min(daysAgo, HISTORY_DAYS), h, { status: 'on_schedule' }),
    });
    for (const userId of developersOn(entry, day))
      await insertDeveloperRating(db, {
        eventId: milestone.id,
        userId,
        createdById: author,
        rating: 4,
        createdAt: at,
      });
    activity.push({
      projectId: milestone.projectId,
      actorId: author,
      action: 'progress_report',
      data: { event: { id: milestone.id, title: milestone.title } },
      createdAt: report.createdAt,
    });
  }
  if (activity.length) await db.insert(projectActivities).values(activity);
};
