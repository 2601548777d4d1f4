import { idParams } from '@kazi/shared/api/ids';
import { paginated } from '@kazi/shared/api/pagination';
import { userEnvelope } from '@kazi/shared/auth/schemas';
import {
  inviteCreateBody,
  inviteKeyParams,
  inviteListQuery,
  inviteSchema,
  inviteUpdateBody,
  publicInviteSchema,
  registerBody,
} from '@kazi/shared/invites/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import { findSignedInUser } from '../auth/service.ts';
import { presentUser } from '../users/presenter.ts';
import { presentInvite, presentPublicInvite } from './presenter.ts';
import { registerFromInvite } from './register.ts';
import {
  createInvite,
  deleteInvite,
  findLiveInviteByKey,
  findVisibleInvite,
  listVisibleInvites,
  updateInvite,
} from './service.ts';

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invites/',
    {
      config: { access: 'invites.send_developer' },
      schema: {
        tags: ['People'],
        summary: 'Invitations, latest sent first',
        description:
          'Admins see every invitation; everyone else only the ones they sent. `used=False` lists the ' +
          'pending ones (the Pending tab), `used=True` the used ones, no filter both. An expired pending ' +
          'invitation stays in the list (`expired: true`) until it is resent or deleted. Keys are never ' +
          'shown: they are stored hashed and only mailed.',
        querystring: inviteListQuery,
        response: { 200: paginated(inviteSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await listVisibleInvites(
        app.db,
        requireActor(request),
        { used: request.query.used },
        pageWindow(request.query),
      );
      return toPage(request, request.query, count, rows.map(presentInvite));
    },
  );

  app.post(
    '/invites/',
    {
      config: { access: 'invites.send_developer' },
      schema: {
        tags: ['People'],
        summary: 'Invite someone',
        description:
          'Everyone who may invite may invite developers (type 1, category developer or designer); only ' +
          'admins invite project owners (2), client managers (3), client support officers (6) and space ' +
          'leads (7): other types answer 403. The invitation mail carries a link to `/signup/invite/{key}` ' +
          '(256-bit key, stored hashed) that works once, for 7 days. An inviter has one pending ' +
          'invitation per email: inviting the same email again resends it with the new details (new ' +
          'key, 7 days again, `resent: true`) and answers 200 instead of 201. Other inviters’ ' +
          'invitations to the email do not count (the caller could not see them). An email that ' +
          'already has an account is 400 `email` for staff-side inviters ' +
          '(`invites.see_existing_accounts`); anyone else (clients) gets the usual answer, so the form ' +
          'is no way to learn who has an account, and the person gets a mail saying they already ' +
          'have one, with no sign-up link (ADR 015). Nobody invites before finishing onboarding ' +
          '(403). Each inviter sends at most MAIL_LIMIT_INVITES invitations, and each address gets at ' +
          'most as many invitation mails, per window: then 429 with `Retry-After` (ADR 018).',
        body: inviteCreateBody,
        response: { 200: inviteSchema, 201: inviteSchema },
      },
    },
    async (request, reply) => {
      const { id, created } = await createInvite(app, requireActor(request), request.body, request.id);
      reply.code(created ? 201 : 200);
      return presentInvite(await findVisibleInvite(app.db, requireActor(request), id));
    },
  );

  app.patch(
    '/invites/:id/',
    {
      config: { access: 'invites.send_developer' },
      schema: {
        tags: ['People'],
        summary: 'Edit or resend an invitation',
        description:
          '`{resend: true}` draws a new key (the old link stops working), restarts the 7 days, marks it ' +
          '`resent` and mails the link again. A changed email always does the same, to the new address; ' +
          'an email its inviter already has another pending invitation to is 400 `email`, and one with ' +
          'an account is treated as in `POST invites/`. Other fields just change. Someone else’s ' +
          'invitation is 404 (admins reach all); a used one is 409. A resend counts against the ' +
          'invitation limits of `POST invites/` (429 with `Retry-After`).',
        params: idParams,
        body: inviteUpdateBody,
        response: { 200: inviteSchema },
      },
    },
    async (request) => {
      await updateInvite(app, requireActor(request), request.params.id, request.body, request.id);
      return presentInvite(await findVisibleInvite(app.db, requireActor(request), request.params.id));
    },
  );

  app.delete(
    '/invites/:id/',
    {
      config: { access: 'invites.send_developer' },
      schema: {
        tags: ['People'],
        summary: 'Delete a pending invitation',
        description:
          'Its link stops working. Someone else’s invitation is 404 (admins reach all); a used one is 409.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteInvite(app, requireActor(request), request.params.id, request.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invites/key/:key/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['People'],
        summary: 'The invitation behind a sign-up link',
        description:
          'What the sign-up page shows: email, names, type and category. An unknown, used or expired key ' +
          'is 404. The key is 256 random bits, so it cannot be guessed.',
        params: inviteKeyParams,
        response: { 200: publicInviteSchema },
      },
    },
    async (request) => {
      return presentPublicInvite(await findLiveInviteByKey(app.db, request.params.key));
    },
  );

  app.post(
    '/auth/register/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Session'],
        summary: 'Create an account from an invitation',
        description:
          'Creates the account with the invitation’s email, type and category (names may be corrected), ' +
          'marks the invitation used in the same transaction and signs the person in (a session, as at ' +
          'login). An unknown, used or expired `invite_key` is 400 `invite_key`; an email that meanwhile ' +
          'has an account is 400 `non_field_errors`. `agreed_to_terms: true` (the sign-up form’s ' +
          'checkbox) records agreement to the latest terms for developers and clients; without it they are ' +
          'asked after signing in. Passwords: 8 to 128 characters, not common, not only digits.',
        body: registerBody,
        response: { 201: userEnvelope },
      },
    },
    async (request, reply) => {
      const user = await registerFromInvite(app, request.body, request.id);
      await reply.signIn(user);
      const details = await findSignedInUser(app.db, user.id);
      if (!details) throw AppError.notFound();
      reply.code(201);
      return { user: presentUser(details) };
    },
  );
};
