import { parseHours } from '@kazi/shared/hours/hours';
import { rateOn } from '@kazi/shared/team/rules';
import {
  DAY_STEP_HUNDREDTHS,
  daysOfMonth,
  expectedMonthHundredths,
  isWeekend,
  MAX_DAY_HUNDREDTHS,
  previousMonth,
  type TimesheetStatus,
  workingDaysOf,
  yearMonthOf,
} from '@kazi/shared/timesheets/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { insertTimesheetMonth } from '../factories/timesheets.ts';
import { participationRates, participations, projects, users } from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

const CM = 'cm@demo.test';
const ADMIN = 'admin@demo.test';

/** How one month of one member ends up (months back from the current one, 1 = last month). */
interface MonthPlan {
  status: TimesheetStatus;
  by?: string;
  reason?: string;
  /** Overtime on some days, so the month's total is above the expected hours. */
  overExpected?: boolean;
}

/**
 * The recent months that are not simply approved by the project's CM. Every month older than the
 * ones named here is approved (by the CM, every fifth by the admin); the current month is pending
 * and partly filled; months of archived projects are all approved. dev@demo.test on the web shop
 * (whose CM and client are cm@ and client@demo.test) has one of each: last month awaiting review
 * and above the expected hours, the month before rejected with a reason, the one before approved.
 */
const PLANS: { project: DemoProjectKey; email: string; months: Record<number, MonthPlan> }[] = [
  {
    project: 'webShop',
    email: 'dev@demo.test',
    months: {
      1: { status: 'pending', overExpected: true },
      2: {
        status: 'rejected',
        by: CM,
        reason:
          'The 12 hours on the checkout bug belong to the support app project: please move them there and submit again.',
      },
      3: { status: 'approved', by: CM },
      4: { status: 'approved', by: ADMIN },
    },
  },
  { project: 'webShop', email: 'designer@demo.test', months: { 1: { status: 'pending' } } },
  {
    project: 'supportApp',
    email: 'jabari@demo.test',
    months: {
      1: { status: 'pending' },
      2: {
        status: 'rejected',
        by: ADMIN,
        reason: 'Two days are logged twice (Monday and Tuesday of the second week). Please correct them.',
      },
    },
  },
  { project: 'tracking', email: 'spacelead@demo.test', months: { 1: { status: 'pending' } } },
  { project: 'internal', email: 'amani@demo.test', months: { 1: { status: 'pending' } } },
];

/** A small stable hash (FNV-1a), so the same person, project and day always get the same hours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const quarter = (hundredths: number) =>
  Math.min(
    MAX_DAY_HUNDREDTHS,
    Math.max(0, Math.round(hundredths / DAY_STEP_HUNDREDTHS) * DAY_STEP_HUNDREDTHS),
  );

const VARIATION = [-50, -25, 0, 0, 0, 0, 25, 50];

/**
 * Hours of one working day around hours per week / 5 (a day off now and then), or of a weekend
 * day (mostly none), in hundredths and quarter hours.
 */
function hoursOf(seed: string, day: string, hoursPerWeek: number): number {
  const h = hash(`${seed}|${day}`);
  if (isWeekend(day)) return h % 100 < 4 ? 200 + DAY_STEP_HUNDREDTHS * (h % 9) : 0;
  if (h % 100 < 7) return 0;
  const variation = VARIATION[(h >>> 8) % VARIATION.length] ?? 0;
  return Math.max(DAY_STEP_HUNDREDTHS, quarter(hoursPerWeek / 5 + variation));
}

/** Adds 2 h to working days until the month is 8 h above the expected hours. */
function addOvertime(hoursByDay: Record<string, number>, expected: number) {
  const total = () => Object.values(hoursByDay).reduce((sum, hours) => sum + hours, 0);
  for (const day of Object.keys(hoursByDay).sort()) {
    if (total() > expected + 800) return;
    if (!isWeekend(day)) hoursByDay[day] = Math.min(MAX_DAY_HUNDREDTHS, (hoursByDay[day] ?? 0) + 200);
  }
}

/** The third working day of the month after `yearMonth`, 10:00 UTC (when reviews happen), or now. */
function reviewedAt(yearMonth: string, now: Date): Date {
  const [year = 0, month = 0] = yearMonth.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const when = new Date(`${workingDaysOf(next)[2]}T10:00:00Z`);
  return when < now ? when : now;
}

/**
 * Demo timesheets: every accepted member of the demo projects logs hours from the day their first
 * rate applies to today (to the archiving day on archived projects), quarter hours around their
 * hours per week / 5 on working days, weekends mostly empty, nothing in the future. Months are
 * reviewed by the project's CM or the admin (see PLANS); each month's total is the sum of its
 * entries (insertTimesheetMonth).
 */
export const seedTimesheets: DemoSeeder = async ({ db, person }) => {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const currentMonth = yearMonthOf(today);
  const titles = Object.values(DEMO_PROJECTS) as string[];
  const members = await db
    .select({ participation: participations, project: projects, email: users.email })
    .from(participations)
    .innerJoin(projects, eq(projects.id, participations.projectId))
    .innerJoin(users, eq(users.id, participations.userId))
    .where(and(inArray(projects.title, titles), eq(participations.status, 'accepted')))
    .orderBy(asc(participations.id));
  const keyOf = (title: string) =>
    (Object.keys(DEMO_PROJECTS) as DemoProjectKey[]).find((key) => DEMO_PROJECTS[key] === title);

  for (const { participation, project, email } of members) {
    const rates = (
      await db
        .select()
        .from(participationRates)
        .where(eq(participationRates.participationId, participation.id))
        .orderBy(asc(participationRates.effectiveFrom))
    ).map((rate) => ({ effective_from: rate.effectiveFrom, hours: parseHours(rate.hoursPerWeek) ?? 0 }));
    const first = rates[0]?.effective_from;
    if (!first) continue;
    const projectKey = keyOf(project.title);
    const plan = PLANS.find((p) => p.project === projectKey && p.email === email)?.months ?? {};
    const archivedOn =
      project.archived && project.archivedAt ? project.archivedAt.toISOString().slice(0, 10) : null;
    const lastDay = archivedOn && archivedOn < today ? archivedOn : today;
    const reviewer = project.cmId ?? person(ADMIN).id;
    const seed = `${projectKey}|${email}`;

    let month = yearMonthOf(lastDay);
    for (let back = monthsBetween(month, currentMonth); month >= yearMonthOf(first); back += 1) {
      const current = month === currentMonth && !archivedOn;
      // The current month: days before today (developers log at the end of the day).
      const days = daysOfMonth(month).filter(
        (day) => day >= first && (current ? day < today : day <= lastDay),
      );
      const hoursByDay: Record<string, number> = {};
      for (const day of days) {
        const rate = rateOn(rates, day);
        const hours = rate ? hoursOf(seed, day, rate.hours) : 0;
        if (hours > 0) hoursByDay[day] = hours;
      }
      if (current && Object.keys(hoursByDay).length === 0) {
        hoursByDay[today] = quarter((rateOn(rates, today)?.hours ?? 0) / 5) || 400;
      }
      const step: MonthPlan = current
        ? { status: 'pending' }
        : archivedOn
          ? { status: 'approved' }
          : (plan[back] ?? { status: 'approved', by: back % 5 === 0 ? ADMIN : undefined });
      if (step.overExpected) {
        const end = month === currentMonth ? today : (daysOfMonth(month).at(-1) ?? today);
        addOvertime(hoursByDay, expectedMonthHundredths(rateOn(rates, end)?.hours ?? 0));
      }
      const reviewed = step.status !== 'pending';
      await insertTimesheetMonth(db, {
        projectId: participation.projectId,
        userId: participation.userId,
        month,
        hoursByDay,
        status: step.status,
        reviewedById: reviewed ? (step.by ? person(step.by).id : reviewer) : null,
        reviewedAt: reviewed ? reviewedAt(month, now) : null,
        reason: step.reason ?? null,
      });
      month = previousMonth(month);
    }
  }
};

/** How many months `later` is after `earlier` (both `YYYY-MM`). */
function monthsBetween(earlier: string, later: string): number {
  const count = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7));
  return count(later) - count(earlier);
}
