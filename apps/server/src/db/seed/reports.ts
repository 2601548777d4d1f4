import { MESSAGES } from '@kazi/shared/messages';
import { seenByEveryone } from '@kazi/shared/reports/policy';
import {
  BLOCKER_REASONS,
  DAY_MS,
  formOf,
  overdueAt,
  type ProgressEventType,
  type ProgressStatus,
} from '@kazi/shared/reports/rules';
import {
  DEFAULT_REPORT_SETTINGS,
  eventsDueOn,
  type ScheduledEvent,
  type ScheduledProject,
} from '@kazi/shared/reports/schedule';
import { and, eq, inArray } from 'drizzle-orm';
import { insertDeveloperRating, insertProgressReport, insertReportAttachment } from '../factories/reports.ts';
import {
  developerRatings,
  participations,
  progressEvents,
  progressReports,
  projectActivities,
  projects,
} from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

/** How far back the demo's schedules ran. */
const HISTORY_DAYS = 90;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const atHour = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);

/** A small stable hash (FNV-1a): the same event always gets the same answers. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const pick = <T>(items: readonly T[], h: number): T => items[h % items.length] as T;

type ReportValues = Omit<typeof progressReports.$inferInsert, 'id' | 'eventId' | 'authorId'>;

/** What was filed on an event: a report, ratings (client survey, PM report), or both. */
interface Filing {
  by: number;
  at: Date;
  report?: ReportValues;
  ratings?: { userId: number; rating: number }[];
}

interface PlannedEvent {
  projectId: number;
  type: ProgressEventType;
  title: string;
  userId: number | null;
  scheduledOn: string | null;
  dueAt: Date;
  createdById: number | null;
  createdAt: Date;
  filing?: Filing;
  /** A PNG to attach to its report. */
  attachment?: { name: string; rgb: [number, number, number] };
}

/** What each project's reports say: the work's percentage from 90 days ago to today, and their texts. */
const STORY: Partial<
  Record<DemoProjectKey, { from: number; to: number; accomplished: string[]; todo: string[] }>
> = {
  webShop: {
    from: 38,
    to: 86,
    accomplished: [
      'Finished the address step of the new checkout and its validation messages.',
      'Product search now ranks by stock and margin; the filters load in under 200 ms.',
      'Fixed the VAT rounding on B2B invoices and added tests for the edge cases.',
      'Reviewed the B2B portal wireframes with Sophie and split them into tickets.',
      'Payment provider sandbox integrated; card and iDEAL payments pass end to end.',
      'Order history page for business accounts, with CSV export.',
    ],
    todo: [
      'Connect the B2B price lists to the cart and show net prices.',
      'Finish the search index migration with the hosting provider.',
      'Accessibility pass on the checkout (keyboard and screen reader).',
      'Bulk ordering from a pasted list of SKUs.',
      'Load test the checkout before the campaign week.',
    ],
  },
  supportApp: {
    from: 8,
    to: 68,
    accomplished: [
      'Delivery tracking screen with live status updates from the carrier API.',
      'Chat with support: message list, attachments and push notifications.',
      'Login with magic links, on iOS and Android.',
      'Fixed the crash on Android 12 when the app resumes from the background.',
      'Designs of the onboarding screens implemented and reviewed.',
    ],
    todo: [
      'Offline mode for the delivery list.',
      'Second round of the App Store review for the chat feature.',
      'Ratings of finished deliveries.',
      'Beta feedback from the TestFlight group.',
    ],
  },
  tracking: {
    from: 4,
    to: 32,
    accomplished: [
      'Map of the fleet with the vehicles’ last known positions.',
      'ETA model prototype on last year’s trips (mean error 6 minutes).',
      'Dispatcher interviews summarised into user stories.',
    ],
    todo: [
      'Live position updates over websockets.',
      'Route history for a vehicle.',
      'Alerts on late trucks.',
    ],
  },
  internal: {
    from: 3,
    to: 24,
    accomplished: [
      'Booking form with the freight types and their rules.',
      'Quote calculation from the rate tables.',
      'Set up staging and the deployment pipeline.',
    ],
    todo: ['Customer accounts and saved addresses.', 'Invoice PDFs.', 'Admin screen for the rate tables.'],
  },
  crm: {
    from: 90,
    to: 100,
    accomplished: ['Exported the contacts, deals and notes; the counts match the old CRM.'],
    todo: ['Switch the old CRM to read-only and hand over the archive.'],
  },
};

const FAIL_REASONS = [
  'The payment provider changed its API and the sandbox was down for two days.',
  'Waiting for the final designs of two screens.',
  'A blocking bug in the framework upgrade took longer than planned.',
];
const REMEDIES = [
  'We move the least important ticket to the next sprint and keep the client informed.',
  'A second developer pairs on it this week.',
  'We agreed a workaround with the client and will replace it later.',
];

/** The demo's active projects with what the scheduler knows of them. */
async function loadProjects(db: Parameters<DemoSeeder>[0]['db']) {
  const titles = Object.values(DEMO_PROJECTS) as string[];
  const rows = await db.select().from(projects).where(inArray(projects.title, titles));
  const members = await db
    .select()
    .from(participations)
    .where(
      and(
        inArray(
          participations.projectId,
          rows.map((p) => p.id),
        ),
        eq(participations.status, 'accepted'),
      ),
    );
  const keyOf = (title: string) =>
    (Object.keys(DEMO_PROJECTS) as DemoProjectKey[]).find((key) => DEMO_PROJECTS[key] === title);
  return rows.map((project) => ({
    project,
    key: keyOf(project.title) as DemoProjectKey,
    members: members.filter((m) => m.projectId === project.id),
  }));
}

type DemoProjectRow = Awaited<ReturnType<typeof loadProjects>>[number];

/** The project as the schedule saw it on a day: only members accepted by then. */
function factsOn(entry: DemoProjectRow, day: string): ScheduledProject {
  return {
    id: entry.project.id,
    ownerId: entry.project.ownerId,
    cmId: entry.project.cmId,
    notificationsDisabled: entry.project.notificationsDisabled,
    settings: DEFAULT_REPORT_SETTINGS,
    members: entry.members
      .filter((m) => m.acceptedAt && dayOf(m.acceptedAt) <= day)
      .map((m) => ({ userId: m.userId, updatesEnabled: m.updatesEnabled, updateDays: m.updateDays })),
  };
}

const developersOn = (entry: DemoProjectRow, day: string) =>
  entry.members.filter((m) => m.acceptedAt && dayOf(m.acceptedAt) <= day).map((m) => m.userId);

/** A progress report's answers for its form, `daysAgo` days before today on its project. */
function reportFor(
  event: PlannedEvent,
  entry: DemoProjectRow,
  daysAgo: number,
  h: number,
  forced: { status?: ProgressStatus; lastDeadlineMissed?: string } = {},
): ReportValues {
  const form = formOf(event.type);
  if (form === 'developer_survey') return { rateCommunication: h % 9 === 0 ? 2 : 3 + (h % 3) };
  const story = STORY[entry.key] ?? STORY.webShop;
  if (!story) throw new Error('demo report story is missing');
  const share = 1 - daysAgo / HISTORY_DAYS;
  const percentage = Math.min(
    100,
    Math.max(1, Math.round(story.from + (story.to - story.from) * share) + ((h >>> 4) % 7) - 3),
  );
  const roll = (h >>> 8) % 100;
  const status: ProgressStatus =
    forced.status ??
    (roll < 12 ? 'ahead' : roll < 72 ? 'on_schedule' : roll < 93 ? 'behind_progressing' : 'behind_stuck');
  const meets = status === 'behind_stuck' ? false : status === 'behind_progressing' ? h % 2 === 0 : true;
  const day = event.scheduledOn ?? dayOf(event.dueAt);
  const values: ReportValues = {
    status,
    percentage,
    accomplished: pick(story.accomplished, h >>> 3),
    todo: pick(story.todo, h >>> 5),
    nextDeadline: addDays(day, 7 + (h % 7)),
    nextDeadlineMeet: meets,
    nextDeadlineFailReason: meets ? null : pick(FAIL_REASONS, h >>> 6),
    remarks: meets ? null : pick(REMEDIES, h >>> 7),
    stuckReason: status === 'behind_stuck' ? pick(BLOCKER_REASONS, h >>> 9) : null,
  };
  if (form === 'client_report') values.rateDeliverables = 3 + (h % 3);
  if (form === 'pm_report') {
    values.lastDeadlineMet = !forced.lastDeadlineMissed;
    if (forced.lastDeadlineMissed) {
      values.deadlineReport = forced.lastDeadlineMissed;
      values.deadlineMissCommunicated = true;
    }
  }
  return values;
}

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
