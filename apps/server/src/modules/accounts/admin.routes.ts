import {
  adminUserSchema,
  createClientBody,
  messageResponse,
  statusChangeBody,
  usersQuery,
} from '@kazi/shared/accounts/users';
import { idParams } from '@kazi/shared/api/ids';
import { paginated } from '@kazi/shared/api/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/actor.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import { presentAdminUser } from './admin.presenter.ts';
import { changeUserStatus, createClient, findUserForAdmin, listAdminUsers } from './admin.service.ts';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['People'],
        summary: 'Users (admins)',
        description:
          '20 a page by default. `is_active=True|False`; `account_type` as roles: ' +
          '`developer` (developers and designers), `project_owner`, `client_manager`, ' +
          '`client_support_officer` (each without staff flags, which replace the type’s role) and ' +
          '`admin`; `type` a user type; `search` matches name, email or company (case-insensitive). ' +
          'Active users newest first; deactivated ones by date of deactivation, latest first.',
        querystring: usersQuery,
        response: { 200: paginated(adminUserSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, count } = await listAdminUsers(
        app.db,
        {
          isActive: query.is_active,
          accountType: query.account_type,
          type: query.type,
          search: query.search,
        },
        pageWindow(query),
      );
      const actorId = requireActor(request).id;
      return toPage(
        request,
        query,
        count,
        rows.map((row) => presentAdminUser(row, actorId)),
      );
    },
  );

  app.post(
    '/users/',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['People'],
        summary: 'Create a client with their company (admins)',
        description:
          'The spec’s "New client payload": `username` must be the email and `type` 2, `source` 3 when ' +
          'sent (the server sets them). The client has no password yet: a mail carries a set-password ' +
          'link (`/password/{uid}/{token}`) that works once, for 7 days, and is used through ' +
          '`auth/password/reset/confirm/`. An email that has an account is 400 `email`.',
        body: createClientBody,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const id = await createClient(app, requireActor(request), request.body, request.id);
      const row = await findUserForAdmin(app.db, id);
      reply.code(201);
      return presentAdminUser(row, requireActor(request).id);
    },
  );

  app.get(
    '/users/:id/',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['People'],
        summary: 'One user (admins)',
        params: idParams,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const row = await findUserForAdmin(app.db, request.params.id);
      return presentAdminUser(row, requireActor(request).id);
    },
  );

  app.post(
    '/users/:id/status/change/',
    {
      config: { access: 'users.manage' },
      schema: {
        tags: ['People'],
        summary: 'Deactivate or reactivate a user (admins)',
        description:
          '`deactivate` disables the account at once and ends every session of the person; their ' +
          'personal data is deleted after 7 days. `activate` reactivates it before then; once the data is ' +
          'purged, 409. A transition that no longer applies (already active or deactivated) is 409; ' +
          'one’s own account is 400 (use `me/account/deactivate/`). The last active admin cannot be ' +
          'deactivated (409), checked under a lock on the admins in the same transaction, so two admins ' +
          'deactivating each other at once leave one. Answers `{message}` for the alert.',
        params: idParams,
        body: statusChangeBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { action } = request.body;
      const actor = requireActor(request);
      return { message: await changeUserStatus(app, actor, request.params.id, action, request.id) };
    },
  );
};
