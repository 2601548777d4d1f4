import { userEnvelope } from '@kazi/shared/auth/schemas';
import { secondFactorBody } from '@kazi/shared/auth/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import type { SecondStep } from '../auth/routes.ts';
import { findSignedInUser, recordLogin } from '../auth/service.ts';
import { deliverSoon } from '../mail/send.ts';
import { presentUser } from '../users/presenter.ts';
import { CHALLENGE_MS, findPendingSignIn, passPendingSignIn, startPendingSignIn } from './login.service.ts';

/** The pending sign-in of a person with a second factor: HttpOnly, sent only to the login routes. */
const CHALLENGE_COOKIE = 'two_factor_login';

const challengeCookie = (config: Config) => ({
  path: '/api/auth/login/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.session.cookieSecure,
});

/**
 * The password step's hand-over (`auth/login/`, ADR 019): a person with a second factor gets a
 * pending sign-in (a new one replaces the browser's previous) and no session yet.
 */
export const startTwoFactorSignIn: SecondStep = async (user, request, reply) => {
  const { db, config } = request.server;
  const token = await startPendingSignIn(db, user.id, request.cookies[CHALLENGE_COOKIE]);
  if (!token) return null;
  reply.setCookie(CHALLENGE_COOKIE, token, { ...challengeCookie(config), maxAge: CHALLENGE_MS / 1000 });
  return { two_factor_required: true };
};

/** `auth/login/two-factor/`: the sign-in's second step. */
export const twoFactorLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login/two-factor/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Session'],
        summary: 'Sign in: the second factor',
        description:
          'Completes a sign-in whose password step answered `two_factor_required`, with the ' +
          '`two_factor_login` cookie it set: `{code}` (6 digits from the authenticator app; each code ' +
          'works once) or `{recovery_code}` (each works once). Right: the session starts as at ' +
          '`auth/login/` (new session id, new CSRF token) and the answer is `{user}`. Wrong: 400 on ' +
          '`code` or `recovery_code`. Without a live pending sign-in (none, expired after 5 minutes, ' +
          'or already used): 400 `non_field_errors`. Code attempts are claimed before checking, per ' +
          'person (10) and per IP (50, shared with password attempts) in 15 minutes: past them, 429 ' +
          'with Retry-After.',
        body: secondFactorBody,
        response: { 200: userEnvelope },
      },
    },
    async (request, reply) => {
      const pending = await findPendingSignIn(app.db, request.cookies[CHALLENGE_COOKIE]);
      const secondFactor = await passPendingSignIn(app, pending, request.body, request.ip);
      const { user } = pending;
      await deliverSoon(app);
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookie(app.config));
      await recordLogin(app.db, user, { requestId: request.id, secondFactor });
      await reply.signIn(user, { secondFactor: true });
      const details = await findSignedInUser(app.db, user.id);
      if (!details) throw AppError.notFound();
      return { user: presentUser(details) };
    },
  );
};
