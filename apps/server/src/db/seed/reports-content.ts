import {
  BLOCKER_REASONS,
  DAY_MS,
  formOf,
  type ProgressEventType,
  type ProgressStatus,
} from '@kazi/shared/reports/rules';
import { DEFAULT_REPORT_SETTINGS, type ScheduledProject } from '@kazi/shared/reports/schedule';
import { and, eq, inArray } from 'drizzle-orm';
import { participations, type progressReports, projects } from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

/**
 * What the demo's reports say and where they are filed (ADR 030): the active demo projects as the
 * schedule saw them day by day, and each form's answers, stable per event (a hash of it picks them).
 */
/** How far back the demo's schedules ran. */
export const HISTORY_DAYS = 90;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
export const atHour = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);

/** A small stable hash (FNV-1a): the same event always gets the same answers. */
export function hash(text: string): number {
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

export interface PlannedEvent {
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
export async function loadProjects(db: Parameters<DemoSeeder>[0]['db']) {
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

export type DemoProjectRow = Awaited<ReturnType<typeof loadProjects>>[number];

/** The project as the schedule saw it on a day: only members accepted by then. */
export function factsOn(entry: DemoProjectRow, day: string): ScheduledProject {
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

export const developersOn = (entry: DemoProjectRow, day: string) =>
  entry.members.filter((m) => m.acceptedAt && dayOf(m.acceptedAt) <= day).map((m) => m.userId);

/** A progress report's answers for its form, `daysAgo` days before today on its project. */
export function reportFor(
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
