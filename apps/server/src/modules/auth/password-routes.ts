import {
  detailResponse,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
} from '@kazi/shared/auth/passwords';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { sessionMeta } from '../../http/session.ts';
import { changePassword, confirmPasswordReset } from './password-reset.ts';
import { queuePasswordReset } from './reset-request.ts';

const PASSWORD_RULES =
  'New passwords: 8 to 128 characters, not one of the ~1,000 most common passwords, not only digits; ' +
  'every broken rule is listed under `new_password1`.';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password/reset/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Session'],
        summary: 'Ask for a password reset link',
        description:
          'Always answers the same 200 body, whether or not an account has that email, so nobody can ' +
          'learn who has an account. An active account gets a mail with a link to ' +
          '`/reset-password/confirm/{uid}/{token}` that works once, for 1 hour; at most 3 such mails an ' +
          'hour per account (further requests get the same answer and no mail). The request only queues ' +
          'the work (a background job looks the address up and mails), so the answer takes the same ' +
          'time for every address; requests for one address in the same 5-minute slot of the clock make one job. ' +
          'At most 10 requests per IP in 15 minutes (`RESET_MAX_REQUESTS_PER_IP`, `LOGIN_WINDOW_MINUTES`), ' +
          'whatever the addresses: past that the answer is 429 with Retry-After, for known and unknown ' +
          'addresses alike; these requests do not count towards the login limits.',
        body: passwordResetBody,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      await queuePasswordReset(app, request.body.email, { ip: request.ip, requestId: request.id });
      return { detail: MESSAGES.passwords.resetRequested };
    },
  );

  app.post(
    '/auth/password/reset/confirm/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Session'],
        summary: 'Set a new password from a reset or set-password link',
        description:
          'One endpoint for reset links (1 hour) and the set-password links mailed to clients an admin ' +
          'created (7 days). The link works once; an unknown, used or expired link, or one of a ' +
          'deactivated account, answers 400 `token`. On success every session of the person ends, their ' +
          'other links stop working and their login failures are cleared; a caller signed in as that person ' +
          'is signed out (session cookie cleared, new CSRF token); they then sign in with the new password. ' +
          PASSWORD_RULES,
        body: passwordResetConfirmBody,
        response: { 200: detailResponse },
      },
    },
    async (request, reply) => {
      const { detail, userId } = await confirmPasswordReset(app, request.body, request.id);
      if (request.actor?.id === userId) await reply.signOut();
      return { detail };
    },
  );

  app.post(
    '/auth/password/change/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Session'],
        summary: 'Change one’s password',
        description:
          'Checks `old_password` (wrong answers count as login failures: 429 after 10 in 15 minutes), ' +
          'sets the new one, ends every other session of the person and voids open reset links. This ' +
          'session goes on under a new id: the answer sets a new `sessionid` cookie and a new `csrftoken` ' +
          '(send the new one from now on). The new password, the ended sessions and the new session are ' +
          'written in one transaction: if any part fails, the old password and session stay as they were. ' +
          PASSWORD_RULES,
        body: passwordChangeBody,
        response: { 200: detailResponse },
      },
    },
    async (request, reply) => {
      const { user, session } = await changePassword(app, requireActor(request), request.body, {
        requestId: request.id,
        meta: sessionMeta(request),
      });
      reply.useSession(user, session, { secondFactor: request.actor?.secondFactor === true });
      return { detail: MESSAGES.passwords.saved };
    },
  );
};
