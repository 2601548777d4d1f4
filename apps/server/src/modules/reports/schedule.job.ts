import { MESSAGES } from '@kazi/shared/messages';
import {
  eventsCreatedOn,
  eventsDueOn,
  type ScheduledEvent,
  type ScheduledProject,
} from '@kazi/shared/reports/schedule';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findLiveScheduledProjects, insertScheduledEvents } from './schedule.repository.ts';

const TITLES = MESSAGES.reports.eventTypes;

/** Inserts what `eventsOf` says for every active, non-archived project: three statements in all. */
async function createEvents(
  db: Db,
  eventsOf: (project: ScheduledProject) => ScheduledEvent[],
): Promise<number> {
  const projects = await findLiveScheduledProjects(db);
  const events = projects.flatMap((project) =>
    eventsOf(project).map((event) => ({
      projectId: event.projectId,
      type: event.type,
      title: TITLES[event.type],
      userId: event.userId,
      day: event.day,
      dueAt: event.dueAt,
    })),
  );
  return insertScheduledEvents(db, events);
}

/**
 * Creates the events due on `day` (`YYYY-MM-DD`, UTC) on every active, non-archived project, as
 * its schedules say (reports/schedule.ts `eventsDueOn`): three statements whatever the number of
 * projects (projects, members, one insert). Idempotent by the schedule's unique key; returns how
 * many events were new.
 */
export function createScheduledEvents(db: Db, day: string): Promise<number> {
  return createEvents(db, (project) => eventsDueOn(day, project));
}

/**
 * The `reports.schedule` job (hourly): from `REPORTS_SCHEDULE_HOUR` (UTC) on, the events that
 * must exist before their due time (`eventsCreatedOn`): today's on projects due later than that
 * hour, tomorrow's on projects due at or before it (a due hour of 3, say), so no event is created
 * past due. The later runs of the day add only what the earlier ones could not know (a member
 * accepted since, a schedule switched on) or lost to a crash; before that hour it does nothing.
 * Idempotent by the schedule's unique key (project, type, person, day).
 */
export async function runReportSchedule(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<{ day: string; created: number } | null> {
  const hour = app.config.reportsScheduleHour;
  if (now.getUTCHours() < hour) return null;
  const day = now.toISOString().slice(0, 10);
  return { day, created: await createEvents(app.db, (project) => eventsCreatedOn(day, hour, project)) };
}
