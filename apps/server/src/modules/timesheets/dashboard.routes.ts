import { paginated } from '@kazi/shared/api/pagination';
import {
  awaitingReviewMonthSchema,
  awaitingReviewQuery,
  myTimesheetMonthSchema,
  myTimesheetMonthsQuery,
} from '@kazi/shared/timesheets/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { listAwaitingReview, listMyMonths } from './dashboard.service.ts';

const tags = ['Timesheets'];

/** The dashboard's timesheet cards: one's own hours this month, and the months awaiting one's review. */
export const timesheetDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheet-entries/mine/',
    {
      config: { access: 'timesheets.log_own' },
      schema: {
        tags,
        summary: "The caller's hours of a month on each of their projects",
        description:
          '`year_month` defaults to the current month (UTC); a month before 2020-01 or after the current ' +
          "one is 400. One row per active, non-archived project where the caller's place is accepted and " +
          "their hours start on or before the month's last day (today for the current month): the " +
          "month's `total`, `expected_hours` (hours per week / 5 × 22, of the rate in effect on that " +
          'day) and `status` (a month nothing was saved in is pending). By project title; two queries ' +
          'whatever the page size. Talents only (`timesheets.log_own`).',
        querystring: myTimesheetMonthsQuery,
        response: { 200: paginated(myTimesheetMonthSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listMyMonths(app, requireActor(request), request.query);
      return toPage(request, request.query, count, rows);
    },
  );

  app.get(
    '/timesheet-entries/awaiting-review/',
    {
      config: { access: 'timesheets.review' },
      schema: {
        tags,
        summary: "The months awaiting the caller's review, oldest first",
        description:
          'Pending months with hours (more than 0) of the months before the current one, on the ' +
          'projects the caller reviews: every project for admins and staff, the projects they manage ' +
          "for a client manager; never the caller's own hours. Oldest month first, then project and " +
          'person; two queries whatever the page size.',
        querystring: awaitingReviewQuery,
        response: { 200: paginated(awaitingReviewMonthSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listAwaitingReview(app, requireActor(request), request.query);
      return toPage(request, request.query, count, rows);
    },
  );
};
