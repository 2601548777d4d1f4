import { PROGRESS_EVENT_TYPES } from '@kazi/shared/planning/schemas';
import { canSeeHealth, seesEveryRating, visibleEventTypes } from '@kazi/shared/reports/policy';
import { DAY_MS } from '@kazi/shared/reports/rules';
import { weekdayIndexOf } from '@kazi/shared/reports/schedule';
import type { ReportHealth } from '@kazi/shared/reports/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { loadPeople, loadProjectForActor } from '../project-core/index.ts';
import { presentHealth } from './health.presenter.ts';
import { averageRatingPerWeek, latestReportPerWeek } from './health.repository.ts';

const HEALTH_WEEKS = 12;

/** The Mondays (`YYYY-MM-DD`, UTC) of the last `count` weeks, oldest first, this week's last. */
export function lastMondays(now: Date, count: number = HEALTH_WEEKS): string[] {
  const today = now.toISOString().slice(0, 10);
  const monday = Date.parse(`${today}T00:00:00Z`) - weekdayIndexOf(today) * DAY_MS;
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * A project's health over the last 12 weeks: per week the latest percentage reported on the
 * events the caller sees, and per developer the week's average client rating (the caller sees
 * client surveys, or only the ones they file and the ratings they gave). Talents 403.
 */
export async function getReportHealth(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  now: Date = new Date(),
): Promise<ReportHealth> {
  const loaded = await loadProjectForActor(app.db, actor, projectId);
  if (!canSeeHealth(actor, loaded.facts)) throw AppError.forbidden();
  const mondays = lastMondays(now);
  const visible = visibleEventTypes(actor, loaded.facts);
  const scope = {
    projectId,
    viewerId: actor.id,
    visibleTypes: visible.length === PROGRESS_EVENT_TYPES.length ? null : visible,
    from: new Date(`${mondays[0]}T00:00:00.000Z`),
  };
  const [reports, ratings] = await Promise.all([
    latestReportPerWeek(app.db, scope),
    averageRatingPerWeek(app.db, scope, !seesEveryRating(actor, loaded.facts)),
  ]);
  const people = await loadPeople(
    app.db,
    ratings.map((rating) => rating.userId),
  );
  return presentHealth(mondays, reports, ratings, people);
}
