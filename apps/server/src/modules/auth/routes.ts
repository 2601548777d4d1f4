import { loginBody, userEnvelope } from '@kazi/shared/auth/schemas';
import { loginResponse, secondFactorBody } from '@kazi/shared/auth/two-factor';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { deliverSoon } from '../mail/send.ts';
import {
  CHALLENGE_MS,
  createChallenge,
  deleteChallenge,
  findChallengeUser,
  lockChallenge,
} from '../two-factor/challenge.repository.ts';
import { sendTwoFactorNotice } from '../two-factor/notices.ts';
import { countUnusedRecoveryCodes, hasTwoFactor } from '../two-factor/repository.ts';
import { verifySecondFactor } from '../two-factor/service.ts';
import { presentUser } from '../users/presenter.ts';
import { findUserDetails } from '../users/repository.ts';
import { recordLogin, verifyCredentials } from './service.ts';
import type { UserRow } from './sessions.repository.ts';

/** The pending sign-in of a person with a second factor: HttpOnly, sent only to the login routes. */
export const CHALLENGE_COOKIE = 'two_factor_login';
const CHALLENGE_PATH = '/api/auth/login/';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const challengeCookie = {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.session.cookieSecure,
  };

  const answerUser = async (user: UserRow) => {
    const details = await findUserDetails(app.db, user.id);
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
      if (await hasTwoFactor(app.db, user.id)) {
        const previous = request.cookies[CHALLENGE_COOKIE];
        if (previous) await deleteChallenge(app.db, previous);
        const token = await createChallenge(app.db, user.id);
        reply.setCookie(CHALLENGE_COOKIE, token, { ...challengeCookie, maxAge: CHALLENGE_MS / 1000 });
        return { two_factor_required: true as const };
      }
      await recordLogin(app.db, user, { requestId: request.id });
      await reply.signIn(user);
      return answerUser(user);
    },
  );

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
      const token = request.cookies[CHALLENGE_COOKIE];
      const user = token ? await findChallengeUser(app.db, token) : null;
      if (!token || !user) throw AppError.field('non_field_errors', MESSAGES.twoFactor.challengeExpired);
      // The challenge is locked before the code is checked and spent with it: of parallel
      // requests on one challenge, one signs in and the others spend no code of theirs.
      const secondFactor = await verifySecondFactor(app, user.id, request.body, request.ip, (check) =>
        app.db.transaction(async (tx) => {
          if (!(await lockChallenge(tx, token, user.id))) {
            throw AppError.field('non_field_errors', MESSAGES.twoFactor.challengeExpired);
          }
          const ok = await check(tx);
          if (!ok) return false;
          await deleteChallenge(tx, token);
          if (request.body.recovery_code !== undefined) {
            const count = await countUnusedRecoveryCodes(tx, user.id);
            await sendTwoFactorNotice(app, tx, user, 'recovery_code_used', { count });
          }
          return true;
        }),
      );
      await deliverSoon(app);
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookie);
      await recordLogin(app.db, user, { requestId: request.id, secondFactor });
      await reply.signIn(user, { secondFactor: true });
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
      config: { access: 'signed-in', beforeTwoFactor: true },
      schema: {
        tags: ['Session'],
        summary: 'The signed-in user',
        description: 'Answers the current user, or 401 when the session is missing or has expired.',
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const details = await findUserDetails(app.db, requireActor(request).id);
      if (!details) throw AppError.notAuthenticated();
      return { user: presentUser(details) };
    },
  );
};
