import { idParams } from '@kazi/shared/api/ids';
import { pageQuery, paginated } from '@kazi/shared/api/pagination';
import {
  progressEventCreateBody,
  progressEventPatchBody,
  progressEventSchema,
  progressEventsQuery,
  timelineChangeSchema,
} from '@kazi/shared/planning/schemas';
import { projectParams } from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import {
  createMilestone,
  getProgressEvent,
  listProjectMilestones,
  listProjectTimelineChanges,
  updateMilestone,
} from './service.ts';

const tags = ['Planning'];

export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress-events/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's milestones (planning)",
        description:
          '`project` is required; projects the caller may not open answer 404. Only milestones for now ' +
          '(`type=milestone`, the default): report events arrive with the reports issue. Ordered by due ' +
          'date. Two queries whatever the page size.',
        querystring: progressEventsQuery,
        response: { 200: paginated(progressEventSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listProjectMilestones(
        app,
        requireActor(request),
        request.query.project,
        request.query,
      );
      return toPage(request, request.query, count, rows);
    },
  );

  app.post(
    '/progress-events/',
    {
      config: { access: 'project.manage_timeline' },
      schema: {
        tags,
        summary: 'Add a milestone (staff)',
        description:
          '`{ project: {id}, title, type: "milestone", due_at }`; `due_at` is an instant with offset or a day ' +
          '(that day at 00:00 UTC). Refused on archived projects (409). Records `progress_event_added`.',
        body: progressEventCreateBody,
        response: { 201: progressEventSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMilestone(app, requireActor(request), request.body)),
  );

  app.get(
    '/progress-events/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One milestone',
        description: 'For everyone who may open its project (others: 404).',
        params: idParams,
        response: { 200: progressEventSchema },
      },
    },
    async (request) => getProgressEvent(app, requireActor(request), request.params.id),
  );

  app.patch(
    '/progress-events/:id/',
    {
      config: { access: 'project.manage_timeline' },
      schema: {
        tags,
        summary: 'Change a milestone (staff)',
        description:
          'Title and due date. A new due date needs `change_log: { reason }` ' +
          "('A reason is required to change a date') and is kept in the timeline change log. Refused on " +
          'archived projects (409). Records `progress_event_updated`.',
        params: idParams,
        body: progressEventPatchBody,
        response: { 200: progressEventSchema },
      },
    },
    async (request) => updateMilestone(app, requireActor(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id/timeline-changes/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The project's timeline change log",
        description:
          'Every change of the start date, the deadline or a milestone due date, with its reason, old and ' +
          'new values, who and when; newest first. For everyone who may open the project (others: 404).',
        params: projectParams,
        querystring: pageQuery,
        response: { 200: paginated(timelineChangeSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listProjectTimelineChanges(
        app.db,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, rows);
    },
  );
};
