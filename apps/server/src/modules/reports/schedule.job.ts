import { MESSAGES } from '@kazi/shared/messages';
import { eventsDueOn } from '@kazi/shared/reports/schedule';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findLiveScheduledProjects, insertScheduledEvents } from './schedule.repository.ts';

const TITLES = MESSAGES.reports.eventTypes;

/**
 * Creates `day`'s scheduled events (`YYYY-MM-DD`, UTC) on every active, non-archived project,
 * as its schedules say (reports/schedule.ts `eventsDueOn`): three statements whatever the number
 * of projects (projects, members, one insert). Idempotent by the schedule's unique key; returns
 * how many events were new.
 */
export async function createScheduledEvents(db: Db, day: string): Promise<number> {
  const projects = await findLiveScheduledProjects(db);
  const events = projects.flatMap((project) =>
    eventsDueOn(day, project).map((event) => ({
      projectId: event.projectId,
      type: event.type,
      title: TITLES[event.type],
      userId: event.userId,
      dueAt: event.dueAt,
    })),
  );
  return insertScheduledEvents(db, day, events);
}

/**
 * The `reports.schedule` job (hourly): from `REPORTS_SCHEDULE_HOUR` (UTC) on, today's events. The
 * later runs of the day add only what the earlier ones could not know (a member accepted since, a
 * schedule switched on) or lost to a crash; before that hour it does nothing.
 */
export async function runReportSchedule(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<{ day: string; created: number } | null> {
  if (now.getUTCHours() < app.config.reportsScheduleHour) return null;
  const day = now.toISOString().slice(0, 10);
  return { day, created: await createScheduledEvents(app.db, day) };
}
