import { loginBody, userEnvelope } from '@kazi/shared/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { presentUser } from '../users/presenter.ts';
import { findUserDetails } from '../users/repository.ts';
import { authenticate } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Session'],
        summary: 'Sign in',
        description:
          'Starts a server-side session (new session id, new CSRF token). `username` is accepted for `email`. ' +
          'Wrong credentials and inactive accounts answer 400 `non_field_errors`; after 10 failures in ' +
          '15 minutes for one account (or more from one IP) the answer is 429 with Retry-After, before any ' +
          'password is checked.',
        body: loginBody,
        response: { 200: userEnvelope },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, app.config.loginThrottle, request.body, {
        ip: request.ip,
        requestId: request.id,
      });
      await reply.signIn(user);
      const details = await findUserDetails(app.db, user.id);
      if (!details) throw AppError.notFound();
      return { user: presentUser(details) };
    },
  );

  app.post(
    '/auth/logout/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Session'],
        summary: 'Sign out',
        description: 'Ends the session server-side and rotates the CSRF token. Safe to call when signed out.',
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      await reply.signOut();
      if (actor) {
        await recordAudit(app.db, {
          actorId: actor.id,
          action: 'auth.logout',
          targetType: 'user',
          targetId: actor.id,
          requestId: request.id,
        });
      }
      return { detail: 'Successfully logged out.' };
    },
  );

  app.get(
    '/auth/verify/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Session'],
        summary: 'The signed-in user',
        description: 'Answers the current user, or 401 when the session is missing or has expired.',
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const details = await findUserDetails(app.db, (request.actor as { id: number }).id);
      if (!details) throw AppError.notAuthenticated();
      return { user: presentUser(details) };
    },
  );
};
