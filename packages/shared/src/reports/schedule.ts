import type { ProgressEventType } from './rules.ts';

/**
 * The report schedules a project can run (Settings → reports), each on by default, and the hour
 * (UTC) their events fall due.
 */
export const REPORT_SCHEDULES = [
  'developer_updates',
  'pm_reports',
  'client_surveys',
  'developer_surveys',
] as const;

export interface ReportSettings {
  developer_updates: boolean;
  pm_reports: boolean;
  client_surveys: boolean;
  developer_surveys: boolean;
  /** 0 to 23, UTC. */
  due_hour: number;
}

export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  developer_updates: true,
  pm_reports: true,
  client_surveys: true,
  developer_surveys: true,
  due_hour: 17,
};

/** What the scheduler needs to know about a project on a day. */
export interface ScheduledProject {
  id: number;
  ownerId: number | null;
  cmId: number | null;
  notificationsDisabled: boolean;
  settings: ReportSettings;
  /** Accepted team members, with their update switch and update days (Monday 0 to Friday 4). */
  members: readonly { userId: number; updatesEnabled: boolean; updateDays: readonly number[] }[];
}

export interface ScheduledEvent {
  projectId: number;
  type: ProgressEventType;
  /** Who files it. */
  userId: number;
  /** The day it is scheduled for (`YYYY-MM-DD`), part of its unique key. */
  day: string;
  dueAt: Date;
}

/** A Monday every survey week counts from: 5 January 1970. */
const EPOCH_MONDAY = Date.UTC(1970, 0, 5);
const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Surveys alternate by week: the client survey on even weeks counted from a fixed Monday, the
 * developer survey on odd ones. Counting weeks (not ISO week numbers, which restart each year and
 * some years have 53 of) keeps "every other Monday" across a year boundary; days are UTC, so
 * daylight saving time never moves them.
 */
export function surveyOfWeek(day: string): 'client' | 'developer' {
  const weeks = Math.floor((Date.parse(`${day}T00:00:00Z`) - EPOCH_MONDAY) / WEEK_MS);
  return weeks % 2 === 0 ? 'client' : 'developer';
}

/** The weekday of a day as update days count them: Monday 0 to Sunday 6. */
export function weekdayIndexOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Monday and Thursday, the PM report days. */
const PM_REPORT_DAYS = [0, 3];

/**
 * The events a project's schedules create on a day (Scheduled events): a developer update for
 * each accepted member on their update days when their updates are on and the project's
 * notifications are not disabled; a PM report on Mondays and Thursdays when the project has a CM;
 * on Mondays, on alternate weeks, the client survey for the owner (when the project has an accepted
 * developer to rate) and the developer survey for each accepted member.
 */
export function eventsDueOn(day: string, project: ScheduledProject): ScheduledEvent[] {
  const weekday = weekdayIndexOf(day);
  const { settings } = project;
  const dueAt = new Date(`${day}T${String(settings.due_hour).padStart(2, '0')}:00:00.000Z`);
  const event = (type: ProgressEventType, userId: number): ScheduledEvent => ({
    projectId: project.id,
    type,
    userId,
    day,
    dueAt,
  });
  const events: ScheduledEvent[] = [];
  if (settings.developer_updates && !project.notificationsDisabled) {
    for (const member of project.members) {
      if (member.updatesEnabled && member.updateDays.includes(weekday))
        events.push(event('developer', member.userId));
    }
  }
  if (settings.pm_reports && project.cmId !== null && PM_REPORT_DAYS.includes(weekday)) {
    events.push(event('cm', project.cmId));
  }
  if (weekday === 0) {
    const survey = surveyOfWeek(day);
    // A client survey rates the accepted developers: with none it could never be completed
    // (ratingErrors' noDevelopers), so it is not asked.
    if (
      survey === 'client' &&
      settings.client_surveys &&
      project.ownerId !== null &&
      project.members.length > 0
    ) {
      events.push(event('developer_rating', project.ownerId));
    }
    if (survey === 'developer' && settings.developer_surveys) {
      for (const member of project.members) events.push(event('developer_survey', member.userId));
    }
  }
  return events;
}

/** The day after `day` (`YYYY-MM-DD`, UTC). */
export function nextDayOf(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * What the `reports.schedule` job creates when it runs on `day` from `scheduleHour` (UTC,
 * REPORTS_SCHEDULE_HOUR) on, so that every event exists before it falls due: a project whose due
 * hour is after the job's hour gets its events due on `day`; one due at or before that hour gets,
 * a day ahead, those due on the next day. (The job's first run of the day is a few minutes past
 * `scheduleHour`, so an event due on the hour itself would already be late.)
 */
export function eventsCreatedOn(
  day: string,
  scheduleHour: number,
  project: ScheduledProject,
): ScheduledEvent[] {
  return eventsDueOn(project.settings.due_hour > scheduleHour ? day : nextDayOf(day), project);
}

/** The next `days` days from `from` (inclusive): the preview of Settings → reports. */
export function eventsDueFrom(from: string, days: number, project: ScheduledProject): ScheduledEvent[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const events: ScheduledEvent[] = [];
  for (let i = 0; i < days; i++) {
    events.push(...eventsDueOn(new Date(start + i * 24 * 3_600_000).toISOString().slice(0, 10), project));
  }
  return events;
}
