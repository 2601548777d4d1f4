import { loginBody, userEnvelope } from '@kazi/shared/auth/schemas';
import { loginResponse } from '@kazi/shared/auth/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { presentUser } from '../users/presenter.ts';
import { findSignedInUser, recordLogin, recordLogout, type UserRow, verifyCredentials } from './service.ts';

/**
 * What runs between the right password and the session: two-factor sign-in (ADR 019) answers
 * instead when the person has a second factor, and starts no session; null signs in now. The
 * two-factor module passes it in (modules/routes.ts), so auth imports nothing of it.
 */
export type SecondStep = (
  user: UserRow,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<{ two_factor_required: true } | null>;

/** `auth/login/`, `auth/logout/`, `auth/verify/`. */
export const authRoutes =
  (secondStep: SecondStep): FastifyPluginAsyncZod =>
  async (app) => {
    const answerUser = async (user: UserRow) => {
      const details = await findSignedInUser(app.db, user.id);
      if (!details) throw AppError.notFound();
      return { user: presentUser(details) };
    };

    app.post(
      '/auth/login/',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Session'],
          summary: 'Sign in',
          description:
            'Starts a server-side session (new session id, new CSRF token) and answers `{user}`. `username` ' +
            'is accepted for `email`. Wrong credentials and inactive accounts answer 400 `non_field_errors`; ' +
            'after 10 failures in 15 minutes for one account (or more from one IP) the answer is 429 with ' +
            'Retry-After, before any password is checked.\n\n' +
            '**Two-factor sign-in** (ADR 019): when the person has a second factor, the right password ' +
            'answers 200 `{"two_factor_required": true}` instead, starts no session, and sets an HttpOnly ' +
            '`two_factor_login` cookie (5 minutes, path /api/auth/login/) for `auth/login/two-factor/`. ' +
            'Admins and pay admins without one, while it is required, get a session that opens only ' +
            '`me/two-factor/` (set-up), `auth/verify/` and `auth/logout/`: every other route answers 403.',
          body: loginBody,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const user = await verifyCredentials(app.db, app.config.loginThrottle, request.body, {
          ip: request.ip,
        });
        const pending = await secondStep(user, request, reply);
        if (pending) return pending;
        await recordLogin(app.db, user, { requestId: request.id });
        await reply.signIn(user);
        return answerUser(user);
      },
    );

    app.post(
      '/auth/logout/',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Session'],
          summary: 'Sign out',
          description:
            'Ends the session server-side and rotates the CSRF token. Safe to call when signed out.',
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (request, reply) => {
        const actor = request.actor;
        await reply.signOut();
        if (actor) await recordLogout(app.db, actor.id, request.id);
        return { detail: 'Successfully logged out.' };
      },
    );

    app.get(
      '/auth/verify/',
      {
        config: { access: 'signed-in', beforeTwoFactor: true },
        schema: {
          tags: ['Session'],
          summary: 'The signed-in user',
          description: 'Answers the current user, or 401 when the session is missing or has expired.',
          response: { 200: userEnvelope },
        },
      },
      async (request) => {
        const details = await findSignedInUser(app.db, requireActor(request).id);
        if (!details) throw AppError.notAuthenticated();
        return { user: presentUser(details) };
      },
    );
  };
