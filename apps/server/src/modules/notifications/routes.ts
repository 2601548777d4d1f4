import { idParams } from '@kazi/shared/api/ids';
import {
  notificationPageSchema,
  notificationPatchBody,
  notificationSchema,
  notificationsQuery,
  readAllSchema,
  unreadCountSchema,
} from '@kazi/shared/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { toPage } from '../../http/pagination.ts';
import { listOwnNotifications, markRead, readAll, unreadCount } from './service.ts';

/** The bell: `notifications/` (+ `{id}/`, `read-all/`, `unread-count/`), each person's own (ADR 025). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Notifications'],
        summary: 'My notifications',
        description:
          'The caller’s own notifications, newest first (`?unread=true`: unread only), with ' +
          '`unread_count` over all of them.',
        querystring: notificationsQuery,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listOwnNotifications(app.db, actor.id, request.query);
      return { ...toPage(request, request.query, page.count, page.results), unread_count: page.unread };
    },
  );

  app.get(
    '/notifications/unread-count/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => unreadCount(app.db, requireActor(request).id),
  );

  app.patch(
    '/notifications/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Notifications'],
        summary: 'Mark a notification read or unread',
        description:
          '`{read: true}` marks it read (its first reading time stays), `false` unread. Another person’s is 404.',
        params: idParams,
        body: notificationPatchBody,
        response: { 200: notificationSchema },
      },
    },
    async (request) => markRead(app.db, requireActor(request).id, request.params.id, request.body.read),
  );

  app.post(
    '/notifications/read-all/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Notifications'],
        summary: 'Mark all my notifications read',
        description: 'Answers how many were unread.',
        response: { 200: readAllSchema },
      },
    },
    async (request) => readAll(app.db, requireActor(request).id),
  );
};
