import {
  timesheetBulkBody,
  timesheetBulkResultSchema,
  timesheetEntriesSchema,
  timesheetMonthQuery,
  timesheetMonthSummarySchema,
  timesheetReviewBody,
  timesheetReviewResultSchema,
  timesheetYearQuery,
  timesheetYearSummarySchema,
} from '@kazi/shared/timesheets/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { idempotencyHeaders, idempotencyOf } from '../idempotency/service.ts';
import { saveHours } from './bulk-save.ts';
import { reviewMonth } from './review.ts';
import { monthEntries, monthSummary, yearSummary } from './service.ts';

const tags = ['Timesheets'];

const WHO_READS =
  'Everyone who may open the project reads its timesheets (others: 404); clients, staff, pay admins, ' +
  "support officers and the project's reviewers read every person's, anyone else (developers, " +
  'designers, space leads) only their own. `year_month` after the current month is 400.';

export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheet-entries/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project month's hours, day by day",
        description:
          `${WHO_READS} Every entry of the month in one answer (\`next\` and \`previous\` are always null; ` +
          'a month holds at most a day per person), ordered by person and day; a day without hours has no ' +
          'entry. `user` narrows to one person (a developer asking for someone else gets none). Two queries.',
        querystring: timesheetMonthQuery,
        response: { 200: timesheetEntriesSchema },
      },
    },
    async (request) => monthEntries(app, requireActor(request), request.query),
  );

  app.get(
    '/timesheet-entries/summary/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project month's rows: each person's total, expected hours and status",
        description:
          `${WHO_READS} One row per person on the month (ADR 028): an accepted participation whose first ` +
          'rate applies on or before the month’s last day, or hours logged or a review that month (a member ' +
          'who left keeps their history). Each row: total, expected hours (hours per week / 5 × 22 from the ' +
          'rate in effect on the month’s last day, or today for the current month), status, the review ' +
          '(reason, by whom, when), `revision` (send it with a review), `first_day`/`last_day` (the days ' +
          'the person may log, null when none: no accepted participation, an archived project) and ' +
          '`abilities` (edit; review: approve and reject; approve: also a rejected month; reopen) for the caller. `summary` adds up the rows shown. Rows by ' +
          'name. Four queries whatever the team size.',
        querystring: timesheetMonthQuery,
        response: { 200: timesheetMonthSummarySchema },
      },
    },
    async (request) => monthSummary(app, requireActor(request), request.query),
  );

  app.get(
    '/timesheets-summary/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's year, month by month",
        description:
          `${WHO_READS.replace('`year_month` after the current month', 'A `year` after the current one')} ` +
          'One result per month of the year up to the current month, January first: the total and expected ' +
          'hours of the people on that month the caller may read, and their status together: rejected if ' +
          "anyone's is rejected, else pending if anyone's is pending, else approved. A month nobody the " +
          'caller may read was on is left out (before the team started, or a developer before they ' +
          'joined). Three queries.',
        querystring: timesheetYearQuery,
        response: { 200: timesheetYearSummarySchema },
      },
    },
    async (request) => yearSummary(app, requireActor(request), request.query),
  );

  app.post(
    '/timesheet-entries/bulk/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Save hours, all or nothing (0 hours clears a day)',
        description:
          'For talents logging their own hours (`timesheets.log_own`, an accepted place on the team, a ' +
          "project not archived) and for the project's reviewers correcting anyone's month (admins and " +
          'staff, the client manager; audited as `timesheet.correct`); others 403. Every entry is checked ' +
          'first and every bad one named as `timesheet_entries.<i>.<field>` (400): hours 0–24 in steps of ' +
          '0.25; on `day` a future day, a day before the person’s first rate or without an accepted ' +
          'participation, a day listed twice; on `user` someone else’s hours from a caller who does not ' +
          'review; on `project` a project the caller may not log on (unknown, out of reach, archived). ' +
          'Then the months concerned are locked: one already approved answers 409 and nothing is written. ' +
          'A rejected month saved becomes pending again (its review is cleared; `timesheet.resubmit` in ' +
          'the audit log). Each month’s total and revision are updated in the same transaction. ' +
          '`Idempotency-Key`: a replay answers the first response for a day; the same key with another ' +
          'body is 422 (ADR 029).',
        headers: idempotencyHeaders,
        body: timesheetBulkBody,
        response: { 200: timesheetBulkResultSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const answer = await saveHours(
        app,
        actor,
        request.body,
        idempotencyOf(request, actor.id, request.body),
        request.id,
      );
      // The first answer's status (200): a replay repeats it.
      return reply.code(answer.statusCode as 200).send(answer.body);
    },
  );

  app.post(
    '/timesheet-entries/review/',
    {
      config: { access: 'timesheets.review' },
      schema: {
        tags,
        summary: "Approve, reject or re-open a person's month",
        description:
          '`approve` or `reject` (a reason is required) a pending month, or `approve` a rejected one after ' +
          'all: admins and staff on any project, a client manager on the projects they manage (403 for ' +
          'others, clients included); `reopen` an ' +
          'approved month back to pending with a reason: admins only. Nobody reviews their own month ' +
          "(403, 'You cannot review your own timesheet'). The project and the person must be one the " +
          'caller may open and who is on that month (else 404). A conditional update with an audit row ' +
          '(`timesheet.approve`, `.reject`, `.reopen`): a month the action no longer applies to (approved ' +
          'already; rejected, to reject; not approved, to re-open), or saved since the `revision` sent, answers 409 and changes nothing. The developer ' +
          'is told in the bell and by mail (the reason as inert text); on re-opening the project’s client ' +
          'manager too. Limited per reviewer and per recipient (MAIL_LIMIT_TIMESHEET_REVIEWS): then 429.',
        body: timesheetReviewBody,
        response: { 200: timesheetReviewResultSchema },
      },
    },
    async (request) => reviewMonth(app, requireActor(request), request.body, request.id),
  );
};
