import { instantOrDaySchema } from '@kazi/shared/api/dates';
import { idParams } from '@kazi/shared/api/ids';
import { MESSAGES } from '@kazi/shared/messages';
import { progressEventPatchBody } from '@kazi/shared/planning/schemas';
import {
  progressEventsListQuery,
  reportEventCreateBody,
  reportEventOut,
  reportEventsPage,
} from '@kazi/shared/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { reportsDashboardRoutes } from './dashboard.routes.ts';
import { addReportEvent, changeReportEvent, getReportEvent, listReportEvents } from './events.service.ts';
import { reportHealthRoutes } from './health.routes.ts';

const tags = ['Reports'];

/** The due date as planning takes it: an instant with offset, or a day (00:00 UTC). */
const createBody = reportEventCreateBody.extend({ due_at: instantOrDaySchema(MESSAGES.reports.dueRequired) });

/** Progress events (milestones and report events), the project's report health and the dashboard's lists. */
export const reportEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress-events/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's progress events: milestones, reports, ratings and surveys",
        description:
          '`project` is required; projects the caller may not open answer 404. Only the event types the ' +
          "caller's place on the project shows (ADR 030: the project's cm and cso every type, staff all " +
          'but developer surveys, team members developer, milestone and internal events, clients ' +
          'developer, client and milestone events), and the events they file themselves. Filters: ' +
          '`type` or `types` (comma list; both: the types in both), `daterange_0`/`daterange_1` (days ' +
          'of the due date, UTC, both included), `users` (ids of who files them), `status` (comma list ' +
          'of completed, pending, overdue; a client never sees overdue: their pending includes it and ' +
          '`status=overdue` is empty). Latest due first; a bounded number of queries whatever the page. ' +
          '`count` is exact up to 1,000 matches; past that it is 1,000, `count_capped` is true and the ' +
          'pages stop there (narrow the filters to reach the rest).',
        querystring: progressEventsListQuery,
        response: { 200: reportEventsPage },
      },
    },
    async (request) => {
      const { rows, count, capped } = await listReportEvents(app, requireActor(request), request.query);
      return { ...toPage(request, request.query, count, rows), count_capped: capped };
    },
  );

  app.post(
    '/progress-events/',
    {
      config: { access: 'project.manage_timeline' },
      schema: {
        tags,
        summary: 'Add a milestone, a client or an internal event (staff)',
        description:
          '`{ project: {id}, title, type (milestone by default, client or internal), due_at }`; ' +
          '`due_at` is an instant with offset or a day (that day at 00:00 UTC). A client event is filed ' +
          "by the project's support officer (else its client manager), an internal one by its client " +
          'manager (nobody when the slot is empty: then either of them). Refused on archived projects ' +
          '(409). Records `progress_event_added`.',
        body: createBody,
        response: { 201: reportEventOut },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addReportEvent(app, requireActor(request), request.body)),
  );

  app.get(
    '/progress-events/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One progress event with what was filed on it',
        description:
          'For whoever may open its project and see its type, or files it (others: 404). `status` as ' +
          'the list reads it; `abilities.file` tells whether the caller may file on it now.',
        params: idParams,
        response: { 200: reportEventOut },
      },
    },
    async (request) => getReportEvent(app, requireActor(request), request.params.id),
  );

  app.patch(
    '/progress-events/:id/',
    {
      config: { access: 'project.manage_timeline' },
      schema: {
        tags,
        summary: 'Change an event added by hand (staff)',
        description:
          'Title and due date of a milestone, client or internal event added by hand; events the ' +
          'schedules create are 403. A new due date needs `change_log: { reason }` ' +
          "('A reason is required to change a date') and is kept in the timeline change log. Refused on " +
          'archived projects (409). Records `progress_event_updated` for milestones (the types everyone ' +
          'on the project sees); the change log shows a move only to those who see the event.',
        params: idParams,
        body: progressEventPatchBody,
        response: { 200: reportEventOut },
      },
    },
    async (request) => changeReportEvent(app, requireActor(request), request.params.id, request.body),
  );

  await app.register(reportHealthRoutes);
  await app.register(reportsDashboardRoutes);
};
