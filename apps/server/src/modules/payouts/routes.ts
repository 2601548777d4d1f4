import { paginated } from '@kazi/shared/api/pagination';
import { MESSAGES } from '@kazi/shared/messages';
import type { PayoutProviderName } from '@kazi/shared/payouts/rules';
import {
  activatePayoneerBody,
  ibanBody,
  ibanConnectedSchema,
  ibanRecordSchema,
  makeDefaultBody,
  makeDefaultResultSchema,
  paymentProviderAccountSchema,
  paymentProvidersQuery,
  paymentProvidersSchema,
  payoneerBody,
  payoneerConnectSchema,
  payoneerRecordSchema,
  payoutIdParams,
  payoutRecordsQuery,
  wiseBody,
  wiseConnectedSchema,
  wiseRecordSchema,
} from '@kazi/shared/payouts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import {
  presentIban,
  presentPayoneer,
  presentProviderAccount,
  presentProviders,
  presentWise,
} from './presenter.ts';
import { createPayoutProviders } from './providers.ts';
import {
  activatePayoneer,
  bankDetails,
  connectActive,
  connectPayoneer,
  listOwnRecords,
  makeDefault,
  type PayoutAccountRow,
  viewablePayoutAccounts,
} from './service.ts';

const tags = ['Payout methods'];
const own = 'payout_methods.manage_own' as const;
const RECORDS =
  'The caller’s own records of this provider, newest first, including replaced ones; `is_active=True` ' +
  'keeps only the account in use (`False` only the others). Numbers are shown whole: they are the caller’s.';
const MAIL =
  'The owner is told of the change in their bell and by e-mail (masked account), a guard against account takeover.';

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('payoutProviders'))
    app.decorate('payoutProviders', createPayoutProviders(app.config));

  const records = <T extends z.ZodType>(
    provider: PayoutProviderName,
    schema: T,
    present: (row: PayoutAccountRow) => z.infer<T>,
    summary: string,
  ) =>
    app.get(
      `/${provider}/`,
      {
        config: { access: own },
        schema: {
          tags,
          summary,
          description: RECORDS,
          querystring: payoutRecordsQuery,
          response: { 200: paginated(schema) },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { rows, count } = await listOwnRecords(
          app.db,
          actor.id,
          provider,
          request.query.is_active,
          pageWindow(request.query),
        );
        return toPage(request, request.query, count, rows.map(present));
      },
    );

  records('iban', ibanRecordSchema, presentIban, 'Your IBAN accounts');
  records('wise', wiseRecordSchema, presentWise, 'Your Wise accounts');
  records('payoneer', payoneerRecordSchema, presentPayoneer, 'Your Payoneer accounts');

  app.post(
    '/iban/',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Connect a bank account by IBAN',
        description:
          "Holder not blank ('Enter a valid name'); the IBAN must pass the standard check, spaces and case " +
          "ignored ('Enter a valid IBAN'). The account is usable at once (staff pay it by bank transfer). With an " +
          'IBAN account already connected this is "Change account": the old one is kept as `replaced` (for past ' +
          'payouts) and hands on the default. The first method connected becomes the default. ' +
          MAIL,
        body: ibanBody,
        response: { 201: ibanConnectedSchema },
      },
    },
    async (request, reply) => {
      const row = await connectActive(
        app,
        request,
        'iban',
        bankDetails({ holder: request.body.account_holder, iban: request.body.iban_number }),
      );
      return reply
        .code(201)
        .send({ success: true as const, message: MESSAGES.payouts.ibanConnected, data: presentIban(row) });
    },
  );

  app.post(
    '/wise/',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Connect a Wise account',
        description:
          "E-mail format ('Enter a valid email address'), name not blank ('Enter a valid name'), IBAN valid " +
          "('Enter a valid IBAN'); `account_type` is 'Iban' (the default). Answers 'Wise account connected " +
          "successfully' with the record in `data`. Replacing and the first default work as for IBAN. " +
          MAIL,
        body: wiseBody,
        response: { 201: wiseConnectedSchema },
      },
    },
    async (request, reply) => {
      const { email, account_name, iban } = request.body;
      const row = await connectActive(
        app,
        request,
        'wise',
        bankDetails({ holder: account_name, iban, email }),
      );
      return reply
        .code(201)
        .send({ success: true as const, message: MESSAGES.payouts.wiseConnected, data: presentWise(row) });
    },
  );

  app.post(
    '/payoneer/',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Connect a Payoneer account',
        description:
          "First and last name not blank ('Enter a valid name'), e-mail format checked. When an active Payoneer " +
          'account with this e-mail is connected the answer is 200 with the "already connected" message (a ' +
          'success; nothing changes). Otherwise the account waits as `pending` and the answer (201) carries ' +
          '`redirect_url`, the setup link (`PAYONEER_SETUP_URL`: Kazi reaches no provider itself); a pay admin ' +
          'confirms it with PATCH payoneer/{id}/. A new attempt replaces a pending one. `next_url` (the page to ' +
          'come back to) is kept for a provider integration. ' +
          MAIL,
        body: payoneerBody,
        response: { 200: payoneerConnectSchema, 201: payoneerConnectSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const outcome = await connectPayoneer(app, request, {
        email: body.payoneer_email,
        firstName: body.first_name,
        lastName: body.last_name,
        nextUrl: body.next_url ?? null,
      });
      return reply.code(outcome.created ? 201 : 200).send({
        success: true,
        message: outcome.alreadyConnected
          ? MESSAGES.payouts.payoneerAlreadyConnected
          : MESSAGES.payouts.payoneerSetup,
        redirect_url: outcome.redirectUrl,
        data: presentPayoneer(outcome.row),
      });
    },
  );

  app.patch(
    '/payoneer/:id/',
    {
      config: { access: 'payout_methods.view_full' },
      schema: {
        tags,
        summary: 'Confirm a pending Payoneer account (pay admins)',
        description:
          'With the manual provider a pay admin confirms, after checking it in Payoneer, that the talent’s ' +
          'account exists: `{ "status": "active" }`. It replaces the talent’s active Payoneer account (which ' +
          'hands on the default) and becomes the default when they have none. Not pending (any more): 409.',
        params: payoutIdParams,
        body: activatePayoneerBody,
        response: { 200: paymentProviderAccountSchema },
      },
    },
    async (request) => {
      const row = await activatePayoneer(app, request, request.params.id);
      return presentProviderAccount(requireActor(request), row);
    },
  );

  app.get(
    '/payment-providers/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Connected payout methods and the default',
        description:
          'The accounts in use (active, and Payoneer setups pending) with `default_account_provider`. Without ' +
          '`user`: the caller’s own (talents). With `user`: that talent’s, for admin, pay admin and staff ' +
          '(`payout_methods.view_any`); account numbers and e-mails are masked (`NL** **** **** **** 4300`) ' +
          'unless the viewer is the owner or holds `payout_methods.view_full` (pay admins). Anyone ' +
          'else, and ids that are not talents, get 404.',
        querystring: paymentProvidersQuery,
        response: { 200: paymentProvidersSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const accounts = await viewablePayoutAccounts(app.db, actor, request.query.user ?? actor.id);
      return presentProviders(actor, accounts);
    },
  );

  app.patch(
    '/payment-providers/:id/',
    {
      config: { access: own },
      schema: {
        tags,
        summary: 'Make a payout method the default',
        description:
          'Only `{ "is_default": true }`. Answers "{Provider} account marked as default". Past and ongoing ' +
          'payouts keep their method; later ones use the new default. Already the default, or not active ' +
          '(a pending Payoneer setup): 409. Another person’s id: 404. ' +
          MAIL,
        params: payoutIdParams,
        body: makeDefaultBody,
        response: { 200: makeDefaultResultSchema },
      },
    },
    async (request) => {
      const { message, row } = await makeDefault(app, request, request.params.id);
      return {
        message,
        default_account_provider: { id: row.id, payment_provider: row.provider, is_default: true as const },
      };
    },
  );
};
