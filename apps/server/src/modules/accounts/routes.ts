import {
  accountSchema,
  accountUpdateBody,
  deactivateBody,
  userEmailUpdateBody,
} from '@kazi/shared/accounts/schemas';
import { detailResponse } from '@kazi/shared/auth/passwords';
import { userSchema } from '@kazi/shared/auth/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { findSignedInUser } from '../auth/service.ts';
import { presentUser } from '../users/presenter.ts';
import { presentAccount } from './presenter.ts';
import { changeEmail, deactivateOwnAccount, findOwnAccount, updateAccount } from './service.ts';

async function currentUser(app: FastifyInstance, id: number) {
  const details = await findSignedInUser(app.db, id);
  if (!details) throw AppError.notAuthenticated();
  return presentUser(details);
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/account/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'One’s account settings and terms flags',
        description:
          '`invoice_email` (the admin invoice email), the terms answers `agreed_at` / ' +
          '`disagreed_at` (UTC) and whether the latest terms are agreed to (the latest answer counts).',
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return presentAccount(actor, await findOwnAccount(app, actor.id));
    },
  );

  app.patch(
    '/me/account/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Set the invoice email or answer the terms prompt',
        description:
          '`invoice_email` needs permission `account.invoice_email` (project owners and admins); ' +
          '`agreed_at` or `disagreed_at` need `terms.must_agree` (developers and clients): a field one may ' +
          'not set is 403. For the terms, send the spec’s field with a timestamp or `true`: the server ' +
          'records its own time (UTC), not the value sent. Send one answer at a time.',
        body: accountUpdateBody,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const user = await updateAccount(app, requireActor(request), request.body, request.id);
      return presentAccount(requireActor(request), user);
    },
  );

  app.post(
    '/me/account/deactivate/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Deactivate one’s account',
        description:
          'Confirmed with the current `password` (wrong answers count as login failures). The account is ' +
          'disabled at once and every session of the person ends, this one included; a mail confirms it. ' +
          'Non-essential personal data and files are deleted after 7 days by the `accounts.purge` job ' +
          '. The last active admin cannot deactivate their account (409).',
        body: deactivateBody,
        response: { 200: detailResponse },
      },
    },
    async (request, reply) => {
      await deactivateOwnAccount(app, requireActor(request), request.body.password, {
        ip: request.ip,
        requestId: request.id,
      });
      await reply.signOut();
      return { detail: MESSAGES.account.deactivated };
    },
  );

  app.get(
    '/me/user/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'The signed-in user',
        description: 'The same user object as `auth/verify/`, without the envelope.',
        response: { 200: userSchema },
      },
    },
    async (request) => currentUser(app, requireActor(request).id),
  );

  app.patch(
    '/me/user/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Me'],
        summary: 'Change one’s email',
        description:
          'Needs the current `password` (wrong answers count as login failures). The email is unique ' +
          'whatever its letter case (400 `email` otherwise) and becomes the username too. A mail tells ' +
          'the old address; open password-reset links stop working. Names are edited through ' +
          '`me/profile/`.',
        body: userEmailUpdateBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      await changeEmail(app, requireActor(request), request.body, { ip: request.ip, requestId: request.id });
      return currentUser(app, requireActor(request).id);
    },
  );
};
