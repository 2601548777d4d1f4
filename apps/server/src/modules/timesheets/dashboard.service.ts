import type { PageQuery } from '@kazi/shared/api/pagination';
import { MESSAGES } from '@kazi/shared/messages';
import { todayIso } from '@kazi/shared/team/rules';
import type {
  AwaitingReviewMonth,
  MyTimesheetMonth,
  MyTimesheetMonthsQuery,
} from '@kazi/shared/timesheets/dashboard';
import { timesheetReviewScope } from '@kazi/shared/timesheets/policy';
import { expectedRateDay, isSelectableMonth, yearMonthOf } from '@kazi/shared/timesheets/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { presentAwaitingMonth, presentMyMonth } from './dashboard.presenter.ts';
import { findAwaitingReview, findMyMonths } from './dashboard.repository.ts';

/**
 * The caller's month (this month unless asked) on each project they log hours on: its total
 * against the expected hours of the rate in effect on the month's last day, or today for the
 * current month (ADR 028).
 */
export async function listMyMonths(
  app: FastifyInstance,
  actor: SessionActor,
  query: MyTimesheetMonthsQuery,
  today: string = todayIso(),
): Promise<{ rows: MyTimesheetMonth[]; count: number }> {
  const yearMonth = query.year_month ?? yearMonthOf(today);
  if (!isSelectableMonth(yearMonth, today)) {
    throw AppError.field('year_month', MESSAGES.timesheets.errors.monthOutOfRange);
  }
  const rateDay = expectedRateDay(yearMonth, today);
  const { rows, count } = await findMyMonths(app.db, actor.id, yearMonth, rateDay, pageWindow(query));
  return { rows: rows.map((row) => presentMyMonth(row, yearMonth)), count };
}

/**
 * The months waiting for the caller's review, oldest first: pending months with hours of the
 * months before this one, on the projects they review (`timesheetReviewScope`), never their own.
 */
export async function listAwaitingReview(
  app: FastifyInstance,
  actor: SessionActor,
  query: PageQuery,
  today: string = todayIso(),
): Promise<{ rows: AwaitingReviewMonth[]; count: number }> {
  const scope = timesheetReviewScope(actor);
  if (scope === null) throw AppError.forbidden();
  const { rows, count } = await findAwaitingReview(
    app.db,
    actor.id,
    scope === 'any' ? null : actor.id,
    yearMonthOf(today),
    pageWindow(query),
  );
  return { rows: rows.map(presentAwaitingMonth), count };
}
