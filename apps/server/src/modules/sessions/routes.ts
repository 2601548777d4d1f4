import { pageQuery, paginated } from '@kazi/shared/api/pagination';
import { describeDevice } from '@kazi/shared/auth/device';
import { type ActiveSession, activeSession } from '@kazi/shared/auth/two-factor';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import { endOtherSessions, endOwnSession, listOwnSessions, type SessionRow } from './service.ts';

const present = (row: SessionRow, currentId: string): ActiveSession => ({
  id: row.publicId,
  device: describeDevice(row.userAgent),
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastSeenAt.toISOString(),
  current: row.id === currentId,
});

/** `me/sessions/`: where one is signed in, and signing out there (ADR 019). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/sessions/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'My active sessions',
        description:
          'Live sessions of the caller (not idle, not past their absolute lifetime), last used first: ' +
          'the device as read from the User-Agent ("Chrome on Linux"), the IP and time of the last use ' +
          '(recorded at most once a minute) and `current` for the caller’s own.',
        querystring: pageQuery,
        response: { 200: paginated(activeSession) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { count, rows } = await listOwnSessions(
        app.db,
        actor.id,
        app.config.session,
        pageWindow(request.query),
      );
      return toPage(
        request,
        request.query,
        count,
        rows.map((row) => present(row, actor.sessionId)),
      );
    },
  );

  app.delete(
    '/me/sessions/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Sign out one session',
        description:
          'Ends one of the caller’s sessions at once (another person’s id is 404). Ending the ' +
          'current one signs the caller out, as `auth/logout/` does.',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const ended = await endOwnSession(app.db, actor.id, request.params.id, request.id);
      if (!ended) throw AppError.notFound();
      if (ended === actor.sessionId) await reply.signOut();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/sessions/sign-out-others/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Sign out other sessions',
        description: 'Ends every session of the caller but this one, at once.',
        response: { 200: z.object({ detail: z.string(), ended: z.number().int() }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const ended = await endOtherSessions(app.db, actor.id, actor.sessionId, request.id);
      return { detail: MESSAGES.sessions.signedOutOthers, ended };
    },
  );
};
