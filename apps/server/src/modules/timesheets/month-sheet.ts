import { storedHours } from '@kazi/shared/hours/hours';
import type { ParticipationStatus } from '@kazi/shared/project-core/abilities';
import { currentRate } from '@kazi/shared/team/rules';
import {
  expectedMonthHundredths,
  expectedRateDay,
  firstDayOf,
  lastDayOf,
  loggableRange,
  type TimesheetStatus,
} from '@kazi/shared/timesheets/rules';
import type { LoadedProject, PersonRow } from '../project-core/index.ts';
import type { MonthStanding, MonthWithReviewer, TeamRate } from './repository.ts';

/**
 * Who is on a project's month and how their month stands (ADR 028, "Who is on a month"), from
 * rows already read: no I/O here. A person is on a month with an accepted participation whose
 * first rate applies on or before the month's last day, or with a month row (they logged hours
 * or were reviewed then: a member who left keeps their history).
 */

/** One person's participation on the project: its status and its rates, oldest first. */
export interface Participation {
  projectId: number;
  userId: number;
  status: ParticipationStatus;
  /** Hours per week in hundredths, parsed once: the summaries price every month of a year with them. */
  rates: { effective_from: string; hundredthsPerWeek: number }[];
}

/** Rate rows (one statement's answer) → each person's participation. */
export function participationsOf(rates: readonly TeamRate[]): Map<string, Participation> {
  const byPerson = new Map<string, Participation>();
  for (const rate of rates) {
    const key = personKey(rate.projectId, rate.userId);
    const participation = byPerson.get(key) ?? {
      projectId: rate.projectId,
      userId: rate.userId,
      status: rate.status,
      rates: [],
    };
    participation.rates.push({
      effective_from: rate.effectiveFrom,
      hundredthsPerWeek: storedHours(rate.hoursPerWeek),
    });
    byPerson.set(key, participation);
  }
  return byPerson;
}

export const personKey = (projectId: number, userId: number) => `${projectId}:${userId}`;

/** The day from which a participation's hours may be logged: its first rate's, while accepted. */
export function loggableFrom(participation: Participation | undefined): string | null {
  if (participation?.status !== 'accepted') return null;
  return participation.rates[0]?.effective_from ?? null;
}

/** Expected hours of a month (hundredths): hours per week / 5 × 22, from the rate in force on `rateDay`. */
function expectedOf(participation: Participation | undefined, rateDay: string): number {
  const rate = participation ? currentRate(participation.rates, rateDay) : null;
  return rate ? expectedMonthHundredths(rate.hundredthsPerWeek) : 0;
}

export interface PersonMonth<R extends MonthStanding = MonthWithReviewer['month']> {
  userId: number;
  /** `YYYY-MM`. */
  yearMonth: string;
  /** The stored row (the columns read), or null: pending with nothing logged. */
  row: R | null;
  reviewer: PersonRow | null;
  status: TimesheetStatus;
  /** Hundredths of an hour. */
  total: number;
  expected: number;
  firstDay: string | null;
  lastDay: string | null;
}

/**
 * What peopleOnMonth reads: `R` is the month rows' columns (every one for the month view, only
 * the standing for the year summary).
 */
export interface MonthFacts<R extends MonthStanding = MonthWithReviewer['month']> {
  projectId: number;
  archived: boolean;
  today: string;
  participations: ReadonlyMap<string, Participation>;
  /** The project's month rows of the months asked about, any person. */
  months: readonly { month: R; reviewer: PersonRow | null }[];
  /** Only these people (a developer's own row, a `user` filter); everyone when absent. */
  only?: ReadonlySet<number>;
}

/** The people on `yearMonth` and their months, ordered by user id. */
export function peopleOnMonth<R extends MonthStanding>(
  facts: MonthFacts<R>,
  yearMonth: string,
): PersonMonth<R>[] {
  const first = firstDayOf(yearMonth);
  const last = lastDayOf(yearMonth);
  const rateDay = expectedRateDay(yearMonth, facts.today);
  const stored = new Map<number, MonthFacts<R>['months'][number]>();
  for (const month of facts.months) if (month.month.month === first) stored.set(month.month.userId, month);
  const userIds = new Set(stored.keys());
  for (const participation of facts.participations.values()) {
    if (participation.projectId !== facts.projectId) continue;
    const start = loggableFrom(participation);
    if (start !== null && start <= last) userIds.add(participation.userId);
  }
  return [...userIds]
    .filter((userId) => !facts.only || facts.only.has(userId))
    .sort((a, b) => a - b)
    .map((userId) => {
      const participation = facts.participations.get(personKey(facts.projectId, userId));
      const month = stored.get(userId);
      const days = facts.archived ? null : loggableRange(yearMonth, facts.today, loggableFrom(participation));
      return {
        userId,
        yearMonth,
        row: month?.month ?? null,
        reviewer: month?.reviewer ?? null,
        status: month?.month.status ?? 'pending',
        total: month?.month.totalHours ?? 0,
        expected: expectedOf(participation, rateDay),
        firstDay: days?.first ?? null,
        lastDay: days?.last ?? null,
      };
    });
}

/** One project's month as the actor may read it: the month view's rows, the export's too. */
export interface MonthSheet {
  loaded: LoadedProject;
  yearMonth: string;
  today: string;
  /** The people on the month the actor may see, by user id. */
  people: PersonMonth[];
  persons: Map<number, PersonRow>;
}
